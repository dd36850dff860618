import { escapeXml, lastmodOf, sitemapFiles, sitemapIndex } from './sitemap-xml';
import { robotsTxt } from './robots-txt';
import { publicOriginFrom } from './public-origin';
import { storeSitemaps } from './store-sitemaps';
import { keptBuild } from './kept-build';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('sitemap files', () => {
  it('escape the five XML characters in addresses', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const [file] = sitemapFiles([{ loc: 'https://s.example/?a=1&b=<2>' }]);
    expect(file!.xml).toContain('<loc>https://s.example/?a=1&amp;b=&lt;2&gt;</loc>');
  });

  it('cut at the address limit: exactly full, then one more file', () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => ({ loc: `https://s.example/${i}` }));
    expect(sitemapFiles(urls(6), { maxUrls: 3 }).map((f) => f.urls)).toEqual([3, 3]);
    expect(sitemapFiles(urls(7), { maxUrls: 3 }).map((f) => f.urls)).toEqual([3, 3, 1]);
    expect(sitemapFiles([], { maxUrls: 3 })).toEqual([]);
  });

  it('cut at the byte limit, counting the whole file', () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ loc: `https://s.example/p/${i}` }));
    const one = sitemapFiles(urls.slice(0, 1))[0]!.xml;
    const two = sitemapFiles(urls.slice(0, 2))[0]!.xml;
    const files = sitemapFiles(urls, { maxBytes: Buffer.byteLength(two) });
    expect(files.map((f) => f.urls)).toEqual([2, 2, 1]);
    for (const f of files) expect(Buffer.byteLength(f.xml)).toBeLessThanOrEqual(Buffer.byteLength(two));
    expect(sitemapFiles(urls, { maxBytes: Buffer.byteLength(two) - 1 }).map((f) => f.urls)).toEqual([1, 1, 1, 1, 1]);
    expect(() => sitemapFiles(urls, { maxBytes: Buffer.byteLength(one) - 1 })).toThrow(/does not fit/);
  });

  it('give each file its newest lastmod, and the index lists the files', () => {
    const [file] = sitemapFiles([
      { loc: 'https://s.example/1', lastmod: '2026-01-02T00:00:00.000Z' },
      { loc: 'https://s.example/2', lastmod: '2026-03-01T00:00:00.000Z' },
      { loc: 'https://s.example/3' },
    ]);
    expect(file!.lastmod).toBe('2026-03-01T00:00:00.000Z');
    const index = sitemapIndex([{ loc: 'https://s.example/sitemaps/a&b.xml', lastmod: file!.lastmod }]);
    expect(index).toContain('<sitemap><loc>https://s.example/sitemaps/a&amp;b.xml</loc>');
    expect(lastmodOf('not a date')).toBeUndefined();
    expect(lastmodOf('2026-05-01 10:00:00Z')).toBe('2026-05-01T10:00:00.000Z');
  });

  it('of a store: the home page, then every product at its canonical address, paged', () => {
    const products = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, updated_at: '2026-01-01T00:00:00Z' }));
    const built = storeSitemaps(products, {
      publicOrigin: 'https://s.example',
      homePath: '/',
      productPath: (id) => `/pc/product/${id}`,
      limits: { maxUrls: 2 },
    });
    expect([...built.files.keys()]).toEqual(['pages.xml', 'products-1.xml', 'products-2.xml', 'products-3.xml']);
    expect(locs(built.index.xml.toString())).toEqual(
      [...built.files.keys()].map((n) => `https://s.example/sitemaps/${n}`),
    );
    expect(locs(built.files.get('pages.xml')!.xml.toString())).toEqual(['https://s.example/']);
    expect([1, 2, 3].flatMap((n) => locs(built.files.get(`products-${n}.xml`)!.xml.toString()))).toEqual(
      products.map((p) => `https://s.example/pc/product/${p.id}`),
    );
  });
});

describe('robots.txt', () => {
  const privatePaths = ['/pc/cart', '/cart'];

  it('disallows the private paths and names the sitemap', () => {
    expect(robotsTxt({ publicOrigin: 'https://s.example', privatePaths, gated: false })).toBe(
      'User-agent: *\nDisallow: /pc/cart\nDisallow: /cart\n\nSitemap: https://s.example/sitemap.xml\n',
    );
  });

  it('disallows everything, and names no sitemap, while the gate is on', () => {
    expect(robotsTxt({ publicOrigin: 'https://s.example', privatePaths, gated: true })).toBe(
      'User-agent: *\nDisallow: /\n',
    );
  });

  it('names no sitemap without a public origin (a relative Sitemap line is invalid)', () => {
    expect(robotsTxt({ publicOrigin: undefined, privatePaths, gated: false })).not.toContain('Sitemap');
  });

  it('takes an origin only from SHOP_PUBLIC_URL', () => {
    expect(publicOriginFrom('https://shop.example/')).toBe('https://shop.example');
    expect(publicOriginFrom('')).toBeUndefined();
    expect(publicOriginFrom(undefined)).toBeUndefined();
    for (const bad of [
      'shop.example',
      'ftp://shop.example',
      'https://shop.example/store',
      'https://a:b@shop.example',
    ]) {
      expect(() => publicOriginFrom(bad)).toThrow(/SHOP_PUBLIC_URL/);
    }
  });
});

describe('a kept build', () => {
  it('builds once at a time, serves stale while rebuilding, and keeps the last value on failure', async () => {
    let clock = 0;
    let builds = 0;
    let fail = false;
    let release: () => void = () => undefined;
    const kept = keptBuild(
      () =>
        new Promise<number>((resolve, reject) => {
          builds += 1;
          const n = builds;
          release = () => (fail ? reject(new Error('down')) : resolve(n));
        }),
      { freshMs: 100, now: () => clock, onError: () => undefined },
    );
    const first = [kept.get(), kept.get()];
    release();
    expect(await Promise.all(first)).toEqual([1, 1]);
    expect(builds).toBe(1);
    clock = 150;
    expect(await kept.get()).toBe(1);
    expect(await kept.get()).toBe(1);
    expect(builds).toBe(2);
    release();
    await Promise.resolve();
    await Promise.resolve();
    expect(await kept.get()).toBe(2);
    clock = 400;
    fail = true;
    expect(kept.peek()).toBe(2);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(kept.peek()).toBe(2);
  });
});
