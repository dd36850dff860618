import Fastify from 'fastify';
import { signDevOverride } from '../runtime-config/dev-override';
import { NO_CACHE, PRIVATE_NO_STORE } from '../static/cache-policy';
import { countingRenderer } from '../testing/counting-renderer';
import { manifest, registryMap, sourceOf } from '../testing/registry-views';
import { shellTestBed } from '../testing/shell-test-bed';
import type { ShellServerOptions } from './serve-shell';

// Decision 065: a developer override shows one browser one remote from a developer's dev server.

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const bed = shellTestBed(INDEX);

const SECRET = 'the-stores-dev-override-secret-32+chars';
const DEV = 'http://192.168.1.20:3001';
const NOW = Date.parse('2026-11-28T12:00:00Z');
const now = () => NOW;
const token = signDevOverride(SECRET, { remote: 'mf_catalog', origin: DEV, until: NOW + 4 * 3_600_000 }, NOW);
const forged = signDevOverride(
  'another-stores-secret-of-32-characters',
  {
    remote: 'mf_catalog',
    origin: DEV,
    until: NOW + 3_600_000,
  },
  NOW,
);

async function start(devOverride: ShellServerOptions['devOverride'] | null = { secret: SECRET, now }) {
  const source = sourceOf(registryMap());
  const { render, renders } = countingRenderer();
  const forwarded: unknown[] = [];
  const app = await bed.start({
    signals: { secret: 'a-signals-secret-of-at-least-32-characters', forward: (batch) => forwarded.push(...batch) },
    runtimeConfig: (shopper) => source.current(shopper),
    everyAddress: () => source.everyAddress(),
    runnable: () => source.runnable(),
    renderPage: render,
    renderCache: { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 },
    trustProxy: 'loopback',
    ...(devOverride ? { devOverride } : {}),
  });
  return { app, renders };
}

