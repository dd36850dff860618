import { signedBucket } from '../runtime-config/shopper-bucket';
import { NO_CACHE, PRIVATE_NO_STORE } from '../static/cache-policy';
import { countingRenderer } from '../testing/counting-renderer';
import { qaKey, registryMap, secret, sourceOf, staffKey } from '../testing/registry-views';
import { shellTestBed } from '../testing/shell-test-bed';
import type { PreviewEntryTextsFor } from './preview-entry';

// Decision 059: previews and the staff view on the store's own origin.

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const bed = shellTestBed(INDEX);

/** The app's words: English, or Vietnamese for a browser that asks for it first. */
const texts: PreviewEntryTextsFor = ({ acceptLanguage }) =>
  acceptLanguage.startsWith('vi')
    ? { locale: 'vi', title: 'Mở bản xem trước', intro: 'Dán khoá.', label: 'Khoá xem trước', submit: 'Mở' }
    : { locale: 'en', title: 'Open a preview', intro: 'Paste a key.', label: 'Preview key', submit: 'Open <it>' };

const SECRET = 'a-signals-secret-of-at-least-32-characters';

async function start() {
  const source = sourceOf(registryMap());
  const { render, renders } = countingRenderer();
  const app = await bed.start({
    signals: { secret: SECRET, forward: () => undefined },
    runtimeConfig: (shopper) => source.current(shopper),
    everyAddress: () => source.everyAddress(),
    runnable: () => source.runnable(),
    renderPage: render,
    renderCache: { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 },
    previewEntry: texts,
    trustProxy: 'loopback',
  });
  return { app, renders };
}

