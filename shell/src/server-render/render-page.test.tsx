/** @jest-environment node */
import { getProduct, getWebsitePassword } from '@shop/api/calls';
import { OPENS_WITH_NOTHING, type RemoteModule } from '@shop/platform';
import { asVisitor, fail, installFakeBackend, ok, productDetail, route, storeBasics } from '@shop/platform/testing';
import { pageRenderer, type ServerPageRequest } from './render-page';
import { serverStateElement } from './server-state';

const CATALOG = 'http://remotes.test/catalog/mf-manifest.json';
const product = asVisitor(productDetail({ id: 7, name: 'Lotus Tea Cup' }));
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

/** The catalogue's own module stands in for its server build (loaded here without federation). */
const loadRemote = jest.fn(async () => (await import('@shop/mf-catalog/remote')) as unknown as RemoteModule);
const render = pageRenderer({ apiUrl: 'http://backend.test', loadRemote });

const request = (url: string, overrides: Partial<ServerPageRequest> = {}): ServerPageRequest => ({
  url,
  pathname: url.split('?')[0] ?? url,
  userAgent: DESKTOP,
  cookie: '',
  acceptLanguage: 'en',
  nonce: 'n0nce',
  ...overrides,
});

const signal = new AbortController().signal;

describe("the shell's server rendering of a visitor's page (decision 038)", () => {
  let backend: ReturnType<typeof installFakeBackend>;
  beforeEach(() => {
    backend = installFakeBackend({ ...storeBasics, [route(getProduct)]: () => ok(getProduct, product) });
  });

  it("draws a product with its name and 'Login to see price', and writes the answers it used", async () => {
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    expect(page).not.toBeNull();
    const html = page!.markup;
    expect(html).toContain('Lotus Tea Cup');
    expect(html).toContain('Login to see price');
    expect(html).not.toMatch(/\$\s?12\.99|12\.99/);
    // Drawn as read, not as being read again: the hydrating page would otherwise keep that state.
    expect(html).not.toContain('aria-busy="true"');
    expect(loadRemote).toHaveBeenCalledWith('mf_catalog', 'http://remotes.test/catalog/server/remoteEntry.js');
    expect(page!.state).toMatchObject({
      locale: 'en',
      device: 'pc',
      remote: { name: 'mf_catalog', page: 'ProductDetail' },
    });
    const paths = page!.state.answers.map(([key]) => key[0]);
    expect(paths).toEqual(expect.arrayContaining([getWebsitePassword.path, getProduct.path]));
    // As a visitor: the session's cookie is never sent, the gate's pass is.
    expect(backend.asked(getProduct)[0]?.headers.get('cookie')).toBeNull();
  });

  it('gives the styles its markup uses for the head, and writes none into the markup', async () => {
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    const html = page!.markup;
    expect(html).not.toContain('<style');
    const classes = new Set(html.match(/css-[\w-]+/g));
    expect(classes.size).toBeGreaterThan(5);
    const tags = page!.styles.match(/<style data-emotion="[^"]+">/g) ?? [];
    const ids = tags.flatMap((tag) => tag.slice('<style data-emotion="'.length, -2).split(' ').slice(1));
    for (const name of classes) expect(ids).toContain(name.slice('css-'.length));
    // The theme's global rules, each in the element the client's <Global> takes over.
    expect(page!.styles).toMatch(/<style data-emotion="css-global [\w-]+">/);
    // Spec 9's root font size for a desktop, not below 1280 px's (decision 068), before the scripts that set it run.
    expect(page!.styles).toContain(`html{font-size:max(${1280 / 120}px,calc(100vw / 120))}`);
  });

  it('names the product in the head it gives apart from the markup, absolute on the public origin (decision 051)', async () => {
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal, 'https://shop.example');
    const html = page!.markup;
    expect(page!.head).toMatch(
      /^<title>Lotus Tea Cup \| Lotus<\/title><meta name="description" content="Lotus Tea Cup \(SKU /,
    );
    expect(page!.head).toContain('<link rel="canonical" href="https://shop.example/pc/product/7"/>');
    expect(page!.head).toContain('<meta property="og:image" content="https://shop.example/');
    expect(page!.head).not.toContain('noindex');
    // Nothing of the head is left in the markup, and the product's structured data stays in it, with no price.
    expect(html).not.toMatch(/<title>|<meta |rel="canonical"/);
    const data = JSON.parse(/<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');
    expect(data).toMatchObject({ '@type': 'Product', name: 'Lotus Tea Cup', sku: product.sku });
    expect(data).not.toHaveProperty('offers');
    expect(JSON.stringify(data)).not.toContain('price');
  });

  it('writes a name that looks like a script as text, in the markup and in the state', async () => {
    const hostile = '<script>alert("xss")</script> Party Balloons';
    installFakeBackend({ ...storeBasics, [route(getProduct)]: () => ok(getProduct, { ...product, name: hostile }) });
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    const html = page!.markup;
    expect(html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; Party Balloons');
    expect(html).not.toContain('<script>alert');
    const state = serverStateElement(page!.state);
    expect(state).toContain('\\u003cscript>alert');
    expect(state.match(/<\/script>/g)).toHaveLength(1);
  });

  it('draws in Vietnamese, and on a phone', async () => {
    const page = await render(
      request('/pc/product/7', { userAgent: PHONE, cookie: 'locale=vi; shop_pass=1' }),
      { mf_catalog: CATALOG },
      signal,
    );
    expect(page!.state).toMatchObject({ locale: 'vi', device: 'mobile' });
    expect(page!.markup).toContain('Đăng nhập để xem giá');
    expect(backend.asked(getProduct)[0]?.headers.get('cookie')).toBe('locale=vi; shop_pass=1');
  });

  it("draws a phone's home in the mobile layout", async () => {
    const page = await render(request('/', { userAgent: PHONE }), { mf_catalog: CATALOG }, signal);
    expect(page!.state).toMatchObject({ device: 'mobile', remote: { name: 'mf_catalog', page: 'MobileHome' } });
    expect(page!.markup).toContain('<main');
    // A phone's root font follows its width at any width (spec 9), never the desktop's.
    expect(page!.styles).toContain('html{font-size:min(16px,calc(100vw / 23.425))}');
    expect(page!.styles).not.toContain('100vw / 120');
  });

  it('leaves to the browser a session the backend does not know, a visitor’s login page, a page behind a shut gate, and an unknown address', async () => {
    // The header answers the token as a visitor's (no name): not a customer's page, and not a visitor's either.
    const unknown = request('/pc/product/7', { cookie: 'authorization=token-1' });
    expect(await render(unknown, { mf_catalog: CATALOG }, signal)).toBeNull();
    expect(await render(request('/pc/cart'), { mf_checkout: CATALOG }, signal)).toBeNull();
    expect(await render(request('/pc/nowhere'), { mf_catalog: CATALOG }, signal)).toBeNull();
    // A remote on the shell's own origin: this server cannot reach what the browser reaches through the proxy.
    expect(
      await render(request('/pc/product/7'), { mf_catalog: '/remotes/catalog/mf-manifest.json' }, signal),
    ).toBeNull();
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: true, protected: true }),
    });
    expect(await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal)).toBeNull();
  });

  it('marks a page drawn behind a passed shop gate, which the render cache never keeps for others (decision 044)', async () => {
    expect((await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal))!.gated).toBe(false);
    installFakeBackend({
      ...storeBasics,
      [route(getProduct)]: () => ok(getProduct, product),
      [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: false, protected: true }),
    });
    const passed = await render(
      request('/pc/product/7', { cookie: 'passwordVerifySuccess=1' }),
      { mf_catalog: CATALOG },
      signal,
    );
    expect(passed!.gated).toBe(true);
  });

  it('reads what the page declares before its one render; a call it does not declare is drawn loading and told', async () => {
    const undeclared = jest.fn();
    const catalog = (await import('@shop/mf-catalog/remote')) as unknown as RemoteModule;
    const once = pageRenderer({ apiUrl: 'http://backend.test', loadRemote, undeclared });
    const page = await once(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    expect(backend.asked(getProduct)).toHaveLength(1);
    expect(undeclared).not.toHaveBeenCalled();

    loadRemote.mockResolvedValueOnce({
      ...catalog,
      opening: { ...catalog.opening, ProductDetail: OPENS_WITH_NOTHING },
    });
    const missing = await once(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    expect(undeclared).toHaveBeenCalledWith('mf_catalog.ProductDetail', [
      getProduct.path,
      '{"id":7,"locale":"en"}',
      'visitor:0',
    ]);
    // Not read to find out: the page goes out as the browser first draws it, and the browser asks.
    expect(backend.asked(getProduct)).toHaveLength(1);
    expect(missing!.markup).not.toContain('Lotus Tea Cup');
    expect(page!.markup).toContain('Lotus Tea Cup');
  });

  it('says a page is whole when every opening call answered', async () => {
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    expect(page).toMatchObject({ status: 200, complete: true });
  });

  it.each([
    ['answered 500', () => fail(500, 'server_error')],
    ['lost (the backend down)', () => Promise.reject(new TypeError('fetch failed'))],
  ])(
    'says a page is incomplete when its product call %s, never silently drawn loading (decision 053)',
    async (_how, answer) => {
      installFakeBackend({ ...storeBasics, [route(getProduct)]: answer });
      const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
      expect(page).toMatchObject({ status: 200, complete: false });
      expect(page!.markup).not.toContain('Lotus Tea Cup');
    },
  );

  it('says a page is incomplete, not absent, when the gate’s own call failed (a kept page stays served)', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: () => fail(503, 'unavailable'),
      [route(getProduct)]: () => ok(getProduct, product),
    });
    const page = await render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal);
    expect(page).toMatchObject({ complete: false, markup: '' });
  });

  it('says a product the backend does not know is a 404, known at render time (spec 8)', async () => {
    installFakeBackend({ ...storeBasics, [route(getProduct)]: () => fail(404, 'not_found') });
    const page = await render(request('/pc/product/99999'), { mf_catalog: CATALOG }, signal);
    expect(page).toMatchObject({ status: 404, complete: true });
  });

  it('fails when the remote’s server build cannot be loaded (the browser renders the page)', async () => {
    loadRemote.mockRejectedValueOnce(new Error('remote down'));
    await expect(render(request('/pc/product/7'), { mf_catalog: CATALOG }, signal)).rejects.toThrow('remote down');
  });
});
