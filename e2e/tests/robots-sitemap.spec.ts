import { request as playwrightRequest } from '@playwright/test';
import { freePort } from '@shop/serve/testing/run-server';
import { expect, test } from '../support/fixtures';
import { startStore, type RunningStore } from '../support/start-store';
import { storeURL } from '../support/stores';

/** The catalogue of the largest store (the backend's SEED_PRODUCTS cap). */
const PRODUCTS = 100_000;
/** The whole sitemap (index and every file), fetched cold from a fresh store: the figure in docs/performance.md. */
const SITEMAP_BUDGET_MS = 15_000;
const PUBLIC_URL = 'https://shop.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

test.describe.configure({ mode: 'serial' });

test.describe('robots.txt and sitemaps, fetched without JavaScript', { tag: '@local' }, () => {
  let store: RunningStore;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    store = await startStore({
      shellPort: await freePort(),
      // Crawlers' documents need no remote: none is served.
      remotes: {},
      backendEnv: { SEED_PRODUCTS: String(PRODUCTS) },
      shellEnv: { SHOP_PUBLIC_URL: PUBLIC_URL },
    });
  });
  test.afterAll(async () => store?.stop());

  test('robots.txt names the sitemap and disallows the private paths', async () => {
    const api = await playwrightRequest.newContext({ baseURL: store.baseURL });
    const res = await api.get('/robots.txt');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/plain');
    const robots = await res.text();
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of [
      '/pc/cart',
      '/cart',
      '/pc/my/orders',
      '/pc/payment/',
      '/pc/Publish',
      '/pc/AfterSalesCompletion',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    expect(robots).not.toMatch(/^Disallow: \/$/m);
    await api.dispose();
  });

  test('the sitemap index and its files list every product, in time', async () => {
    test.setTimeout(120_000);
    const api = await playwrightRequest.newContext({ baseURL: store.baseURL });
    const started = Date.now();
    const index = await api.get('/sitemap.xml');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('application/xml');
    const files = locs(await index.text());
    const products = new Set<string>();
    let bytes = 0;
    for (const file of files) {
      expect(file.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
      const res = await api.get(new URL(file).pathname);
      expect(res.status()).toBe(200);
      const xml = await res.text();
      bytes += Buffer.byteLength(xml);
      expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      const listed = locs(xml);
      expect(listed.length).toBeLessThanOrEqual(50_000);
      for (const loc of listed) if (loc.includes('/pc/product/')) products.add(loc);
    }
    const elapsed = Date.now() - started;
    test
      .info()
      .annotations.push({ type: 'sitemap', description: `${elapsed} ms, ${files.length} files, ${bytes} bytes` });
    console.log(`sitemap of ${PRODUCTS} products: ${elapsed} ms, ${files.length} files, ${bytes} bytes`);
    expect(products.size).toBe(PRODUCTS);
    expect(products.has(`${PUBLIC_URL}/pc/product/1`)).toBe(true);
    expect(products.has(`${PUBLIC_URL}/pc/product/${PRODUCTS}`)).toBe(true);
    expect(elapsed).toBeLessThan(SITEMAP_BUDGET_MS);
    await api.dispose();
  });

  test("an account page's document carries X-Robots-Tag: noindex; a product's does not", async () => {
    const api = await playwrightRequest.newContext({ baseURL: store.baseURL });
    const account = await api.get('/pc/my/orders', { headers: { accept: 'text/html' } });
    expect(account.headers()['x-robots-tag']).toBe('noindex');
    const product = await api.get('/pc/product/1', { headers: { accept: 'text/html' } });
    expect(product.headers()['x-robots-tag']).toBeUndefined();
    await api.dispose();
  });
});

test('with the shop password gate on, robots.txt disallows everything', { tag: '@gated' }, async () => {
  const api = await playwrightRequest.newContext({ baseURL: storeURL('gated') });
  const robots = await (await api.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/$/m);
  expect(robots).not.toContain('Sitemap:');
  const page = await api.get('/pc/product/1', { headers: { accept: 'text/html' } });
  expect(page.headers()['x-robots-tag']).toBe('noindex');
  await api.dispose();
});
