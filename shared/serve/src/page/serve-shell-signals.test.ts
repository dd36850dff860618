import type { FastifyInstance } from 'fastify';
import type { LiveMap } from '../runtime-config/release-registry-source';
import { runtimeConfigSource } from '../runtime-config/runtime-config-source';
import { createShellServer } from './serve-shell';
import type { RenderPage } from '../rendering/server-rendering';
import { PER_TOKEN } from '../signals/signals-gate';
import { signalsToken } from '../signals/signals-token';
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

async function tokenOf(cookie: string): Promise<string> {
  const config = await app.inject({ url: '/runtime-config.json', headers: { cookie } });
  return config.json<{ signalsToken: string }>().signalsToken;
}

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
    const token = await tokenOf('shop_bucket=5.shopper-in-canary');
    await beacon({
      t: token,
      s: [
        { k: 'view', r: 'mf_catalog' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 900 },
      ],
    });
    expect(forwarded).toEqual([
      { k: 'view', r: 'mf_catalog', b: 'canary-2', u: 'shopper-in-canary' },
      { k: 'vital', r: 'mf_catalog', b: 'canary-2', u: 'shopper-in-canary', n: 'LCP', v: 900 },
    ]);
  });

  it('drops a beacon without a token, with a forged one, or an expired one, and answers it the same', async () => {
    const signals = [{ k: 'render-error', r: 'mf_catalog', b: 'canary-2' }];
    await beacon({ s: signals });
    await beacon({
      t: signalsToken('another-secret-of-32-characters!!', { shopper: 'x', builds: { mf_catalog: 'canary-2' } }, clock),
      s: signals,
    });
    const token = await tokenOf('shop_bucket=99.live-shopper');
    const [, signature] = token.split('.');
    const claims = Buffer.from(JSON.stringify({ u: 'x', b: { mf_catalog: 'canary-2' }, x: 9e9 })).toString('base64url');
    await beacon({ t: `${claims}.${signature}`, s: signals });
    clock += 2 * 60 * 60 * 1000;
    await beacon({ t: token, s: signals });
    expect(forwarded).toEqual([]);
  });

  it("counts a live shopper's errors against the live build, whatever build the beacon names", async () => {
    const token = await tokenOf('shop_bucket=99.live-shopper');
    await beacon({
      t: token,
      s: [
        { k: 'render-error', r: 'mf_catalog', b: 'canary-2' },
        { k: 'view', r: 'mf_checkout' },
        { k: 'view', r: 'mf_unknown' },
      ],
    });
    // mf_checkout's registry build is at an origin not allowed: the page was given none, so reports none.
    expect(forwarded).toEqual([{ k: 'render-error', r: 'mf_catalog', b: 'live-1', u: 'live-shopper' }]);
  });

  it("caps what one page's token reports, however many beacons carry it", async () => {
    const token = await tokenOf('shop_bucket=5.busy-shopper');
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
      const token = await tokenOf(`shop_bucket=5.crowd-${n}`);
      await beacon({ t: token, s: [{ k: 'view', r: 'mf_catalog' }] }, sender, { 'x-forwarded-for': `192.0.2.${n}` });
    }
    expect(forwarded).toHaveLength(5);
    clock += 2_000;
    await beacon({ t: await tokenOf('shop_bucket=5.later'), s: [{ k: 'view', r: 'mf_catalog' }] }, sender);
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
