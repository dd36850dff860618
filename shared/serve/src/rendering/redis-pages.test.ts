import { createClient } from '@redis/client';
import { createServer, type Server, type Socket } from 'node:net';
import { freePort } from '../testing/run-server';
import { startTestRedis, type TestRedis } from '../testing/redis-server';
import { redisPages, type SharedPages } from './redis-pages';
import type { KeptPage } from './kept-page';
import { sharedKeysOf } from './shared-page';
import { renderedPage } from '../testing/rendered-page';
import { until, wait } from '../testing/eventually';

const TIMEOUT_MS = 50;
const KEY = '/pc/product/2\nlocale=en\nmf_catalog=http://127.0.0.1:3001/mf-manifest.json#b1';
const STAND_IN = 'stand-in-of-server-a-0123';

const page = (markup = '<main>product 2</main>'): KeptPage => ({
  page: renderedPage({ state: '<script>{}</script>', answered: ['/shop-api/product/2'], markup }),
  standIn: STAND_IN,
  at: Date.now(),
});

let redis: TestRedis;
const opened: SharedPages[] = [];
/** One shell server's view of Redis, with what it logged. */
function server(url = redis.url) {
  const lines: string[] = [];
  const pages = redisPages({ url, timeoutMs: TIMEOUT_MS, log: (line) => lines.push(line) });
  opened.push(pages);
  return { pages, lines };
}
let probes = 0;
/** A store that has connected: Redis holds what it claims (a store without Redis claims every refresh). */
async function ready(url = redis.url) {
  const one = server(url);
  await until(async () => {
    const probe = `probe ${(probes += 1)}`;
    return (await one.pages.claimRefresh(probe, 10_000)) && !(await one.pages.claimRefresh(probe, 10_000));
  });
  return one;
}

/** How long `call` took, in ms. */
async function timed<T>(call: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await call();
  return { value, ms: performance.now() - started };
}

beforeAll(async () => {
  redis = await startTestRedis();
});
afterEach(async () => {
  for (const pages of opened.splice(0)) pages.close();
  redis.resume();
  const raw = createClient({ url: redis.url });
  await raw.connect();
  await raw.flushAll();
  raw.destroy();
});
afterAll(async () => {
  await redis.stop();
});

describe('the pages shell servers share in Redis (decision 045)', () => {
  it('gives one server the page another kept, with its stand-in and render time, for the time it is kept', async () => {
    const [a, b] = [await ready(), await ready()];
    const kept = page();
    a.pages.set(KEY, kept, 300);
    await until(async () => (await b.pages.get(KEY)) !== null);
    const read = await b.pages.get(KEY);
    expect(read).toEqual(kept);
    // Kept fresh + stale (PX), then gone from Redis.
    await wait(400);
    expect(await b.pages.get(KEY)).toBeNull();
    // Dropped for every server when one drops it.
    a.pages.set(KEY, kept, 60_000);
    await until(async () => (await b.pages.get(KEY)) !== null);
    b.pages.delete(KEY);
    await until(async () => (await a.pages.get(KEY)) === null);
  });

  it('keys a page by its hashed key under a versioned prefix', async () => {
    const { pages } = await ready();
    pages.set(`${KEY}?${'x'.repeat(5_000)}`, page(), 60_000);
    const raw = createClient({ url: redis.url });
    await raw.connect();
    await until(async () => (await raw.keys('*')).length > 1);
    const keys = await raw.keys('shop:render:v1:page:*');
    raw.destroy();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^shop:render:v1:page:[\w-]{43}$/);
  });

  it('treats a value that is not a page as a miss, never serving it', async () => {
    const { pages } = await ready();
    const raw = createClient({ url: redis.url });
    await raw.connect();
    const { at, standIn, page: drawn } = page();
    const { status: _status, complete: _complete, ...parts } = drawn;
    const good = { at, standIn, ...parts };
    for (const value of [
      '<html>not json',
      JSON.stringify({ ...good, gated: true }),
      JSON.stringify({ ...good, markup: 42 }),
      JSON.stringify({ ...good, standIn: 'short' }),
      JSON.stringify({ ...good, at: undefined }),
    ]) {
      await raw.set(sharedKeysOf(KEY).page, value);
      expect(await pages.get(KEY)).toBeNull();
    }
    await raw.set(sharedKeysOf(KEY).page, JSON.stringify(good));
    expect((await pages.get(KEY))?.page.markup).toBe(drawn.markup);
    raw.destroy();
  });

  it('never writes a gated page, nor one that is not whole (decision 053)', async () => {
    const { pages } = await ready();
    const gated = page();
    gated.page.gated = true;
    expect(() => pages.set(KEY, gated, 60_000)).toThrow(/gated/);
    for (const part of [{ complete: false }, { status: 404 as const }]) {
      const broken = page();
      Object.assign(broken.page, part);
      expect(() => pages.set(KEY, broken, 60_000)).toThrow(/whole/);
    }
  });

  it('lets one server of the fleet claim a refresh, until it gives it back or the claim runs out', async () => {
    const [a, b] = [await ready(), await ready()];
    expect(await a.pages.claimRefresh(KEY, 200)).toBe(true);
    expect(await b.pages.claimRefresh(KEY, 200)).toBe(false);
    expect(await a.pages.claimRefresh(KEY, 200)).toBe(false);
    a.pages.releaseRefresh(KEY);
    await until(() => b.pages.claimRefresh(KEY, 200));
    await wait(250);
    expect(await a.pages.claimRefresh(KEY, 200)).toBe(true);
  });
});

