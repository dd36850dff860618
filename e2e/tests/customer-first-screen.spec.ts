import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { problemsOf } from '../support/page-problems';
import {
  documentOf as plainDocument,
  escapeHtml,
  PHONE_UA,
  renderedDocument as renderedPlainDocument,
  SERVER_STATE as STATE,
} from '../support/plain-documents';
import { placeOrder } from '../support/checkout-flow';
import { apiRegister, customerApi, signInAs, stockedProducts, type CustomerApi } from '../support/customer-api';

// Decision 046: a customer's first screen comes in the first response, theirs alone.

/** A price as the store writes one (`$12.99`), or a price field in the data written into the page. */
const PRICE = /\$\s?\d|"(unit_)?price":/;

/** A document with this session cookie (or none), as a client without JavaScript gets it; and the first rendered one. */
const cookieOf = (token?: string, userAgent?: string): Record<string, string> => ({
  ...(token ? { cookie: `authorization=${token}` } : {}),
  ...(userAgent ? { 'user-agent': userAgent } : {}),
});
const documentOf = (request: APIRequestContext, url: string, token?: string, userAgent?: string) =>
  plainDocument(request, url, cookieOf(token, userAgent));
const renderedDocument = (request: APIRequestContext, url: string, token?: string, userAgent?: string) =>
  renderedPlainDocument(request, url, cookieOf(token, userAgent));

interface Shopper {
  name: string;
  email: string;
  token: string;
  api: CustomerApi;
  /** Names of the products in their cart, its lines as the header counts them, and the header's label of that. */
  cart: string[];
  lines: number;
  cartLabel: string;
  orderNo: string;
}

/** A customer with their own name, order and cart (line counts differ, so the header's counters do). */
async function shopper(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
  products: { id: number; name: string }[],
  order: { id: number },
): Promise<Shopper> {
  const user = await apiRegister(request, name);
  const api = customerApi(request, user.token);
  const { order_no } = await placeOrder(api, order.id);
  for (const [i, product] of products.entries()) {
    await api.post('/shop-api/cart/add', { product_id: product.id, quantity: i + 2 });
  }
  const { cart_total: count } = (await api.get('/shop-hapi/header')) as { cart_total: number };
  return {
    name: `${name.firstName} ${name.lastName}`,
    email: user.email,
    token: user.token,
    api,
    cart: products.map((product) => product.name),
    lines: count,
    cartLabel: `${count} item${count === 1 ? '' : 's'} in cart`,
    orderNo: order_no,
  };
}

/** What of `owner` a document of someone else's must never hold. */
function expectNothingOf(html: string, owner: Shopper) {
  expect(html).not.toContain(owner.name);
  expect(html).not.toContain(owner.email);
  expect(html).not.toContain(owner.orderNo);
  expect(html).not.toContain(owner.token);
}

