import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../runtime-config/release-registry-source';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { createShellServer } from './serve-shell';
import type { RenderPage } from '../rendering/server-rendering';
import { PER_TOKEN } from '../signals/signals-gate';
import { signalsToken } from '../signals/signals-token';
import { signedBucket } from '../runtime-config/shopper-bucket';
import { networkTag } from '../signals/client-network';
import type { ForwardedSignal } from '../signals/signal-wire';
import { fakeBackend, tempDist } from '../testing/fixtures';

const SECRET = 'a-secret-of-at-least-32-characters!';
const at = (origin: string, build: string) => `${origin}/mf_catalog/${build}/mf-manifest.json`;
const registryMap: LiveMap = {
  version: 1,
  remotes: {
    mf_catalog: {
      live: { build: 'live-1', manifest: at('https://cdn.shop.example', 'live-1') },
      canary: { build: 'canary-2', manifest: at('https://cdn.shop.example', 'canary-2'), share: 10 },
    },
    // A build the registry names at an origin nobody allowed: no page is given it.
    mf_checkout: { live: { build: 'elsewhere-1', manifest: 'https://evil.example/mf-manifest.json' }, canary: null },
  },
};

let app: FastifyInstance;
let backend: Awaited<ReturnType<typeof fakeBackend>>;
let forwarded: ForwardedSignal[] = [];
let rendered = 0;
let clock = 1_000_000;
const dist = tempDist({ 'index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>' });

beforeAll(async () => {
  backend = await fakeBackend();
  const source = runtimeConfigSource(
    {},
    {
      registry: { current: () => registryMap, ready: Promise.resolve(), stop() {} },
      allowedOrigins: ['https://cdn.shop.example'],
      onRefused: () => undefined,
    },
  );
  const renderPage: RenderPage = async () => {
    rendered += 1;
    return null;
  };
  app = await createShellServer({
    distDir: dist.dir,
    apiUrl: backend.url,
    runtimeConfig: (shopper) => source.current(shopper),
    renderPage,
    signals: {
      secret: SECRET,
      forward: (signals) => forwarded.push(...signals),
      now: () => clock,
      perClient: { burst: 5, perSecond: 1 },
    },
  });
});

afterAll(async () => {
  await app.close();
  await backend.close();
  dist.remove();
});

/** A fresh client address for each beacon sender, so one test's rate does not spend another's. */
let client = 0;
const nextClient = () => `10.1.0.${(client += 1)}`;

/** The token `/runtime-config.json` gives a shopper this store issued `id` to, in `bucket`. */
async function tokenOf(bucket: number, id: string): Promise<string> {
  const cookie = `shop_bucket=${signedBucket(SECRET, bucket, id)}`;
  const config = await app.inject({ url: '/runtime-config.json', headers: { cookie } });
  return config.json<{ signalsToken: string }>().signalsToken;
}

/** A client network's tag, as every forwarded signal carries it. */
const TAG = expect.stringMatching(/^[\w-]{8}$/) as unknown as string;

async function beacon(body: unknown, remoteAddress = nextClient(), headers: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/shop-signals',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress,
  });
  expect(res.statusCode).toBe(204);
}

beforeEach(() => {
  forwarded = [];
});

