import Fastify, { type FastifyInstance } from 'fastify';
import { gunzipSync } from 'node:zlib';
import { createShellServer } from '../page/serve-shell';
import type { RenderPage } from '../rendering/server-rendering';
import { tempDist } from '../testing/fixtures';
import { renderedPage } from '../testing/rendered-page';

const INDEX = '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>';
const PRODUCTS = 25;

/** A backend with a catalogue of PRODUCTS, a gate that can be shut, and the number of sitemap calls seen. */
async function catalogueBackend() {
  const state = { gated: false, sitemapCalls: 0 };
  const api = Fastify();
  api.get('/shop-hapi/website/password', async () => ({
    code: 0,
    data: { is_page: state.gated, protected: state.gated },
  }));
  api.get<{ Querystring: { after: string; limit: string } }>('/shop-api/product/sitemap', async (request, reply) => {
    state.sitemapCalls += 1;
    if (state.gated) return reply.code(423).send({ code: 423, data: { key: 'shop_locked' }, msg: 'locked' });
    const after = Number(request.query.after);
    const limit = Math.min(Number(request.query.limit), 10);
    const ids = Array.from({ length: PRODUCTS }, (_, i) => i + 1)
      .filter((id) => id > after)
      .slice(0, limit);
    return { code: 0, data: ids.map((id) => ({ id, updated_at: `2026-01-${String(id).padStart(2, '0')}T00:00:00Z` })) };
  });
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  return { url, state, close: () => api.close() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe('shell server: robots.txt, sitemaps and noindex', () => {
  let backend: Awaited<ReturnType<typeof catalogueBackend>>;
  const dist = tempDist({ 'index.html': INDEX, 'robots.txt': 'User-agent: *\nAllow: /\n' });
  const servers: FastifyInstance[] = [];
  const shell = async (publicOrigin: string | undefined, renderPage?: RenderPage) => {
    const app = await createShellServer({
      ...(renderPage ? { renderPage, warmUpMs: 0 } : {}),
      distDir: dist.dir,
      apiUrl: backend.url,
      runtimeConfig: { remotes: {} },
      seo: {
        publicOrigin,
        privatePaths: ['/pc/cart', '/cart'],
        noindexPage: (pathname) => pathname.endsWith('/cart'),
        productPath: (id) => `/pc/product/${id}`,
        catalogPageSize: 7,
        gateFreshMs: 0,
        limits: { maxUrls: 10 },
      },
    });
    servers.push(app);
    return app;
  };
  beforeAll(async () => (backend = await catalogueBackend()));
  afterEach(() => (backend.state.gated = false));
  afterAll(async () => {
    await Promise.all(servers.map((app) => app.close()));
    await backend.close();
    dist.remove();
  });

  it('robots.txt disallows the private paths and names the sitemap, whatever Host is sent', async () => {
    const app = await shell('https://shop.example');
    const res = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nDisallow: /pc/cart\nDisallow: /cart\n\nSitemap: https://shop.example/sitemap.xml\n',
    );
  });

  it('lists every product once, in files within the limit, under the public origin; gzip when asked', async () => {
    const app = await shell('https://shop.example');
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toBe('public, max-age=600');
    const files = locs(index.body);
    expect(files).toEqual([
      'https://shop.example/sitemaps/pages.xml',
      'https://shop.example/sitemaps/products-1.xml',
      'https://shop.example/sitemaps/products-2.xml',
      'https://shop.example/sitemaps/products-3.xml',
    ]);
    const listed: string[] = [];
    for (const file of files) {
      const res = await app.inject({ url: new URL(file).pathname, headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding']).toBe('gzip');
      const xml = gunzipSync(res.rawPayload).toString();
      expect(locs(xml).length).toBeLessThanOrEqual(10);
      listed.push(...locs(xml));
    }
    expect(listed).toEqual([
      'https://shop.example/',
      ...Array.from({ length: PRODUCTS }, (_, i) => `https://shop.example/pc/product/${i + 1}`),
    ]);
    expect((await app.inject({ url: '/sitemaps/products-9.xml' })).statusCode).toBe(404);
  });

  it('builds the sitemap once for many requests at once', async () => {
    const app = await shell('https://shop.example');
    const before = backend.state.sitemapCalls;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/sitemap.xml' })));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    // 25 products by pages of 7: four pages and the empty one, once.
    expect(backend.state.sitemapCalls - before).toBe(5);
  });

  it('without a public origin: no Sitemap line, and no sitemap', async () => {
    const app = await shell(undefined);
    expect((await app.inject({ url: '/robots.txt' })).body).not.toContain('Sitemap');
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
  });

  it('while the gate is on: robots disallows everything, no sitemap, every page noindex', async () => {
    const app = await shell('https://shop.example');
    backend.state.gated = true;
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await app.inject({ url: '/sitemap.xml' })).statusCode).toBe(404);
    const page = await app.inject({ url: '/pc/product/1', headers: { accept: 'text/html' } });
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
  });

  it('marks a private page noindex, and leaves a public one', async () => {
    const app = await shell('https://shop.example');
    // The gate's state is read at start and after each request; let the first reading land.
    await app.inject({ url: '/robots.txt' });
    const cart = await app.inject({ url: '/pc/cart', headers: { accept: 'text/html' } });
    expect(cart.headers['x-robots-tag']).toBe('noindex');
    expect(cart.body).toContain('<meta name="robots" content="noindex">');
    const product = await app.inject({ url: '/pc/product/1', headers: { accept: 'text/html' } });
    expect(product.headers['x-robots-tag']).toBeUndefined();
    expect(product.body).not.toContain('noindex');
  });

  it("writes a page's own title in place of the build's, and says noindex once when the page says it too", async () => {
    const app = await shell('https://shop.example', async () =>
      renderedPage({
        head: '<title>Cart | Lotus</title><meta name="robots" content="noindex"/>',
        markup: '<main>Cart</main>',
      }),
    );
    await app.inject({ url: '/robots.txt' });
    const cart = await app.inject({ url: '/pc/cart', headers: { accept: 'text/html' } });
    expect(cart.headers['x-robots-tag']).toBe('noindex');
    expect(cart.body.match(/<meta name="robots"/g)).toHaveLength(1);
    expect(cart.body.match(/<title>[^<]*<\/title>/g)).toEqual(['<title>Cart | Lotus</title>']);
  });
});
