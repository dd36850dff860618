import { createClient } from '@redis/client';
import type { FastifyInstance } from 'fastify';
import type { ShellServerOptions } from '../page/serve-shell';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { countingRenderer } from '../testing/counting-renderer';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { freePort } from '../testing/run-server';
import { shellTestBed } from '../testing/shell-test-bed';
import type { RenderPage } from './server-rendering';
import { until, wait } from '../testing/eventually';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';
const LIVE: RuntimeConfig = {
  remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
  builds: { mf_catalog: 'b1' },
};
const TIMEOUT_MS = 50;

const bed = shellTestBed(INDEX);
const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

let redis: TestRedis;
let raw: ReturnType<typeof createClient>;
beforeAll(async () => {
  redis = await startTestRedis();
  raw = createClient({ url: redis.url });
  await raw.connect();
});
afterEach(async () => {
  redis.resume();
  await raw.flushAll();
});
afterAll(async () => {
  raw.destroy();
  await redis.stop();
});

const keptPages = () => raw.keys('shop:render:v1:page:*');

/** Two shell servers of one fleet, sharing the test's Redis; resolved once each is connected to it. */
async function fleet(
  renders: [RenderPage, RenderPage],
  options: Partial<ShellServerOptions['renderCache']> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  // Connected and through node-redis's handshake (HELLO 3): the server's calls are sent from now on.
  const ready = async () => (await raw.clientList()).filter((client) => client.resp === 3).length;
  const before = await ready();
  const apps = await Promise.all(
    renders.map((renderPage) =>
      bed.start({
        runtimeConfig: LIVE,
        renderPage,
        renderBudgetMs: 500,
        renderCache: { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000, redis: { url: redis.url }, ...options },
      }),
    ),
  );
  await until(async () => (await ready()) >= before + renders.length);
  await wait(50);
  return [apps[0]!, apps[1]!];
}

/** An answer with how long it took, in ms. */
async function timed(app: FastifyInstance, url: string, cookie = '') {
  const started = performance.now();
  const response = await app.inject({ url, headers: { cookie } });
  return { response, ms: performance.now() - started, outcome: response.headers['x-shop-render'] };
}

