import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../runtime-config/live-map';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { createShellServer } from '../page/serve-shell';
import { fakeBackend, tempDist } from '../testing/fixtures';
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
let backend: Awaited<ReturnType<typeof fakeBackend>>;
const dist = tempDist({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' });

beforeAll(async () => {
  backend = await fakeBackend();
  const source = runtimeConfigSource(
    {},
    {
      registry: { current: () => registryMap, ready: Promise.resolve(), stop() {} },
      allowedOrigins: ['https://cdn.shop.example'],
    },
  );
  const metrics = shopMetrics({
    trackOf: tracksFrom(() => registryMap),
    isKnownRemote: (remote) => Object.hasOwn(source.everyAddress().remotes, remote),
  });
  store = await createShellServer({
    distDir: dist.dir,
    apiUrl: backend.url,
    runtimeConfig: (shopper) => source.current(shopper),
    signals: { secret: SECRET, forward: (signals) => metrics.record(signals) },
  });
  listener = createMetricsListener(metrics);
  metricsURL = `${await listener.listen({ host: '127.0.0.1', port: 0 })}/metrics`;
});

afterAll(async () => {
  await listener.close();
  await store.close();
  await backend.close();
  dist.remove();
});

async function pageSends(cookie: string, signals: unknown[]): Promise<void> {
  const config = await store.inject({ url: '/runtime-config.json', headers: { cookie } });
  const token = config.json<{ signalsToken: string }>().signalsToken;
  const sent = await store.inject({
    method: 'POST',
    url: '/shop-signals',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ t: token, s: signals }),
  });
  expect(sent.statusCode).toBe(204);
}

describe("the shell server's internal metrics listener", () => {
  it("answers /metrics on its own port with the store's accepted beacons, by build and track", async () => {
    await pageSends('shop_bucket=99.live-shopper', [
      { k: 'view', r: 'mf_catalog' },
      { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1800 },
    ]);
    await pageSends('shop_bucket=5.canary-shopper', [
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
