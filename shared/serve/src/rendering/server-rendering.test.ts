import type { FastifyInstance } from 'fastify';
import { type RenderedPage, type RenderPage } from './server-rendering';
import { renderedPage } from '../testing/rendered-page';
import { shellTestBed } from '../testing/shell-test-bed';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';
const runtimeConfig = { remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' } };
const STATE = '<script id="shop-server-state" type="application/json">{}</script>';

/** A page whose markup was drawn in pieces. */
const rendered = (markup: string[]): RenderedPage =>
  renderedPage({ lang: 'vi', state: STATE, answered: ['/shop-hapi/header'], markup: markup.join('') });

const bed = shellTestBed(INDEX);

function shellWith(renderPage: RenderPage, renderBudgetMs = 200, renderConcurrency = 2): Promise<FastifyInstance> {
  return bed.start({
    runtimeConfig,
    renderPage,
    renderBudgetMs,
    renderConcurrency,
    pagePreloads: () => ({ calls: ['/shop-hapi/header', '/shop-hapi/csrf-token'] }),
  });
}

describe("the shell server's rendering of a page (decision 038)", () => {
  it('streams the page into the root, the state after it, in the visitor’s language', async () => {
    const seen: unknown[] = [];
    let nonce = '';
    const app = await shellWith(async (request, config) => {
      nonce = request.nonce;
      seen.push(request.url, request.cookie, config);
      return rendered(['<main>Hello', '</main>']);
    });
    const response = await app.inject({ url: '/pc/product/7?x=1', headers: { cookie: 'locale=vi' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<div id="root"><main>Hello</main></div>${STATE}</body>`);
    expect(response.body).toMatch(/^<!doctype html><html lang="vi">/);
    expect(seen).toEqual(['/pc/product/7?x=1', 'locale=vi', runtimeConfig]);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    // React's few inline scripts run by this response's nonce; no other response shares it.
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
    const first = nonce;
    const next = await app.inject({ url: '/pc/product/7' });
    expect(next.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    expect(next.headers['content-security-policy']).not.toContain(first);
  });

  it("puts the page's hoisted preloads at the head's start, before the build's own", async () => {
    const picture = '<link rel="preload" as="image" href="/uploads/banner.svg" fetchPriority="high"/>';
    const app = await shellWith(async () => ({ ...rendered(['<p>x</p>']), preloads: picture }));
    const { body } = await app.inject({ url: '/' });
    expect(body).toMatch(/^<!doctype html><html lang="vi"><head><meta charset=utf-8><link rel="preload" as="image"/);
    expect(body.indexOf(picture)).toBeLessThan(body.indexOf('href="/shop-hapi/csrf-token"'));
    expect(body.split(picture)).toHaveLength(2);
  });

  it("writes the page's styles once, at the head's end", async () => {
    const styles = '<style data-emotion="css 1x2y">.css-1x2y{color:red;}</style>';
    const app = await shellWith(async () => ({ ...rendered(['<p class="css-1x2y">x</p>']), styles }));
    const { body } = await app.inject({ url: '/' });
    expect(body).toContain(`${styles}</head>`);
    expect(body.split(styles)).toHaveLength(2);
  });

  it('leaves out the preloads of the calls the page was rendered with', async () => {
    const app = await shellWith(async () => rendered(['<p>x</p>']));
    const { body } = await app.inject({ url: '/' });
    expect(body).toContain('href="/shop-hapi/csrf-token"');
    expect(body).not.toContain('href="/shop-hapi/header"');
  });

  it('sends the page for the browser to render when the app renders nothing, fails, or is too slow', async () => {
    const never: RenderPage = (_request, _config, signal) =>
      new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    let aborted = false;
    const slow: RenderPage = (request, config, signal) => {
      signal.addEventListener('abort', () => (aborted = true));
      return never(request, config, signal);
    };
    for (const renderPage of [async () => null, () => Promise.reject(new Error('remote down')), slow]) {
      const app = await shellWith(renderPage, 50);
      const response = await app.inject({ url: '/pc' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).not.toContain('shop-server-state');
      expect(response.headers['content-security-policy']).not.toContain('nonce');
      // The browser renders it: its opening calls are preloaded as before.
      expect(response.body).toContain('href="/shop-hapi/header"');
    }
    expect(aborted).toBe(true);
  });

  it('renders at most so many pages at once: the others go out at once, for the browser', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started = 0;
    const app = await shellWith(
      async () => {
        started += 1;
        await held;
        return rendered(['<p>late</p>']);
      },
      2_000,
      2,
    );
    const settled: string[] = [];
    const pages = [1, 2, 3, 4].map(() =>
      app.inject({ url: '/pc' }).then((page) => {
        settled.push(page.body);
        return page;
      }),
    );
    // The two pages over the limit are sent while the two being rendered are still held.
    for (let waited = 0; settled.length < 2 && waited < 1_000; waited += 10) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(started).toBe(2);
    expect(settled).toHaveLength(2);
    for (const body of settled) expect(body).not.toContain('shop-server-state');
    release();
    const bodies = (await Promise.all(pages)).map((page) => page.body);
    expect(bodies.filter((body) => body.includes('<p>late</p>'))).toHaveLength(2);
  });

  it('renders no page whose status is not 200, and none for a HEAD request', async () => {
    const asked: string[] = [];
    const app = await bed.start({
      runtimeConfig,
      pageStatus: (pathname) => (pathname === '/missing' ? 404 : 200),
      renderPage: async (request) => {
        asked.push(request.url);
        return rendered(['<p>x</p>']);
      },
    });
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'HEAD', url: '/pc' })).statusCode).toBe(200);
    expect(asked).toEqual([]);
  });
});