const fromTheStore = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };
const paste = (key: string, headers: Record<string, string> = fromTheStore) => ({
  method: 'POST' as const,
  url: '/__preview',
  headers,
  payload: new URLSearchParams({ key }).toString(),
});
const page = (cookie: string) => ({ url: '/pc/products', headers: { accept: 'text/html', cookie } });
/** The runtime configuration a page holds (`<script id="runtime-config">`): what the shell and QA's runs read. */
const configIn = (body: string): Record<string, unknown> =>
  JSON.parse(/<script id="runtime-config" type="application\/json">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');

describe('GET /__preview', () => {
  it("is a page with a labelled field in the visitor's language, kept by nobody and indexed by none", async () => {
    const { app } = await start();
    const en = await app.inject({ url: '/__preview', headers: { accept: 'text/html' } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toMatch(/<label for="preview-key">Preview key<\/label><input id="preview-key" name="key"/);
    expect(en.body).toContain('<form method="post" action="/__preview">');
    expect(en.body).toContain('Open &lt;it&gt;</button>');
    expect(en.body).toContain('<meta name="robots" content="noindex">');
    expect(en.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(en.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(en.headers['content-security-policy']).toContain("form-action 'self'");
    // A GET never sets a cookie, not even a bucket: a link cannot put anyone on a preview.
    expect(en.headers['set-cookie']).toBeUndefined();
    const vi = await app.inject({ url: '/__preview', headers: { 'accept-language': 'vi-VN,vi;q=0.9' } });
    expect(vi.body).toContain('<html lang="vi">');
    expect(vi.body).toContain('Khoá xem trước');
    const carrying = await app.inject({ url: `/__preview?key=mf_catalog.${qaKey}` });
    expect(carrying.headers['set-cookie']).toBeUndefined();
  });
});

describe('POST /__preview', () => {
  it('keeps a preview key in shop_preview and a staff key in shop_staff, and sends the browser home', async () => {
    const { app } = await start();
    const preview = await app.inject(paste(`  mf_catalog.${qaKey}\n`));
    expect(preview.statusCode).toBe(303);
    expect(preview.headers.location).toBe('/');
    expect(preview.headers['set-cookie']).toBe(
      `shop_preview=mf_catalog.${qaKey}; Max-Age=86400; Path=/; SameSite=Lax; HttpOnly`,
    );
    const staff = await app.inject(paste(`staff.${staffKey}`));
    expect(staff.headers.location).toBe('/');
    expect(staff.headers['set-cookie']).toBe(
      `shop_staff=staff.${staffKey}; Max-Age=86400; Path=/; SameSite=Lax; HttpOnly`,
    );
    // Through nginx on https (a proxy believed), the cookie is Secure.
    const https = await app.inject(paste(`staff.${staffKey}`, { ...fromTheStore, 'x-forwarded-proto': 'https' }));
    expect(String(https.headers['set-cookie'])).toMatch(/; HttpOnly; Secure$/);
  });

  it("is taken from the store's own pages only", async () => {
    const { app } = await start();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const headers of [
      { ...form, 'sec-fetch-site': 'cross-site' },
      { ...form, 'sec-fetch-site': 'same-site' },
      { ...form, origin: 'https://evil.example' },
      { ...form, origin: 'null' },
      form,
    ]) {
      const refused = await app.inject(paste(`mf_catalog.${qaKey}`, headers));
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['set-cookie']).toBeUndefined();
      const ended = await app.inject({ method: 'POST', url: '/__preview/end', headers });
      expect(ended.statusCode).toBe(403);
      expect(ended.headers['set-cookie']).toBeUndefined();
    }
    // A browser that sends no Sec-Fetch-Site: its Origin against the host it asked.
    const sameOrigin = await app.inject(
      paste(`mf_catalog.${qaKey}`, { ...form, host: 'shop.example', origin: 'http://shop.example' }),
    );
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('answers a malformed body with a 4xx and a paste that is no key with home, setting nothing, never a 500', async () => {
    const { app } = await start();
    const bodies = [
      { headers: fromTheStore, payload: 'nothing=here' },
      { headers: fromTheStore, payload: `key=${'a'.repeat(400)}` },
      { headers: fromTheStore, payload: `key=${'a'.repeat(2000)}` },
      { headers: { ...fromTheStore, 'content-type': 'application/json' }, payload: '{"key":' },
      { headers: { ...fromTheStore, 'content-type': 'text/xml' }, payload: '<key/>' },
    ];
    for (const { headers, payload } of bodies) {
      const answer = await app.inject({ method: 'POST', url: '/__preview', headers, payload });
      expect([400, 413, 415]).toContain(answer.statusCode);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    for (const key of ['%E0%A4%A', 'mf_catalog', 'mf_catalog.a b', `x.${'a'.repeat(200)}`, 'shop_bucket=0']) {
      const answer = await app.inject({ ...paste(key), payload: `key=${key}` });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe('/');
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });
});

describe('POST /__preview/end', () => {
  it('clears both keys and sends the browser home', async () => {
    const { app } = await start();
    const ended = await app.inject({ method: 'POST', url: '/__preview/end', headers: fromTheStore, payload: '' });
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe('/');
    expect(ended.headers['set-cookie']).toEqual([
      'shop_preview=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
      'shop_staff=; Max-Age=0; Path=/; SameSite=Lax; HttpOnly',
    ]);
  });
});

describe('a page with a preview or staff key', () => {
  it('names its builds, is sent noindex and private, and is never rendered nor kept by the render cache', async () => {
    const { app, renders } = await start();
    const previewed = await app.inject(page(`shop_bucket=50; shop_preview=mf_catalog.${qaKey}`));
    const staff = await app.inject(page(`shop_bucket=99; shop_staff=staff.${staffKey}`));
    for (const answer of [previewed, staff]) {
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(answer.headers['cache-control']).toBe(PRIVATE_NO_STORE);
      expect(answer.headers['x-shop-render']).toBe('bypass');
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
    }
    expect(renders).toHaveLength(0);
    expect(configIn(previewed.body)).toMatchObject({
      builds: { mf_catalog: 'c3', mf_account: 'a1' },
      previewed: { mf_catalog: 'c3' },
      preview: true,
    });
    expect(configIn(staff.body)).toMatchObject({ builds: { mf_catalog: 'c2', mf_account: 'a1' }, staff: true });
    const config = await app.inject({
      url: '/runtime-config.json',
      headers: { cookie: `shop_staff=staff.${staffKey}` },
    });
    expect(config.headers['cache-control']).toBe(PRIVATE_NO_STORE);
    expect(config.json()).toMatchObject({ staff: true, preview: true });
  });

  it("carries no signals token, even for a shopper id this store issued: its signals are not a shopper's", async () => {
    const { app } = await start();
    const shopper = `shop_bucket=${signedBucket(SECRET, 50, 'issued-id')}`;
    const plain = await app.inject(page(shopper));
    expect(configIn(plain.body)).toHaveProperty('signalsToken');
    for (const key of [`shop_preview=mf_catalog.${qaKey}`, `shop_staff=staff.${staffKey}`]) {
      const answer = await app.inject(page(`${shopper}; ${key}`));
      expect(configIn(answer.body)).toMatchObject({ preview: true });
      expect(configIn(answer.body)).not.toHaveProperty('signalsToken');
      const config = await app.inject({ url: '/runtime-config.json', headers: { cookie: `${shopper}; ${key}` } });
      expect(config.json()).not.toHaveProperty('signalsToken');
    }
  });

  it("is the live store for a guessed key: rendered, kept and indexable as any shopper's", async () => {
    const { app, renders } = await start();
    for (const cookie of [
      `shop_bucket=50; shop_preview=mf_catalog.${secret()}`,
      `shop_bucket=50; shop_staff=staff.${secret()}`,
    ]) {
      const answer = await app.inject(page(cookie));
      expect(answer.headers['x-robots-tag']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe(NO_CACHE);
      const config = configIn(answer.body);
      expect(config.builds).toEqual({ mf_catalog: 'c1', mf_account: 'a1' });
      expect(config).not.toHaveProperty('previewed');
      expect(config).not.toHaveProperty('staff');
    }
    // The second guess got the page the first one rendered: both are the live store's.
    expect(renders).toHaveLength(1);
  });
});
