/** @jest-environment node */
import { getCart, getHeader, getProduct } from '@shop/api/calls';
import type { RemoteModule } from '@shop/platform';
import {
  cartItem,
  cartOf,
  fail,
  headerData,
  installFakeBackend,
  ok,
  productDetail,
  route,
  storeBasics,
  type Asked,
} from '@shop/platform/testing';
import { pageRenderer, type ServerPageRequest } from './render-page';
import { serverStateElement } from './server-state';
import { SessionRejected } from './server-session';

// Decision 046: a customer's first screen is rendered with their token, for them alone.

const CATALOG = 'http://remotes.test/catalog/mf-manifest.json';
const CHECKOUT = 'http://remotes.test/checkout/mf-manifest.json';
const REMOTES = { mf_catalog: CATALOG, mf_checkout: CHECKOUT };
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The remotes' own modules stand in for their server builds (loaded here without federation). */
const loadRemote = jest.fn(async (name: string) =>
  name === 'mf_checkout'
    ? ((await import('@shop/mf-checkout/remote')) as unknown as RemoteModule)
    : ((await import('@shop/mf-catalog/remote')) as unknown as RemoteModule),
);
const render = pageRenderer({ apiUrl: 'http://backend.test', loadRemote });
/** Each render its own, as each request has (a shared one would gather every render's listeners). */
const signal = () => new AbortController().signal;

const request = (url: string, cookie: string): ServerPageRequest => ({
  url,
  pathname: url.split('?')[0] ?? url,
  userAgent: DESKTOP,
  cookie,
  acceptLanguage: 'en',
  nonce: 'n0nce',
});

/** Two customers the backend tells apart by their bearer token only, each with their own name, price and cart. */
const CUSTOMERS = {
  'token-of-anna': { name: 'Anna Tran', price: 1111, shown: '$11.11', cart: 'Anna Lantern', quantity: 3 },
  'token-of-binh': { name: 'Binh Le', price: 2222, shown: '$22.22', cart: 'Binh Teapot', quantity: 5 },
} as const;
type Token = keyof typeof CUSTOMERS;

const customerOf = (asked: Asked) => {
  const token = /^Bearer (.+)$/.exec(asked.headers.get('authorization') ?? '')?.[1];
  return token !== undefined && token in CUSTOMERS ? CUSTOMERS[token as Token] : null;
};

/** Answers come back after a random few milliseconds, so two renders' calls interleave. */
const later = <T,>(value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), Math.random() * 15));

function installCustomersBackend() {
  return installFakeBackend({
    ...storeBasics,
    [route(getHeader)]: async (asked) => {
      const customer = customerOf(asked);
      return later(
        ok(
          getHeader,
          customer
            ? headerData({ logo: '/logo.svg', user_name: customer.name, cart_total: customer.quantity })
            : headerData({ logo: '/logo.svg', user_name: null, cart_total: 0 }),
        ),
      );
    },
    [route(getProduct)]: async (asked) => {
      const customer = customerOf(asked);
      const detail = productDetail({ id: 7, name: 'Lotus Tea Cup', price: customer?.price ?? 0 });
      if (!customer) delete (detail as Partial<typeof detail>).price;
      return later(ok(getProduct, detail));
    },
    [route(getCart)]: async (asked) => {
      const customer = customerOf(asked);
      if (!customer) return fail(401, 'unauthenticated');
      const item = cartItem({ name: customer.cart, quantity: customer.quantity, unit_price: customer.price });
      return later(ok(getCart, cartOf([{ ...item, amount: customer.price * customer.quantity }])));
    },
  });
}

