import Fastify from 'fastify';
import http from 'node:http';
import { registerHealth } from './health';
import { closeConnectionsWhileDraining, drainThenClose } from './shutdown';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A GET over `agent` (kept-alive, as a balancer's connections are): status, `Connection` header and body. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
        );
      })
      .on('error', reject);
  });
}

/** A server with `/readyz` and a page that takes `slowMs`, listening on a free port of 127.0.0.1. */
async function listening(slowMs: number) {
  const app = Fastify();
  registerHealth(
    app,
    'shell',
    () => ({}),
    () => ({ ready: true }),
  );
  app.get('/page', async () => 'page');
  app.get('/slow', async () => {
    await wait(slowMs);
    return 'slow page';
  });
  closeConnectionsWhileDraining(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  return { app, port: address.port };
}

describe('a server told to stop drains before it closes (decision 057)', () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
  /** A new connection for each request: what a balancer opens to a server it has not kept one to. */
  const fresh = new http.Agent({ keepAlive: false });
  afterAll(() => agent.destroy());

  it('says 503 on /readyz at once, serves pages with Connection: close for the drain, finishes what is in flight, then closes', async () => {
    const { app, port } = await listening(600);
    try {
      expect(await get(port, '/page', agent)).toMatchObject({ status: 200, connection: 'keep-alive' });
      const inFlight = get(port, '/slow', agent);
      await wait(50);
      const closed = drainThenClose(app, 400).begin();

      expect(await get(port, '/readyz', agent)).toMatchObject({ status: 503, connection: 'close' });
      expect(JSON.parse((await get(port, '/readyz', agent)).body)).toMatchObject({ status: 'draining' });
      // Still serving: a balancer that has not noticed yet loses nothing.
      expect(await get(port, '/page', agent)).toMatchObject({ status: 200, connection: 'close', body: 'page' });

      await closed;
      // The request that was in flight when the signal came got its whole answer, and its connection was closed
      // after it rather than kept for a next request the closed server would reset.
      expect(await inFlight).toMatchObject({ status: 200, body: 'slow page' });
      expect(app.server.listening).toBe(false);
      await expect(get(port, '/page', fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await app.close();
    }
  });

  it('closes without waiting out the drain when told a second time', async () => {
    const { app, port } = await listening(0);
    const shutdown = drainThenClose(app, 60_000);
    const first = shutdown.begin();
    expect((await get(port, '/readyz', agent)).status).toBe(503);
    await Promise.all([first, shutdown.begin()]);
    await expect(get(port, '/page', fresh)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
