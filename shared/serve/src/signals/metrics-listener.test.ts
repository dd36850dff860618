import Fastify, { type FastifyInstance } from 'fastify';
import type { LiveMap } from '../runtime-config/live-map';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { signedBucket } from '../runtime-config/shopper-bucket';
import { createShellServer } from '../page/serve-shell';
import type { RenderPage } from '../rendering/server-rendering';
import { tempDist } from '../testing/fixtures';
import { forwardRefusals, forwardSignals, signalsFanOut } from '../cli/signals-outlets';
import type { ServerError } from './signal-wire';
import { createMetricsListener } from './metrics-listener';
import { tracksFrom } from './release-tracks';
import { shopMetrics } from './shop-metrics';

const SECRET = 'a-secret-of-at-least-32-characters!';
const manifest = (build: string) => `https://cdn.shop.example/mf_catalog/${build}/mf-manifest.json`;
const registryMap: LiveMap = {
  version: 1,
  remotes: {
    mf_catalog: {
      live: { build: 'live-1', manifest: manifest('live-1') },
      canary: { build: 'canary-2', manifest: manifest('canary-2'), share: 10 },
    },
  },
};

let store: FastifyInstance;
let listener: FastifyInstance;
let metricsURL: string;
let backend: FastifyInstance;
/** A stand-in for the registry's `POST /v1/signals`: what the shell server's batches said it saw itself. */
let registry: FastifyInstance;
const batchedErrors: ServerError[] = [];
const dist = tempDist({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' });

beforeAll(async () => {
  // A backend with one broken call.
  backend = Fastify();
  backend.all('/*', async (request, reply) =>
    request.url.startsWith('/shop-api/broken')
      ? reply.code(500).send({ code: 500, data: null, msg: 'broken' })
      : { code: 0, data: null, msg: 'ok' },
  );
  const apiUrl = await backend.listen({ host: '127.0.0.1', port: 0 });
  registry = Fastify();
  registry.post('/v1/signals', async (request, reply) => {
    batchedErrors.push(...((request.body as { e?: ServerError[] }).e ?? []));
    return reply.code(204).send();
  });
  const registryUrl = await registry.listen({ host: '127.0.0.1', port: 0 });
  const source = runtimeConfigSource(
    {},
    {
      registry: { current: () => registryMap, ready: Promise.resolve(), stop() {} },
      allowedOrigins: ['https://cdn.shop.example'],
    },
  );
  const trackOf = tracksFrom(() => registryMap);
  const metrics = shopMetrics({
    trackOf,
    isKnownRemote: (remote) => Object.hasOwn(source.everyAddress().remotes, remote),
  });
  // Both outlets of a shell server, as its command wires them: the registry's batches and these metrics.
  const toRegistry = forwardSignals(
    `${registryUrl}/v1/signals`,
    'shells-token',
    forwardRefusals(() => undefined),
  );
  // The server renders every page but one, which throws.
  const renderPage: RenderPage = async (request) => {
    if (request.pathname === '/pc/throws') throw new Error('a remote threw on the server');
    return null;
  };
  store = await createShellServer({
    distDir: dist.dir,
    apiUrl,
    runtimeConfig: (shopper) => source.current(shopper),
    renderPage,
    warmUpMs: 0,
    signals: { secret: SECRET, ...signalsFanOut({ toRegistry, metrics, trackOf }) },
  });
  listener = createMetricsListener(metrics);
  metricsURL = `${await listener.listen({ host: '127.0.0.1', port: 0 })}/metrics`;
});

afterAll(async () => {
  await listener.close();
  await store.close();
  await backend.close();
  await registry.close();
  dist.remove();
});

/** The cookie of a shopper this store issued `id` to, in `bucket`. */
const issued = (bucket: number, id: string) => `shop_bucket=${signedBucket(SECRET, bucket, id)}`;

async function pageSends(cookie: string, signals: unknown[], remoteAddress = '127.0.0.1'): Promise<void> {
  const config = await store.inject({ url: '/runtime-config.json', headers: { cookie } });
  const token = config.json<{ signalsToken: string }>().signalsToken;
  const sent = await store.inject({
    method: 'POST',
    url: '/shop-signals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ t: token, s: signals }),
    remoteAddress,
  });
  expect(sent.statusCode).toBe(204);
}

const metricsText = async () => (await fetch(metricsURL)).text();

describe("the shell server's internal metrics listener", () => {
  it("answers /metrics on its own port with the store's accepted beacons, by build and track", async () => {
    await pageSends(issued(99, 'live-shopper'), [
      { k: 'view', r: 'mf_catalog' },
      { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1800 },
    ]);
    await pageSends(issued(5, 'canary-shopper'), [
      { k: 'view', r: 'mf_catalog' },
      { k: 'load-error', r: 'mf_catalog', n: 'chunk' },
    ]);
    const response = await fetch(metricsURL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('shop_page_views_total{remote="mf_catalog",build="live-1",track="live"} 1\n');
    expect(text).toContain('shop_page_views_total{remote="mf_catalog",build="canary-2",track="canary"} 1\n');
    expect(text).toContain('shop_errors_total{remote="mf_catalog",build="canary-2",track="canary",kind="load"} 1\n');
    expect(text).toContain('shop_failing_shoppers_total{remote="mf_catalog",build="canary-2",track="canary"} 1\n');
    expect(text).toContain('shop_lcp_ms_bucket{le="2000",remote="mf_catalog",build="live-1",track="live"} 1\n');
  });

  it('counts distinct failing client networks per build: many shoppers of one network are one (decision 056)', async () => {
    const error = [{ k: 'render-error', r: 'mf_catalog', n: 'page' }];
    for (const [n, address] of ['192.0.2.10', '192.0.2.11', '192.0.2.12', '198.51.100.7'].entries()) {
      await pageSends(issued(7, `network-shopper-${n}`), error, address);
    }
    const text = await metricsText();
    expect(text).toMatch(/^shop_failing_shoppers_total\{remote="mf_catalog",build="canary-2",track="canary"\} 5$/m);
    // The canary shopper of the first test (127.0.0.1), 192.0.2.0/24 and 198.51.100.0/24.
    expect(text).toMatch(/^shop_failing_networks_total\{remote="mf_catalog",build="canary-2",track="canary"\} 3$/m);
  });

  it("counts the API's 5xx against the builds of the calling page's shopper, never a cookie the store did not issue", async () => {
    const serverErrors = (build: string, track: string, kind: string) =>
      new RegExp(
        `^shop_server_errors_total\\{remote="mf_catalog",build="${build}",track="${track}",kind="${kind}"\\} (\\d+)$`,
        'm',
      );
    const counted = async (build: string, track: string, kind: string) =>
      Number(serverErrors(build, track, kind).exec(await metricsText())?.[1] ?? 0);
    const broken = (cookie: string) => store.inject({ url: '/shop-api/broken', headers: { cookie } });
    expect((await broken(issued(3, 'canary-caller'))).statusCode).toBe(500);
    expect((await broken(issued(3, 'canary-caller'))).statusCode).toBe(500);
    expect((await broken(issued(60, 'live-caller'))).statusCode).toBe(500);
    // An invented id, an unsigned one, a tampered one: their 5xx blame no build.
    for (const cookie of ['shop_bucket=3.invented', 'shop_bucket=3', `${issued(3, 'canary-caller').slice(0, -2)}xx`]) {
      expect((await broken(cookie)).statusCode).toBe(500);
    }
    // A call that answers is no error.
    expect((await store.inject({ url: '/shop-api/fine', headers: { cookie: issued(3, 'x') } })).statusCode).toBe(200);
    expect(await counted('canary-2', 'canary', 'api-5xx')).toBe(2);
    expect(await counted('live-1', 'live', 'api-5xx')).toBe(1);
    // And the same in the next batch to the registry (sent a second after the first of them).
    const inBatches = (build: string) =>
      batchedErrors.filter((seen) => seen.b === build && seen.k === 'api-5xx').reduce((sum, seen) => sum + seen.c, 0);
    for (const started = Date.now(); inBatches('live-1') === 0 && Date.now() - started < 5_000;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([inBatches('canary-2'), inBatches('live-1')]).toEqual([2, 1]);
  });

  it('counts a server render that failed against the builds it rendered with', async () => {
    const page = await store.inject({ url: '/pc/throws', headers: { accept: 'text/html', cookie: issued(4, 'r') } });
    // The shopper is unaffected: the page is sent for the browser to render.
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-shop-render']).toBe('bypass');
    expect(await metricsText()).toMatch(
      /^shop_server_errors_total\{remote="mf_catalog",build="canary-2",track="canary",kind="render-failed"\} 1$/m,
    );
  });

  it('answers nothing else', async () => {
    expect((await fetch(metricsURL.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(metricsURL.replace('/metrics', '/shop-signals'), { method: 'POST' })).status).toBe(404);
  });

  it("is never on the store's origin: the store answers /metrics 404, not the page", async () => {
    for (const accept of ['text/html', 'text/plain', '*/*']) {
      const response = await store.inject({ url: '/metrics', headers: { accept } });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('Not Found');
    }
    // The single-page fallback still answers the page's own addresses.
    expect((await store.inject({ url: '/metrics-of-mine', headers: { accept: 'text/html' } })).statusCode).toBe(200);
  });
});
