import type { RemoteModule, RemoteName } from '@shop/platform';
import { opening } from '../../../mf-catalog/src/opening';
import { openingPreloads } from './opening-preloads';

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const REMOTES = { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' };
const catalog = { namespace: 'catalog', translations: {}, pages: {}, opening } as unknown as RemoteModule;

const request = (url: string, extra: { cookie?: string; userAgent?: string } = {}) => ({
  url,
  pathname: url.split('?')[0]!,
  userAgent: extra.userAgent ?? DESKTOP,
  cookie: extra.cookie ?? '',
  acceptLanguage: 'en-US,en;q=0.9',
});

describe("a page's own opening calls, preloaded from its HTML (decision 047)", () => {
  const loads: string[] = [];
  const preloadCalls = openingPreloads(async (name: RemoteName, entry: string) => {
    loads.push(`${name} ${entry}`);
    return catalog;
  });

  it("reads them from the remote's declaration, with the address's query", async () => {
    expect(await preloadCalls(request('/pc?page=2'), REMOTES)).toEqual([
      '/shop-hapi/index-block?locale=en',
      '/shop-api/product/categories?locale=en',
      '/shop-api/product/ship-from-countries?locale=en',
      expect.stringMatching(/^\/shop-api\/product\/list\?.*page=2/),
    ]);
    expect(await preloadCalls(request('/pc/product/12'), REMOTES)).toEqual([
      '/shop-api/product/detail?id=12&locale=en',
    ]);
    expect(loads[0]).toBe('mf_catalog http://127.0.0.1:3001/server/remoteEntry.js');
  });

  it("never a customer's answer: a signed-in shopper gets only what is the same for everyone", async () => {
    const signedIn = { cookie: 'authorization=abc' };
    expect(await preloadCalls(request('/pc', signedIn), REMOTES)).toEqual([
      '/shop-hapi/index-block?locale=en',
      '/shop-api/product/categories?locale=en',
      '/shop-api/product/ship-from-countries?locale=en',
    ]);
    expect(await preloadCalls(request('/pc/product/12', signedIn), REMOTES)).toEqual([]);
  });

  it('none for WebKit, a page behind the login without a session, the shell’s own pages', async () => {
    expect(await preloadCalls(request('/pc', { userAgent: SAFARI }), REMOTES)).toEqual([]);
    expect(await preloadCalls(request('/pc/cart'), REMOTES)).toEqual([]);
    expect(await preloadCalls(request('/pc/customer/login'), REMOTES)).toEqual([]);
  });

  it('none when the remote is on the shell’s own origin, fails to load, or is not loaded in time', async () => {
    expect(await preloadCalls(request('/pc'), { mf_catalog: '/mf_catalog/mf-manifest.json' })).toEqual([]);
    const failing = openingPreloads(() => Promise.reject(new Error('down')));
    expect(await failing(request('/pc'), REMOTES)).toEqual([]);
    const slow = openingPreloads(() => new Promise((resolve) => setTimeout(() => resolve(catalog), 500)));
    expect(await slow(request('/pc'), REMOTES)).toEqual([]);
  });
});
