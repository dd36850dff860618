import { createClient } from '@redis/client';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { countingRenderer } from '../testing/counting-renderer';
import { shellTestBed } from '../testing/shell-test-bed';
import { LIVE_CATALOG, PLAIN_INDEX, renderedPage } from '../testing/rendered-page';
import { redisPages } from './redis-pages';
import { until } from '../testing/eventually';

const MAX_MEMORY = 4 * 1024 * 1024;

/** Holds the process's one thread for `ms`, as a render of a big page does under load. */
function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const bed = shellTestBed(PLAIN_INDEX);
let redis: TestRedis;
let raw: ReturnType<typeof createClient>;
beforeAll(async () => {
  // As docs/deployment.md sets the render cache's Redis up: bounded memory, least recently used keys evicted.
  redis = await startTestRedis(['--maxmemory', String(MAX_MEMORY), '--maxmemory-policy', 'allkeys-lru']);
  raw = createClient({ url: redis.url });
  await raw.connect();
});
afterAll(async () => {
  raw.destroy();
  await redis.stop();
});

describe("the render cache's Redis, bounded (decision 053)", () => {
  it('is filled past its maxmemory: it evicts, every page is served, and no server calls it unreachable', async () => {
    const warnings: string[] = [];
    // Pages of about 40 KB: 400 of them are four times what Redis may hold.
    const { render } = countingRenderer({ page: { state: `<script>${'x'.repeat(40_000)}</script>` } });
    const server = () =>
      bed.start({
        runtimeConfig: LIVE_CATALOG,
        renderPage: render,
        renderBudgetMs: 1_000,
        renderCache: { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000, redis: { url: redis.url } },
        logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
      });
    const [app, other] = [await server(), await server()];
    await until(async () => (await raw.clientList()).filter((client) => client.resp === 3).length >= 2);
    for (let i = 0; i < 400; i += 1) {
      const response = await app.inject({ url: `/pc/product/${i}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<main>render');
    }
    await until(async () => /evicted_keys:[1-9]/.test(await raw.info('stats')));
    const memory = await raw.info('memory');
    expect(Number(/used_memory:(\d+)/.exec(memory)?.[1])).toBeLessThanOrEqual(MAX_MEMORY * 1.1);
    // Every kept page runs out by itself (fresh + stale), evicted or not (-2: evicted since it was listed).
    const keys = await raw.keys('shop:render:v1:page:*');
    expect(keys.length).toBeGreaterThan(10);
    const ttls = (await Promise.all(keys.map((key) => raw.pTTL(key)))).filter((ttl) => ttl !== -2);
    expect(ttls.length).toBeGreaterThan(10);
    for (const ttl of ttls) expect(ttl).toBeGreaterThan(60_000);
    // Still shared: the other server is given a recent page from Redis, not rendering it again.
    const again = await other.inject({ url: '/pc/product/399' });
    expect(again.headers['x-shop-render']).toBe('hit');
    expect(warnings.filter((line) => line.includes('unreachable'))).toEqual([]);
  });

  it('is not called unreachable when its answer waits behind a busy thread (the false warnings under load)', async () => {
    const lines: string[] = [];
    const pages = redisPages({ url: redis.url, timeoutMs: 50, log: (line) => lines.push(line) });
    try {
      const key = '/pc/product/1\nlocale=en\nbuilds';
      const page = {
        page: renderedPage({ markup: '<main>one</main>' }),
        standIn: 'stand-in-0123456789',
        at: Date.now(),
      };
      await until(async () => {
        pages.set(key, page, 60_000);
        return (await pages.get(key)) !== null;
      });
      for (let i = 0; i < 5; i += 1) {
        const asked = pages.get(key);
        // Redis answers within a millisecond; the thread renders another page for longer than the limit meanwhile.
        await new Promise<void>((resolve) => setImmediate(() => resolve(busyFor(120))));
        expect((await asked)?.page.markup).toBe('<main>one</main>');
      }
      expect(lines).toEqual([]);
    } finally {
      pages.close();
    }
  });

  it('is not called unreachable when it refuses writes (noeviction past its maxmemory): told once, pages served', async () => {
    const full = await startTestRedis(['--maxmemory', '2mb', '--maxmemory-policy', 'noeviction']);
    const lines: string[] = [];
    const pages = redisPages({ url: full.url, timeoutMs: 50, log: (line) => lines.push(line) });
    try {
      const big = {
        page: renderedPage({ markup: 'x'.repeat(100_000) }),
        standIn: 'stand-in-0123456789',
        at: Date.now(),
      };
      const small = { ...big, page: renderedPage({ markup: '<main>probe</main>' }) };
      await until(async () => {
        pages.set('probe', small, 60_000);
        return (await pages.get('probe')) !== null;
      });
      for (let i = 0; i < 40; i += 1) pages.set(`/pc/product/${i}`, big, 60_000);
      await until(async () => lines.length > 0);
      // Still answering: reads go on, no pause.
      expect((await pages.get('probe'))?.page.markup).toBe('<main>probe</main>');
      expect(lines).toEqual([expect.stringMatching(/refused a command \(OOM/) as string]);
    } finally {
      pages.close();
      await full.stop();
    }
  });
});
