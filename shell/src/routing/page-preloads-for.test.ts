import { pagePreloadsFor } from './page-preloads-for';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const request = (pathname: string, extra: Partial<Parameters<typeof pagePreloadsFor>[0]> = {}) => ({
  pathname,
  userAgent: DESKTOP,
  cookie: '',
  acceptLanguage: 'en-US,en;q=0.9',
  ...extra,
});
// The CSRF token, then what the shell's own parts draw (their declaration): the gate, the header, the languages.
const SIGNED_IN_BOOT = ['/shop-hapi/csrf-token', '/shop-hapi/website/password', '/shop-api/website/locale-list'];
const BOOT = [
  '/shop-hapi/csrf-token',
  '/shop-hapi/website/password',
  '/shop-hapi/header',
  '/shop-api/website/locale-list',
];

describe('what a page needs first, for its HTML to preload', () => {
  it("home: the catalogue's home chunk and texts and the start-up calls (the page's own come from its declaration)", () => {
    expect(pagePreloadsFor(request('/pc'))).toEqual({
      remote: { name: 'mf_catalog', chunkGroups: ['page-home', 'i18n-en'] },
      calls: BOOT,
    });
    // The device's own set is also at the root.
    expect(pagePreloadsFor(request('/'))).toEqual(pagePreloadsFor(request('/pc')));
  });

  it('a product: its chunk, in the language the page will choose (cookie, then the browser)', () => {
    expect(pagePreloadsFor(request('/pc/product/12', { cookie: 'a=1; locale=vi' }))).toEqual({
      remote: { name: 'mf_catalog', chunkGroups: ['page-product-detail', 'i18n-vi'] },
      calls: BOOT,
    });
    expect(
      pagePreloadsFor(request('/pc/product/12', { acceptLanguage: 'vi-VN,vi;q=0.9' })).remote?.chunkGroups,
    ).toEqual(['page-product-detail', 'i18n-vi']);
  });

  it("a phone's home is the mobile home", () => {
    expect(pagePreloadsFor(request('/', { userAgent: PHONE })).remote).toEqual({
      name: 'mf_catalog',
      chunkGroups: ['page-mobile-home', 'i18n-en'],
    });
  });

  it('WebKit (Safari, any browser on an iPhone): its files but no calls, which it would fetch a second time', () => {
    const SAFARI =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
    const CHROME_ON_IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1';
    for (const userAgent of [SAFARI, CHROME_ON_IPHONE, PHONE]) {
      const preloads = pagePreloadsFor(request('/pc', { userAgent }));
      expect(preloads.calls).toEqual([]);
      expect(preloads.remote?.name).toBe('mf_catalog');
    }
    expect(pagePreloadsFor(request('/pc')).calls).toContain('/shop-hapi/csrf-token');
  });

  it('a page behind the login: its remote only with a session (without one the page leads to login)', () => {
    expect(pagePreloadsFor(request('/pc/cart'))).toEqual({ calls: BOOT });
    expect(pagePreloadsFor(request('/pc/cart', { cookie: 'authorization=abc' }))).toEqual({
      remote: { name: 'mf_checkout', chunkGroups: ['page-cart', 'i18n-en'] },
      calls: SIGNED_IN_BOOT,
    });
  });

  it("a signed-in customer: no call whose answer is the customer's (a preload carries no bearer token)", () => {
    const signedIn = { cookie: 'authorization=abc' };
    expect(pagePreloadsFor(request('/pc', signedIn)).calls).toEqual(SIGNED_IN_BOOT);
    expect(pagePreloadsFor(request('/pc/product/12', signedIn)).calls).toEqual(SIGNED_IN_BOOT);
    expect(pagePreloadsFor(request('/pc/customer/login', signedIn))).toEqual({ calls: SIGNED_IN_BOOT });
  });

  it("the shell's own pages and unknown or invalid addresses: the start-up calls only", () => {
    for (const pathname of ['/pc/customer/login', '/pc/nothing/here', '/pc/product/abc']) {
      expect(pagePreloadsFor(request(pathname))).toEqual({ calls: BOOT });
    }
  });
});