const fromTheStore = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
const paste = (key: string) => ({
  method: 'POST' as const,
  url: '/__preview',
  headers: fromTheStore,
  payload: new URLSearchParams({ key }).toString(),
});
const page = (cookie: string) => ({ url: '/pc/products', headers: { accept: 'text/html', cookie } });
const configIn = (body: string): Record<string, unknown> =>
  JSON.parse(/<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');
const shopper = 'shop_bucket=50';
const withToken = (value: string) => `${shopper}; shop_dev_remote=${value}`;

describe('a store started with SHOP_DEV_OVERRIDE_SECRET', () => {
  it('keeps a pasted token in shop_dev_remote, for 12 hours at most, and clears it with the preview keys', async () => {
    const { app } = await start();
    const taken = await app.inject(paste(token));
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe('/');
    expect(taken.headers['set-cookie']).toBe(`shop_dev_remote=${token}; Max-Age=43200; Path=/; SameSite=Lax; HttpOnly`);
    const ended = await app.inject({ method: 'POST', url: '/__preview/end', headers: fromTheStore });
    expect(ended.headers['set-cookie']).toContain('shop_dev_remote=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly');
    const crossSite = await app.inject({
      ...paste(token),
      headers: { ...fromTheStore, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
  });

  it("gives that browser the developer's remote, its origin in that page's CSP only, never rendered nor kept", async () => {
    const { app, renders } = await start();
    const before = await app.inject(page(shopper));
    expect(renders).toHaveLength(1);
    const overridden = await app.inject(page(withToken(token)));
    expect(renders).toHaveLength(1);
    expect(overridden.statusCode).toBe(200);
    expect(overridden.headers['x-shop-render']).toBe('bypass');
    expect(overridden.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(overridden.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(overridden.body).toContain('<meta name="robots" content="noindex">');
    const config = configIn(overridden.body);
    expect(config).toMatchObject({
      remotes: { mf_catalog: `${DEV}/mf-manifest.json`, mf_account: manifest('mf_account', 'a1') },
      builds: { mf_account: 'a1' },
      preview: true,
      developer: { remote: 'mf_catalog', origin: DEV },
    });
    // No signals token: a developer's page is no shopper's.
    expect(config.signalsToken).toBeUndefined();
    const csp = String(overridden.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${DEV}`));
    // A dev server's modules are eval'd strings (decision 062): that page alone allows it.
    expect(csp).toMatch(/script-src [^;]*'unsafe-eval'/);
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${DEV} ws://192.168.1.20:3001`));
    expect(csp).toMatch(new RegExp(`img-src [^;]*${DEV}`));
    expect(csp).toMatch(new RegExp(`font-src [^;]*${DEV}`));
    // The browser's configuration, asked for by itself, says the same.
    const json = await app.inject({ url: '/runtime-config.json', headers: { cookie: withToken(token) } });
    expect(json.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(json.json()).toMatchObject({ remotes: { mf_catalog: `${DEV}/mf-manifest.json` }, preview: true });
    // Every other browser: the deployed build, a CSP without the developer's origin, the page rendered and kept.
    const other = await app.inject(page(shopper));
    expect(other.headers['x-shop-render']).toBe('hit');
    expect(other.headers['cache-control']).toBe(NO_CACHE);
    expect(String(other.headers['content-security-policy'])).not.toContain('192.168.1.20');
    expect(String(other.headers['content-security-policy'])).not.toContain('unsafe-eval');
    const withoutNonce = (csp: unknown) => String(csp).replace(/ 'nonce-[^']*'/, '');
    expect(withoutNonce(other.headers['content-security-policy'])).toBe(
      withoutNonce(before.headers['content-security-policy']),
    );
    expect(configIn(other.body)).toMatchObject({ remotes: { mf_catalog: manifest('mf_catalog', 'c1') } });
    expect(configIn(other.body).developer).toBeUndefined();
  });

  it('shows the live store to a forged, expired, tampered or malformed token, never a 500', async () => {
    const { app } = await start();
    const expired = signDevOverride(SECRET, { remote: 'mf_catalog', origin: DEV, until: NOW - 1 }, NOW - 3_600_000);
    const [body = '', mac = ''] = token.split('.');
    for (const value of [forged, expired, `${body}x.${mac}`, `${body}.${mac}x`, body, '%ZZ', 'a'.repeat(5000)]) {
      const answer = await app.inject(page(withToken(value)));
      expect(answer.statusCode).toBe(200);
      expect(String(answer.headers['content-security-policy'])).not.toContain('192.168.1.20');
      expect(configIn(answer.body)).toMatchObject({ remotes: { mf_catalog: manifest('mf_catalog', 'c1') } });
      expect(configIn(answer.body).preview).toBeUndefined();
    }
  });
});

describe('a store started without the secret (the default)', () => {
  it('takes no token and ignores a cookie holding a good one', async () => {
    const { app } = await start(null);
    const pasted = await app.inject(paste(token));
    expect(pasted.statusCode).toBe(303);
    expect(pasted.headers['set-cookie']).toBeUndefined();
    const answer = await app.inject(page(withToken(token)));
    expect(String(answer.headers['content-security-policy'])).not.toContain('192.168.1.20');
    expect(configIn(answer.body)).toMatchObject({ remotes: { mf_catalog: manifest('mf_catalog', 'c1') } });
    expect(configIn(answer.body).developer).toBeUndefined();
    expect(answer.headers['x-shop-render']).not.toBe('bypass');
  });
});

describe("a developer override's page and the developer's machine", () => {
  it('is written without asking the dev server anything: no remote files are preloaded for it', async () => {
    const devServer = Fastify();
    const reads: string[] = [];
    devServer.addHook('onRequest', async (request) => {
      reads.push(request.url);
    });
    const origin = await devServer.listen({ host: '127.0.0.1', port: 0 });
    try {
      const app = await bed.start({
        runtimeConfig: { remotes: { mf_catalog: 'http://127.0.0.1:9/mf-manifest.json' } },
        pagePreloads: () => ({ remote: { name: 'mf_catalog', chunkGroups: ['page-home'] }, calls: [] }),
        devOverride: { secret: SECRET, now },
      });
      const own = signDevOverride(SECRET, { remote: 'mf_catalog', origin, until: NOW + 3_600_000 }, NOW);
      const answer = await app.inject({
        url: '/pc',
        headers: { accept: 'text/html', cookie: `shop_dev_remote=${own}` },
      });
      expect(configIn(answer.body)).toMatchObject({ remotes: { mf_catalog: `${origin}/mf-manifest.json` } });
      expect(answer.body).not.toContain('<link rel="preload" as="script"');
      expect(reads).toEqual([]);
    } finally {
      await devServer.close();
    }
  });
});