describe('a Redis that is away never fails nor delays a page (decision 045)', () => {
  it('answers at once without Redis, says so once, and takes the refresh itself', async () => {
    const { pages, lines } = server(`redis://user:secret@127.0.0.1:${await freePort()}`);
    await until(async () => lines.length > 0);
    for (let i = 0; i < 50; i += 1) {
      const { value, ms } = await timed(() => pages.get(KEY));
      expect(value).toBeNull();
      expect(ms).toBeLessThan(TIMEOUT_MS);
      pages.set(KEY, page(), 60_000);
    }
    expect(await pages.claimRefresh(KEY, 1_000)).toBe(true);
    await wait(500);
    // Once, whatever the reconnection attempts and calls, and without the password.
    expect(lines).toEqual([expect.stringMatching(/^render cache: Redis at redis:\/\/127\.0\.0\.1:\d+ unreachable/)]);
    expect(lines.join('')).not.toContain('secret');
  });

  it('does not wait for a server that accepts connections and never answers', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    try {
      const { pages } = server(`redis://127.0.0.1:${port}`);
      await until(async () => sockets.length > 0);
      for (let i = 0; i < 20; i += 1) {
        const { value, ms } = await timed(() => pages.get(KEY));
        expect(value).toBeNull();
        expect(ms).toBeLessThan(TIMEOUT_MS + 25);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('gives up on a hung Redis within its limit, then leaves it be for a while, and uses it again once it answers', async () => {
    const a = await ready();
    a.pages.set(KEY, page(), 60_000);
    await until(async () => (await a.pages.get(KEY)) !== null);
    redis.pause();
    const first = await timed(() => a.pages.get(KEY));
    expect(first.value).toBeNull();
    expect(first.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
    // A hung Redis never answers: any bound proves the call gives up. The margin is a busy machine's (a CI run's
    // workers on two cores once took the 50 ms limit to 90.2 ms); the speed itself is the bench's to measure.
    expect(first.ms).toBeLessThan(TIMEOUT_MS + 250);
    // Paused after a call went unanswered: the next calls do not wait for the limit.
    for (let i = 0; i < 20; i += 1) {
      const { value, ms } = await timed(() => a.pages.get(KEY));
      expect(value).toBeNull();
      expect(ms).toBeLessThan(TIMEOUT_MS / 2);
    }
    // Said unreachable once three calls in a row went unanswered, across the pauses: one late answer is no outage.
    expect(a.lines).toEqual([]);
    await until(async () => (await a.pages.get(KEY)) === null && a.lines.length > 0);
    expect(a.lines).toEqual([expect.stringMatching(/unreachable \(no answer within 50 ms\)/)]);
    redis.resume();
    await until(async () => (await a.pages.get(KEY)) !== null);
    expect(a.lines).toEqual([expect.stringMatching(/unreachable/), expect.stringMatching(/answers again/)]);
  });

  it('reconnects by itself after Redis is killed and started again', async () => {
    const a = await ready();
    await redis.kill();
    await until(async () => a.lines.length > 0);
    const { value, ms } = await timed(() => a.pages.get(KEY));
    expect(value).toBeNull();
    expect(ms).toBeLessThan(5);
    await redis.restart();
    a.pages.set(KEY, page(), 60_000);
    await until(async () => {
      a.pages.set(KEY, page(), 60_000);
      return (await a.pages.get(KEY)) !== null;
    });
    expect(a.lines).toEqual([expect.stringMatching(/unreachable/), expect.stringMatching(/answers again/)]);
  });
});