describe("the shell's server rendering of a customer's page (decision 046)", () => {
  let backend: ReturnType<typeof installCustomersBackend>;
  beforeEach(() => {
    backend = installCustomersBackend();
  });

  it('reads their calls with their bearer token, never their cookie, and draws their name and price', async () => {
    const page = await render(
      request('/pc/product/7', 'locale=en; authorization=token-of-anna; passwordVerifySuccess=1'),
      REMOTES,
      signal(),
    );
    expect(page).not.toBeNull();
    const html = page!.markup;
    expect(html).toContain('Anna Tran');
    expect(html).toContain('$11.11');
    expect(html).not.toContain('Login to see price');
    const asked = backend.asked(getProduct)[0]!;
    expect(asked.headers.get('authorization')).toBe('Bearer token-of-anna');
    expect(asked.headers.get('cookie')).toBe('locale=en; passwordVerifySuccess=1');
    // Keyed as the hydrating browser keys them, and hydrated as a customer's page.
    expect(page!.state.session).toEqual({ authenticated: true, key: 'customer:0' });
    const keys = page!.state.answers.map(([key]) => key);
    expect(keys).toContainEqual([getProduct.path, JSON.stringify({ id: 7, locale: 'en' }), 'customer:0']);
    // The token is the customer's key to the backend: it is in neither the markup nor the state.
    const state = serverStateElement(page!.state);
    expect(`${html}${state}${page!.styles}${page!.preloads}`).not.toContain('token-of-anna');
  });

  it('draws their cart, a page that needs a login; a visitor on it is left to the browser (led to login)', async () => {
    const page = await render(request('/pc/cart', 'authorization=token-of-binh'), REMOTES, signal());
    expect(page).not.toBeNull();
    const html = page!.markup;
    expect(html).toContain('Binh Teapot');
    expect(html).toContain('Binh Le');
    expect(page!.state.remote).toEqual({ name: 'mf_checkout', page: 'Cart' });
    expect(await render(request('/pc/cart', ''), REMOTES, signal())).toBeNull();
    expect(backend.asked(getCart)).toHaveLength(1);
  });

  it("gives no page for a token the backend does not know: neither half a customer's nor a visitor's", async () => {
    // The header is public: an unknown token is answered as a visitor's header, with no name.
    expect(await render(request('/pc/product/7', 'authorization=expired'), REMOTES, signal())).toBeNull();
    // A customer's call answered 401 while the page is drawn.
    installFakeBackend({
      ...storeBasics,
      [route(getHeader)]: () => ok(getHeader, headerData({ logo: '/logo.svg', user_name: 'Anna Tran' })),
      [route(getCart)]: () => fail(401, 'unauthenticated'),
    });
    await expect(render(request('/pc/cart', 'authorization=revoked'), REMOTES, signal())).rejects.toBeInstanceOf(
      SessionRejected,
    );
  });

  it('renders two customers at once, each page with nothing of the other', async () => {
    const tokens: Token[] = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 'token-of-anna' : 'token-of-binh'));
    const urls = ['/pc/product/7', '/pc/cart'];
    const pages = await Promise.all(
      tokens.map(async (token, i) => {
        const page = await render(request(urls[i % 4 < 2 ? 0 : 1]!, `authorization=${token}`), REMOTES, signal());
        return { token, html: `${page!.markup}${serverStateElement(page!.state)}` };
      }),
    );
    for (const { token, html } of pages) {
      const own = CUSTOMERS[token];
      const other = CUSTOMERS[token === 'token-of-anna' ? 'token-of-binh' : 'token-of-anna'];
      expect(html).toContain(own.name);
      expect(html).not.toContain(other.name);
      expect(html).not.toContain(other.cart);
      expect(html).toContain(own.shown);
      expect(html).not.toContain(other.shown);
      expect(html).not.toContain(`"unit_price":${other.price}`);
      expect(html).not.toContain('token-of');
    }
    // And the server's own session store was never theirs: a visitor's page after them is a visitor's.
    const visitor = await render(request('/pc/product/7', ''), REMOTES, signal());
    expect(visitor!.state.session).toEqual({ authenticated: false, key: 'visitor:0' });
    const html = visitor!.markup;
    expect(html).toContain('Login to see price');
    expect(html).not.toMatch(/Anna|Binh/);
  });
});