test.describe("a customer's first screen in the first response @local", () => {
  let anna: Shopper;
  let binh: Shopper;
  /** A product in neither cart. */
  let spare: { id: number; name: string };
  test.beforeEach(async ({ request }) => {
    const api = customerApi(request, (await apiRegister(request)).token);
    const products = await stockedProducts(api, 7);
    expect(products).toHaveLength(7);
    anna = await shopper(request, { firstName: 'Anna', lastName: 'Tran' }, products.slice(0, 2), products[5]!);
    binh = await shopper(request, { firstName: 'Binh', lastName: 'Le' }, products.slice(2, 5), products[5]!);
    expect(anna.lines).not.toBe(binh.lines);
    spare = products[6]!;
  });

  test('home, a product, the cart and the orders hold their own name, counters, items and prices, sent private', async ({
    request,
  }) => {
    for (const url of ['/pc', '/pc/product/1', '/pc/cart', '/pc/my/orders']) {
      for (const [own, other] of [
        [anna, binh],
        [binh, anna],
      ] as const) {
        const { html, headers } = await renderedDocument(request, url, own.token);
        expect(headers['cache-control']).toBe('private, no-store');
        expect(headers.vary).toContain('Cookie');
        expect(headers['x-shop-render']).toBe('bypass');
        expect(html).toContain(own.name);
        expect(html).toContain(own.cartLabel);
        expect(html).toContain('"session":{"authenticated":true,"key":"customer:0"}');
        expectNothingOf(html, other);
        expect(html).not.toContain(own.token);
        if (url === '/pc/cart') {
          for (const item of own.cart) expect(html).toContain(escapeHtml(item));
          for (const item of other.cart) expect(html).not.toContain(escapeHtml(item));
          expect(html).toMatch(/\$\s?\d/);
        }
        if (url === '/pc/my/orders') expect(html).toContain(own.orderNo);
        if (url === '/pc/product/1') expect(html).toMatch(/\$\s?\d/);
      }
    }
  });

  test("twenty documents asked at once, alternating two customers, each hold nothing of the other's", async ({
    request,
  }) => {
    await renderedDocument(request, '/pc/cart', anna.token);
    const urls = ['/pc/cart', '/pc/my/orders', '/pc', '/pc/product/1'];
    const asked = Array.from({ length: 20 }, (_, i) => ({
      own: i % 2 === 0 ? anna : binh,
      other: i % 2 === 0 ? binh : anna,
      url: urls[Math.floor(i / 2) % urls.length]!,
    }));
    const answers = await Promise.all(asked.map(({ own, url }) => documentOf(request, url, own.token)));
    let rendered = 0;
    for (const [i, { html, headers }] of answers.entries()) {
      const { own, other, url } = asked[i]!;
      expect(headers['cache-control']).toBe('private, no-store');
      expectNothingOf(html, other);
      if (url === '/pc/cart') for (const item of other.cart) expect(html).not.toContain(escapeHtml(item));
      if (html.includes(STATE)) {
        rendered += 1;
        expect(html).toContain(own.name);
      }
    }
    // Over the limit of renders at once a page goes out for the browser: some are rendered, none is shared.
    console.log(`customer-first-screen: ${rendered} of ${answers.length} interleaved documents rendered`);
  });

  test("a visitor's documents hold no price and nothing of any customer's; cart and orders are not rendered", async ({
    request,
  }) => {
    // Customers' pages first: whatever the server did for them, a visitor after them gets a visitor's page.
    await renderedDocument(request, '/pc', anna.token);
    await renderedDocument(request, '/pc/product/1', binh.token);
    for (const url of ['/pc', '/pc/product/1']) {
      const { html, headers } = await renderedDocument(request, url);
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers.vary).toContain('Cookie');
      expect(html).toContain('Login to see price');
      expect(html).not.toMatch(PRICE);
      expectNothingOf(html, anna);
      expectNothingOf(html, binh);
    }
    for (const url of ['/pc/cart', '/pc/my/orders']) {
      const { html } = await documentOf(request, url);
      expect(html).not.toContain(STATE);
      expect(html).not.toMatch(PRICE);
    }
    // A token the backend does not know renders no page: neither a customer's nor a visitor's under their cookie.
    const unknown = await documentOf(request, '/pc', 'not-a-token');
    expect(unknown.html).not.toContain(STATE);
    expect(unknown.headers['cache-control']).toBe('private, no-store');
  });

  test("a phone's home is rendered for the customer too", async ({ request }) => {
    const { html, headers } = await renderedDocument(request, '/', anna.token, PHONE_UA);
    expect(headers['cache-control']).toBe('private, no-store');
    expect(html).toContain('"device":"mobile"');
    expect(html).toContain('"page":"MobileHome"');
    expect(html).toContain('"key":"customer:0"');
    expect(html).not.toContain('Login to see price');
    expectNothingOf(html, binh);
  });

  test("the customer's rendered page hydrates without a warning and stays theirs to use: add to cart", async ({
    page,
    request,
    baseURL,
  }) => {
    await renderedDocument(request, `/pc/product/${spare.id}`, anna.token);
    const problems = problemsOf(page);
    await signInAs(page, { token: anna.token, storeURL: baseURL! });
    const response = await page.goto('/pc/cart');
    expect(await response?.text()).toContain(STATE);
    const main = page.getByRole('main');
    for (const item of anna.cart) await expect(main.getByText(item).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    const product = await page.goto(`/pc/product/${spare.id}`);
    expect(await product?.text()).toContain(STATE);
    await expect(page.getByRole('banner').getByLabel(anna.cartLabel)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').getByText('Add to cart successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByLabel(`${anna.lines + 1} items in cart`)).toBeVisible();
    expect(problems).toEqual([]);
  });
});
