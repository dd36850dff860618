import type { APIRequestContext } from '@playwright/test';
import { createServer, request as forward, type Server } from 'node:http';
import path from 'node:path';
import { freePort } from '@shop/serve/testing/run-server';
import { startServerProcess, waitUntilAnswering, type ServerProcess } from './server-process';
import { startRedis } from './start-redis';
import { ROOT } from './workspace';

export interface SharingShell {
  baseURL: string;
  /** The backend calls this shell server made (its renders' calls): a page it did not render made none. */
  backendCalls(): number;
}

/**
 * The gate's state, which each shell server also reads by itself every 30 s for its robots.txt (decision 050): not a
 * render's call, and a render reads others besides (the header, the page's own), so it is not counted.
 */
const GATE_PATH = '/shop-hapi/website/password';

/**
 * The fleet's backend as its shell servers meet it: answering, or failing the calls whose path `failing` matches
 * (one call's blip, or every call's outage).
 */
interface BackendFault {
  failing: RegExp | null;
}

/** Passes every request on to `apiURL`, counting those a render makes; a 503 for each `fault.failing` matches. */
async function countingProxy(
  apiURL: string,
  fault: BackendFault,
): Promise<{ url: string; calls: () => number; server: Server }> {
  const target = new URL(apiURL);
  let calls = 0;
  const server = createServer((incoming, answer) => {
    if ((incoming.url ?? '').split('?')[0] !== GATE_PATH) calls += 1;
    if (fault.failing?.test(incoming.url ?? '')) {
      incoming.resume();
      answer.writeHead(503, { 'content-type': 'text/plain' }).end('backend unavailable');
      return;
    }
    const out = forward(
      {
        host: target.hostname,
        port: target.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
      },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    out.on('error', () => answer.writeHead(502).end());
    incoming.pipe(out);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, calls: () => calls, server };
}

/**
 * Shell servers of one fleet (the shell's compiled server, as deployed) in front of an existing backend, each
 * through a proxy of its own that counts its calls (and fails those `failBackend(/path/)` names, until `failBackend(null)`), all with the same
 * settings (`SHOP_RENDER_CACHE_URL`: one Redis).
 */
export async function startSharingShells(options: {
  count: number;
  apiURL: string;
  remotes: Record<string, string>;
  env: Record<string, string>;
}): Promise<{ shells: SharingShell[]; stop(): Promise<void>; failBackend(failing: RegExp | null): void }> {
  const fault: BackendFault = { failing: null };
  const proxies: Server[] = [];
  const servers: ServerProcess[] = [];
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(proxies.map((proxy) => new Promise((resolve) => proxy.close(resolve))));
  };
  try {
    const shells: SharingShell[] = [];
    for (let i = 0; i < options.count; i += 1) {
      const proxy = await countingProxy(options.apiURL, fault);
      proxies.push(proxy.server);
      const port = await freePort();
      const server = startServerProcess(`sharing-shell:${port}`, ['build/server.cjs'], path.join(ROOT, 'shell'), {
        PORT: String(port),
        API_URL: proxy.url,
        RUNTIME_CONFIG: '',
        ...Object.fromEntries(
          Object.entries(options.remotes).map(([name, address]) => [`REMOTE_${name.toUpperCase()}`, address]),
        ),
        ...options.env,
      });
      servers.push(server);
      // Ready once warm (decision 048): the first shell's front doors are in Redis before the next one starts.
      await waitUntilAnswering(`http://127.0.0.1:${port}/readyz`, server);
      shells.push({ baseURL: `http://127.0.0.1:${port}`, backendCalls: proxy.calls });
    }
    return { shells, stop, failBackend: (failing) => (fault.failing = failing) };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A Redis and `count` shell servers sharing their pages in it, in front of the journey's backend (`devURL`), with
 * the store's remotes; `stop` ends them all.
 */
export async function startSharingFleet(
  request: APIRequestContext,
  devURL: string,
  env: Record<string, string> = {},
  count = 2,
) {
  const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  const redis = await startRedis();
  try {
    const fleet = await startSharingShells({
      count,
      apiURL: devURL,
      remotes: config.remotes,
      env: { SHOP_RENDER_CACHE_URL: redis.url, ...env },
    });
    const stop = async () => {
      await fleet.stop();
      await redis.stop();
    };
    return { ...fleet, redis, stop };
  } catch (error) {
    await redis.stop();
    throw error;
  }
}