describe("shoppers' signals: only what a page this store served may report", () => {
  it('passes a beacon on with the build and shopper its token names', async () => {
    const token = await tokenOf(5, 'shopper-in-canary');
    await beacon({
      t: token,
      s: [
        { k: 'view', r: 'mf_catalog' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 900 },
      ],
    });
    expect(forwarded).toEqual([
      { k: 'view', r: 'mf_catalog', b: 'canary-2', u: 'shopper-in-canary', w: TAG },
      { k: 'vital', r: 'mf_catalog', b: 'canary-2', u: 'shopper-in-canary', n: 'LCP', v: 900, w: TAG },
    ]);
  });

  it('drops a beacon without a token, with a forged one, or an expired one, and answers it the same', async () => {
    const signals = [{ k: 'render-error', r: 'mf_catalog', b: 'canary-2' }];
    await beacon({ s: signals });
    await beacon({
      t: signalsToken('another-secret-of-32-characters!!', { shopper: 'x', builds: { mf_catalog: 'canary-2' } }, clock),
      s: signals,
    });
    const token = await tokenOf(99, 'live-shopper');
    const [, signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ u: 'x', b: { mf_catalog: 'canary-2' }, x: 9e9 })).toString('base64url');
    await beacon({ t: `${claims}.${signature}`, s: signals });
    clock += 2 * 60 * 60 * 1000;
    await beacon({ t: token, s: signals });
    expect(forwarded).toEqual([]);
  });

  it("counts a live shopper's errors against the live build, whatever build the beacon names", async () => {
    const token = await tokenOf(99, 'live-shopper');
    await beacon({
      t: token,
      s: [
        { k: 'render-error', r: 'mf_catalog', b: 'canary-2' },
        { k: 'view', r: 'mf_checkout' },
        { k: 'view', r: 'mf_unknown' },
      ],
    });
    // mf_checkout's registry build is at an origin not allowed: the page was given none, so reports none.
    expect(forwarded).toEqual([{ k: 'render-error', r: 'mf_catalog', b: 'live-1', u: 'live-shopper', w: TAG }]);
  });

  it("caps what one page's token reports, however many beacons carry it", async () => {
    const token = await tokenOf(5, 'busy-shopper');
    const views = Array.from({ length: 20 }, () => ({ k: 'view', r: 'mf_catalog' }));
    const errors = Array.from({ length: 20 }, () => ({ k: 'call-error', r: 'mf_catalog', n: 'cart.add' }));
    await beacon({ t: token, s: views });
    await beacon({ t: token, s: errors });
    await beacon({ t: token, s: errors });
    expect(forwarded.filter((signal) => signal.k === 'view')).toHaveLength(PER_TOKEN.viewsPerRemote);
    expect(forwarded.filter((signal) => signal.k === 'call-error')).toHaveLength(PER_TOKEN.errors);
  });

  it("drops a client's beacons over its rate, and believes no X-Forwarded-For it sends", async () => {
    const sender = nextClient();
    for (let n = 0; n < 8; n += 1) {
      const token = await tokenOf(5, `crowd-${n}`);
      await beacon({ t: token, s: [{ k: 'view', r: 'mf_catalog' }] }, sender, { 'x-forwarded-for': `192.0.2.${n}` });
    }
    expect(forwarded).toHaveLength(5);
    clock += 2_000;
    await beacon({ t: await tokenOf(5, 'later'), s: [{ k: 'view', r: 'mf_catalog' }] }, sender);
    expect(forwarded).toHaveLength(6);
  });
});

describe('pages and their tokens', () => {
  it("writes a token bound to the shopper's cookie into the page and its configuration", async () => {
    const page = await app.inject({ url: '/pc', headers: { accept: 'text/html' } });
    const cookie = String(page.headers['set-cookie']).split(';')[0]!;
    const embedded = /"signalsToken":"([\w.-]+)"/.exec(page.body)?.[1];
    expect(embedded).toBeDefined();
    await beacon({ t: embedded, s: [{ k: 'view', r: 'mf_catalog' }] });
    expect(forwarded[0]?.u).toBe(cookie.split('.')[1]);
    expect(page.body).not.toContain('evil.example');
    expect(rendered).toBe(1);
  });

  it('gives a preview page no token, and never renders it on the server', async () => {
    const key = 'k'.repeat(32);
    const { createHash } = await import('node:crypto');
    registryMap.remotes.mf_catalog!.preview = {
      build: 'preview-3',
      manifest: at('https://cdn.shop.example', 'preview-3'),
      keySha256: createHash('sha256').update(key).digest('hex'),
      until: new Date(Date.now() + 60_000).toISOString(),
    };
    registryMap.version = 2;
    const before = rendered;
    const page = await app.inject({
      url: '/pc',
      headers: { accept: 'text/html', cookie: `shop_bucket=5.previewer; shop_preview=mf_catalog.${key}` },
    });
    expect(page.body).toContain('preview-3');
    expect(page.body).not.toContain('signalsToken');
    expect(rendered).toBe(before);
  });
});

