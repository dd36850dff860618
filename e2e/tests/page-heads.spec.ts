import type { APIRequestContext } from '@playwright/test';
import { apiRegister } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { problemsOf } from '../support/page-problems';
import { documentOf, PHONE_UA, renderedDocument } from '../support/plain-documents';

// Decision 051: every page names itself to search engines and link previews, in the first response and as the
// shopper moves through the store. The store is started with SHOP_PUBLIC_URL on its own origin (start-store.ts).

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface Listed {
  id: number;
  sku: string;
  name: string;
}

/** The site's title (the header's, spec 3) and the newest products of the catalogue, as a visitor's API gives them. */
async function storeFacts(request: APIRequestContext): Promise<{ site: string; products: Listed[] }> {
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const header = (await (await request.get('/shop-hapi/header', { headers })).json()) as { data: { title: string } };
  const list = (await (
    await request.get('/shop-api/product/list?sort=newest_desc&page=1&page_size=20', { headers })
  ).json()) as { data: { items: Listed[] } };
  return { site: header.data.title, products: list.data.items.slice(0, 10) };
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** What a crawler reads in a document's head: its title, each meta by name or property, its canonical address. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)"\/?>/g)];
  const meta = (key: string) => metas.filter((m) => m[2] === key).map((m) => decode(m[3]!));
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1]!)),
    meta,
    one: (key: string) => {
      const found = meta(key);
      expect(found, key).toHaveLength(1);
      return found[0]!;
    },
    canonicals: [...head.matchAll(/<link rel="canonical" href="([^"]+)"\/?>/g)].map((m) => decode(m[1]!)),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
  };
}

/** The JSON-LD blocks of a document, parsed. */
const structuredData = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!));

test.describe('pages that name themselves, fetched without JavaScript @local', () => {
  test("each product's document names it in English and in Vietnamese, with preview tags and an absolute picture", async ({
    request,
    baseURL,
  }) => {
    const { site, products } = await storeFacts(request);
    expect(products).toHaveLength(10);
    for (const product of products) {
      for (const [locale, ogLocale, skuWord] of [
        ['en', 'en_US', 'SKU'],
        ['vi', 'vi_VN', 'mã SKU'],
      ] as const) {
        const { html } = await renderedDocument(request, `/pc/product/${product.id}`, {
          'accept-language': locale,
          'user-agent': DESKTOP_UA,
        });
        const head = headOf(html);
        expect(head.lang).toBe(locale);
        expect(head.titles).toEqual([`${product.name} | ${site}`]);
        const description = head.one('description');
        expect(description).toContain(product.name);
        expect(description).toContain(`${skuWord} ${product.sku}`);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(head.one('og:title')).toBe(product.name);
        expect(head.one('og:description')).toBe(description);
        expect(head.one('og:type')).toBe('product');
        expect(head.one('og:locale')).toBe(ogLocale);
        expect(head.one('og:url')).toBe(`${baseURL}/pc/product/${product.id}`);
        const image = head.one('og:image');
        expect(image).toMatch(new RegExp(`^${baseURL}/`));
        // The picture a preview shows is there to fetch.
        const picture = await request.get(image);
        expect(picture.status()).toBe(200);
        expect(picture.headers()['content-type']).toMatch(/^image\//);
        expect(head.meta('robots')).toEqual([]);
      }
    }
  });

  test('a product and home each have one canonical address, the same from a phone and a desktop', async ({
    request,
    baseURL,
  }) => {
    const { products } = await storeFacts(request);
    const product = products[0]!;
    for (const agent of [DESKTOP_UA, PHONE_UA]) {
      const page = headOf((await renderedDocument(request, `/pc/product/${product.id}`, { 'user-agent': agent })).html);
      expect(page.canonicals).toEqual([`${baseURL}/pc/product/${product.id}`]);
      // Home, at the root, under its device's prefix and with the query a filter adds.
      for (const home of ['/', agent === PHONE_UA ? '/mobile' : '/pc', '/pc?sort=sales_desc&page=2']) {
        const { html } = await renderedDocument(request, home, { 'user-agent': agent });
        expect([home, headOf(html).canonicals]).toEqual([home, [`${baseURL}/pc`]]);
      }
    }
  });

  test('a product carries schema.org Product data that parses, with its name and SKU, and no price for a visitor', async ({
    request,
  }) => {
    const { products } = await storeFacts(request);
    const product = products[0]!;
    const { html } = await renderedDocument(request, `/pc/product/${product.id}`);
    const [data, ...more] = structuredData(html);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
    });
    expect(data).not.toHaveProperty('offers');
    expect(JSON.stringify(data)).not.toMatch(/price/i);

    // A customer's own page offers it at their price (decision 046 renders it for them alone).
    const customer = await apiRegister(request);
    const theirs = await renderedDocument(request, `/pc/product/${product.id}`, {
      cookie: `authorization=${customer.token}`,
    });
    expect(structuredData(theirs.html)[0]).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: expect.stringMatching(/^\d+\.\d\d$/), availability: expect.any(String) },
    });
  });

  test('account, cart, checkout and sign-in documents say noindex, once; a product does not', async ({ request }) => {
    for (const path of ['/pc/customer/login', '/pc/cart', '/pc/my/orders', '/pc/my/orders/afterSale', '/pc/Publish']) {
      const { html, headers } = await documentOf(request, path);
      expect([path, headers['x-robots-tag']]).toEqual([path, 'noindex']);
      expect([path, headOf(html).meta('robots')]).toEqual([path, ['noindex']]);
    }
  });
});

test.describe('the title and tags as the shopper moves', () => {
  test('client navigation changes the title, description and canonical, and going back restores them', async ({
    page,
    request,
    baseURL,
  }) => {
    const { site } = await storeFacts(request);
    const problems = problemsOf(page);
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(page).toHaveTitle(site);
    const canonical = page.locator('link[rel="canonical"]');
    await expect(canonical).toHaveAttribute('href', `${baseURL}/pc`);

    const first = main.getByRole('list', { name: 'Products' }).getByRole('heading').first().getByRole('link');
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/pc\/product\/\d+$/);
    const id = page.url().split('/').pop();
    await expect(page).toHaveTitle(`${name} | ${site}`);
    await expect(canonical).toHaveAttribute('href', `${baseURL}/pc/product/${id}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(name));
    // One of each: the home's tags went with the home page.
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(canonical).toHaveCount(1);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');

    await page.goBack();
    await expect(page).toHaveTitle(site);
    await expect(canonical).toHaveAttribute('href', `${baseURL}/pc`);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a product opened at its address keeps the head the server wrote, once, through hydration', async ({
    page,
    request,
    baseURL,
  }) => {
    const { site, products } = await storeFacts(request);
    const product = products[1]!;
    const problems = problemsOf(page);
    await page.goto(`/pc/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // Hydrated once the page's code has come and nothing more is asked for.
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(`${product.name} | ${site}`);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pc/product/${product.id}`);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });
});
