import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { startRepointableStore } from '../support/repointable-store';
import { ROOT } from '../support/workspace';

/** The source files (from the source maps) of every script the page has loaded so far. */
async function loadedSources(page: Page, request: APIRequestContext): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  const sources = await Promise.all(
    scripts.map(async (url) => {
      const map = await request.get(`${url}.map`);
      return map.ok() ? ((await map.json()) as { sources: string[] }).sources : [];
    }),
  );
  return sources.flat();
}

/** The form and validation libraries: a page with a form brings them, home must not (decision 011). */
const FORM_LIBRARIES = /node_modules\/(react-hook-form|@hookform\/resolvers|valibot)\//;
const VALIBOT = /node_modules\/valibot\//;

test.describe("what home's first load holds", () => {
  test('no form or validation library and no checkout code on home; they come with a page that has a form', async ({
    page,
    request,
  }) => {
    await page.goto('/pc');
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
    ).toBeVisible();
    const home = await loadedSources(page, request);
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((source) => FORM_LIBRARIES.test(source))).toEqual([]);
    expect(home.filter((source) => source.includes('mf-checkout/'))).toEqual([]);

    // The same reading finds the form library once a form is shown: the check above can fail.
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
    const login = await loadedSources(page, request);
    expect(login.some((source) => FORM_LIBRARIES.test(source))).toBe(true);
    expect(login.some((source) => VALIBOT.test(source))).toBe(true);
  });
});

test.describe("home's waterfall @local", () => {
  // A customer's home the server could not render in time (its budget here: 1 ms), so the browser renders it: what
  // the HTML preloads is then what the page waits for. A page the server renders comes with its opening answers in
  // it, so none of them is preloaded or asked for (server-rendering.spec.ts, customer-first-screen.spec.ts).
  test('the HTML starts the remote, its chunks and the opening calls; each preloaded address is fetched once', async ({
    browser,
    devURL,
    request,
    customer,
  }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
    const store = await startRepointableStore(devURL, config.remotes, { SHOP_RENDER_BUDGET_MS: '1' });
    try {
      await store.pointAt({
        ...config.remotes,
        mf_catalog: await store.serveRemote('mf-catalog', path.join(ROOT, 'mf-catalog', 'dist')),
      });
      const context = await browser.newContext({ baseURL: store.baseURL });
      await context.addCookies([{ name: 'authorization', value: customer.token, url: store.baseURL }]);
      const page = await context.newPage();
      const asked: { url: string; at: number }[] = [];
      page.on('request', (request) => asked.push({ url: request.url(), at: Date.now() }));
      const response = await page.goto('/pc');
      expect(await response?.text()).not.toContain('id="shop-server-state"');
      await expect(
        page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
      ).toBeVisible();
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
          url: link.href,
          as: link.as,
        })),
      );
      // What the server knows from the route and the page's declaration (decision 047): the catalogue's entry and
      // home's chunk, the content blocks and the categories; a customer's own answers (the list with their prices,
      // the header with their name) are never preloaded: a preload carries no bearer token.
      const urls = preloaded.map((link) => link.url);
      expect(urls.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
      expect(urls.some((url) => /\/page-home\.[0-9a-f]{8}\.js$/.test(url))).toBe(true);
      expect(urls.some((url) => url.includes('/shop-hapi/index-block?locale=en'))).toBe(true);
      expect(urls.some((url) => url.includes('/shop-api/product/categories?locale=en'))).toBe(true);
      expect(urls.some((url) => url.includes('/shop-api/product/list') || url.includes('/shop-hapi/header'))).toBe(
        false,
      );
      // A preload the page does not match (another address, CORS mode or credentials) is fetched again as soon as
      // the page asks for it. Scripts and the manifest are asked for once; an API call may be read again by the page
      // later (SWR revalidates what is older than its 2-second dedupe window), which is not a second copy.
      const twice = preloaded.flatMap(({ url, as }) => {
        const times = asked.filter((request) => request.url === url).map((request) => request.at);
        const again =
          as === 'fetch' && !url.endsWith('/mf-manifest.json') ? times.filter((at) => at - times[0]! < 2000) : times;
        return again.length === 1 ? [] : [`${url} fetched ${again.length} times`];
      });
      expect(twice).toEqual([]);
      // The configuration is in the page.
      expect(asked.filter((request) => request.url.endsWith('/runtime-config.json'))).toEqual([]);
      await context.close();
    } finally {
      await store.stop();
    }
  });
});

test.describe("the page's icons", () => {
  test('are linked from the HTML and served immutable, so no load asks for /favicon.ico', async ({ page, request }) => {
    const asked: string[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
    const html = await (await request.get('/pc')).text();
    // The build minifies the HTML: attributes may come without quotes.
    const icons = [...html.matchAll(/<link rel="?icon"? type="?([^"\s>]+)"? href="?([^"\s>]+)"?/g)].map(
      ([, type, href]) => ({
        type,
        href: href!,
      }),
    );
    expect(icons.map(({ type }) => type)).toEqual(['image/svg+xml', 'image/png']);
    for (const { href, type } of icons) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain(type);
      expect(response.headers()['cache-control']).toContain('immutable');
    }
    await page.goto('/pc');
    await expect(page.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
    expect(asked.filter((path) => path === '/favicon.ico')).toEqual([]);
  });
});