describe('shopper ids: issued and signed by the store, never taken from a client (decision 056)', () => {
  /** A client network of its own for each test, so one test's new ids do not spend another's. */
  let network = 0;
  const nextNetwork = () => `10.2.${(network += 1)}`;
  const page = (remoteAddress: string, cookie?: string) =>
    app.inject({ url: '/pc', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) }, remoteAddress });
  const embeddedToken = (body: string) => /"signalsToken":"([\w.-]+)"/.exec(body)?.[1];
  const issuedCookie =
    /^shop_bucket=(\d{1,2})\.([\w-]{16})\.([\w-]{16}); Max-Age=31536000; Path=\/; SameSite=Lax; HttpOnly$/;

  it('gives a forged, unsigned, tampered or foreign bucket cookie a new signed id, keeping its bucket', async () => {
    const real = signedBucket(SECRET, 5, 'real-id');
    const claimed = [
      '5.invented',
      '5',
      '5.invented.AAAAAAAAAAAAAAAA',
      real.replace('real-id', 'other-id'),
      signedBucket('another-secret-of-32-characters!!', 5, 'foreign'),
    ];
    const from = nextNetwork();
    for (const cookie of claimed) {
      const answer = await page(`${from}.1`, `shop_bucket=${cookie}`);
      const [, bucket, id] = issuedCookie.exec(String(answer.headers['set-cookie'])) ?? [];
      expect([cookie, bucket]).toEqual([cookie, '5']);
      expect(['invented', 'other-id', 'foreign']).not.toContain(id);
      // The page's signals count as the new id, never as the one claimed.
      await beacon({ t: embeddedToken(answer.body), s: [{ k: 'view', r: 'mf_catalog' }] });
      expect(forwarded.at(-1)?.u).toBe(id);
    }
    // The store's own cookie is believed as it is: no new id, the same shopper.
    const again = await page(`${from}.1`, `shop_bucket=${real}`);
    expect(again.headers['set-cookie']).toBeUndefined();
    await beacon({ t: embeddedToken(again.body), s: [{ k: 'view', r: 'mf_catalog' }] });
    expect(forwarded.at(-1)?.u).toBe('real-id');
  });

  it('gives /runtime-config.json no token for an id the store did not issue, and issues none there', async () => {
    const from = `${nextNetwork()}.1`;
    for (const cookie of ['shop_bucket=3.invented', 'shop_bucket=3', 'shop_bucket=3.invented.AAAAAAAAAAAAAAAA']) {
      const config = await app.inject({ url: '/runtime-config.json', headers: { cookie }, remoteAddress: from });
      expect(config.json<{ signalsToken?: string }>().signalsToken).toBeUndefined();
      expect(config.json<{ builds: Record<string, string> }>().builds.mf_catalog).toBe('canary-2');
      expect(String(config.headers['set-cookie'] ?? 'shop_bucket=3;')).toMatch(/^shop_bucket=3;/);
    }
    const fresh = await app.inject({ url: '/runtime-config.json', remoteAddress: from });
    expect(fresh.json<{ signalsToken?: string }>().signalsToken).toBeUndefined();
    expect(String(fresh.headers['set-cookie'])).toMatch(/^shop_bucket=\d{1,2};/);
    // An id the store issued (by a page document) gets its token from the configuration too.
    expect(await tokenOf(3, 'issued-by-a-page')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('issues 20 new ids per client network in a burst, then one every 30 s; every page is served', async () => {
    const net = nextNetwork();
    const newcomers = [];
    for (let n = 1; n <= 21; n += 1) newcomers.push(await page(`${net}.${n}`));
    for (const answer of newcomers) expect(answer.statusCode).toBe(200);
    const tokens = newcomers.map((answer) => embeddedToken(answer.body));
    expect(tokens.slice(0, 20).every(Boolean)).toBe(true);
    expect(newcomers.slice(0, 20).every((answer) => issuedCookie.test(String(answer.headers['set-cookie'])))).toBe(
      true,
    );
    // The 21st newcomer of the network: the page whole, its bucket kept, no id and no token (its beacons uncounted).
    const [last] = newcomers.slice(20);
    expect(last?.body).toContain('"builds"');
    expect(tokens[20]).toBeUndefined();
    expect(String(last?.headers['set-cookie'])).toMatch(/^shop_bucket=\d{1,2}; Max-Age/);
    // Shoppers already issued an id are not limited, nor is another network.
    const returning = String(newcomers[0]?.headers['set-cookie']).split(';')[0]!;
    expect(embeddedToken((await page(`${net}.1`, returning)).body)).toBeDefined();
    expect(embeddedToken((await page(`${nextNetwork()}.1`)).body)).toBeDefined();
    // Thirty seconds on, one more newcomer of the network is issued an id, and only one.
    clock += 30_000;
    expect(embeddedToken((await page(`${net}.22`)).body)).toBeDefined();
    expect(embeddedToken((await page(`${net}.23`)).body)).toBeUndefined();
  });

  it("tags a beacon's forwarded signals with its client network, the same for every address of it", async () => {
    const net = nextNetwork();
    for (const [n, address] of [`${net}.7`, `${net}.8`, `${nextNetwork()}.7`].entries()) {
      await beacon({ t: await tokenOf(8, `tagged-${n}`), s: [{ k: 'view', r: 'mf_catalog' }] }, address);
    }
    const [first, second, third] = forwarded.map((signal) => signal.w);
    expect(first).toBe(networkTag(SECRET, `${net}.7`));
    expect(second).toBe(first);
    expect(third).not.toBe(first);
    expect(first).toMatch(/^[\w-]{8}$/);
  });
});

describe('behind the documented nginx (a trusted proxy)', () => {
  it("tags signals with the client's network from X-Forwarded-For, and limits new ids by it", async () => {
    const proxied: ForwardedSignal[] = [];
    const source = runtimeConfigSource(
      {},
      {
        registry: { current: () => registryMap, ready: Promise.resolve(), stop() {} },
        allowedOrigins: ['https://cdn.shop.example'],
        onRefused: () => undefined,
      },
    );
    const behind = await createShellServer({
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig: (shopper) => source.current(shopper),
      trustProxy: 'loopback',
      signals: {
        secret: SECRET,
        forward: (signals) => proxied.push(...signals),
        newIdsPerNetwork: { burst: 1, perSecond: 0 },
      },
    });
    try {
      const viaNginx = (client: string) =>
        behind.inject({
          url: '/pc',
          headers: { accept: 'text/html', 'x-forwarded-for': client },
          remoteAddress: '127.0.0.1',
        });
      const first = await viaNginx('203.0.113.9');
      const token = /"signalsToken":"([\w.-]+)"/.exec(first.body)?.[1];
      expect(token).toBeDefined();
      // Another shopper of the same network is past its limit of 1; one of another network is not.
      expect((await viaNginx('203.0.113.10')).body).not.toContain('signalsToken');
      expect((await viaNginx('2001:db8:5::1')).body).toContain('signalsToken');
      await behind.inject({
        method: 'POST',
        url: '/shop-signals',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': '203.0.113.200' },
        payload: JSON.stringify({ t: token, s: [{ k: 'view', r: 'mf_catalog' }] }),
        remoteAddress: '127.0.0.1',
      });
      expect(proxied.map((signal) => signal.w)).toEqual([networkTag(SECRET, '203.0.113.9')]);
    } finally {
      await behind.close();
    }
  });
});