describe('pages shared by the shell servers of a fleet in Redis (decision 045)', () => {
  it("serves a page one server rendered from another as a hit, without rendering it, with that answer's nonce", async () => {
    const [a, b] = [countingRenderer({ label: 'a' }), countingRenderer({ label: 'b' })];
    const [serverA, serverB] = await fleet([a.render, b.render]);
    const first = await serverA.inject({ url: '/pc?page=2', headers: { cookie: 'locale=vi' } });
    expect(first.headers['x-shop-render']).toBe('miss');
    await until(async () => (await keptPages()).length === 1);
    const fromA = await serverB.inject({ url: '/pc?page=2', headers: { cookie: 'locale=vi' } });
    const again = await serverB.inject({ url: '/pc?page=2', headers: { cookie: 'locale=vi' } });
    expect([fromA.headers['x-shop-render'], again.headers['x-shop-render']]).toEqual(['hit', 'hit']);
    expect(b.renders).toHaveLength(0);
    const nonces = [first, fromA, again].map((response) => nonceOf(response.headers['content-security-policy']));
    expect(new Set(nonces).size).toBe(3);
    for (const [i, response] of [first, fromA, again].entries()) {
      expect(response.body).toContain('<main>a render 1</main>');
      // Server A's stand-in is replaced on server B too: every inline script carries this answer's nonce.
      expect(response.body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonces[i]}"`]);
    }
    // Another variant is another page.
    expect((await serverB.inject({ url: '/pc?page=2', headers: { cookie: 'locale=en' } })).headers).toMatchObject({
      'x-shop-render': 'miss',
    });
    expect(b.renders).toHaveLength(1);
  });

  it('refreshes a stale page once for the whole fleet, and every server then serves the new one', async () => {
    const [a, b] = [countingRenderer({ label: 'a', delayMs: 100 }), countingRenderer({ label: 'b', delayMs: 100 })];
    const [serverA, serverB] = await fleet([a.render, b.render], { freshMs: 300 });
    await serverA.inject({ url: '/pc' });
    await until(async () => (await keptPages()).length === 1);
    expect((await timed(serverB, '/pc')).outcome).toBe('hit');
    await wait(350);
    expect((await timed(serverA, '/pc')).outcome).toBe('stale');
    // Server A claimed the refresh and is rendering it: server B serves the stale page and renders nothing.
    await wait(30);
    const meanwhile = await timed(serverB, '/pc');
    expect(meanwhile.outcome).toBe('stale');
    expect(meanwhile.response.body).toContain('<main>a render 1</main>');
    await wait(150);
    const after = await timed(serverB, '/pc');
    expect(after.outcome).toBe('hit');
    expect(after.response.body).toContain('<main>a render 2</main>');
    expect([a.renders.length, b.renders.length]).toEqual([2, 0]);
  });

  it("never writes a customer's page or a gated one, and a refresh that gives none drops it for the fleet", async () => {
    let gated = false;
    const a = countingRenderer({ label: 'a' });
    const render: RenderPage = Object.assign(
      async (...args: Parameters<RenderPage>) => {
        const page = await a.render(...args);
        return gated ? { ...page!, gated: true } : page;
      },
      { variantOf: a.render.variantOf },
    );
    const b = countingRenderer({ label: 'b' });
    const [serverA, serverB] = await fleet([render, b.render], { freshMs: 50 });
    await serverA.inject({ url: '/pc', headers: { cookie: 'authorization=abc' } });
    gated = true;
    await serverA.inject({ url: '/pc/gated' });
    await wait(50);
    expect(await keptPages()).toEqual([]);
    gated = false;
    await serverA.inject({ url: '/pc' });
    await until(async () => (await keptPages()).length === 1);
    // The shop's gate shuts: the refresh of the stale page gives a gated one, which no server serves any more.
    gated = true;
    await wait(60);
    expect((await timed(serverA, '/pc')).outcome).toBe('stale');
    await until(async () => (await keptPages()).length === 0);
    expect((await timed(serverB, '/pc')).outcome).toBe('miss');
    expect(b.renders).toHaveLength(1);
  });

  it('does not hold a page beyond the limit when Redis hangs, and renders or serves it in process', async () => {
    const [a, b] = [countingRenderer({ label: 'a' }), countingRenderer({ label: 'b' })];
    const [serverA, serverB] = await fleet([a.render, b.render]);
    await serverA.inject({ url: '/pc' });
    await until(async () => (await keptPages()).length === 1);
    redis.pause();
    // Server B has no page of its own: it waits for Redis up to the limit, then renders.
    const hung = await timed(serverB, '/pc');
    expect(hung.outcome).toBe('miss');
    expect(hung.response.statusCode).toBe(200);
    expect(hung.response.body).toContain('<main>b render 1</main>');
    expect(hung.ms).toBeLessThan(TIMEOUT_MS + 150);
    // Then each serves its own, without waiting for Redis again.
    for (const server of [serverA, serverB, serverA, serverB]) {
      const kept = await timed(server, '/pc');
      expect(kept.outcome).toBe('hit');
      expect(kept.ms).toBeLessThan(TIMEOUT_MS);
    }
    const other = await timed(serverA, '/pc?page=3');
    expect(other.outcome).toBe('miss');
    expect(other.ms).toBeLessThan(TIMEOUT_MS + 150);
    // Redis answers again: the fleet shares pages again.
    redis.resume();
    await until(async () => {
      await serverA.inject({ url: `/pc?page=4&t=${Date.now()}` });
      return (await keptPages()).length > 1;
    });
  });

  it('renders and keeps pages in process when Redis is not there at all', async () => {
    const closed = await freePort();
    const a = countingRenderer();
    const server = await bed.start({
      runtimeConfig: LIVE,
      renderPage: a.render,
      renderBudgetMs: 500,
      renderCache: {
        bytes: 1_000_000,
        freshMs: 60_000,
        staleMs: 60_000,
        redis: { url: `redis://127.0.0.1:${closed}`, timeoutMs: TIMEOUT_MS },
      },
    });
    const outcomes = [];
    for (let i = 0; i < 5; i += 1) {
      const { outcome, ms, response } = await timed(server, '/pc');
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(TIMEOUT_MS + 150);
      outcomes.push(outcome);
    }
    expect(outcomes).toEqual(['miss', 'hit', 'hit', 'hit', 'hit']);
    expect(a.renders).toHaveLength(1);
  });
});
