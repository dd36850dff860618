import type { RenderedPage, RenderPage } from './server-rendering';
import { renderedPage } from '../testing/rendered-page';
import { shellTestBed } from '../testing/shell-test-bed';

// Decision 046: a customer's page is rendered for them alone, within the same budget, and never kept or shared.

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';
const runtimeConfig = { remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' } };
const STATE = 'id="shop-server-state"';
const bed = shellTestBed(INDEX);

const sessionOf = (cookie: string) => /(?:^|; )authorization=([^;]*)/.exec(cookie)?.[1] ?? null;

/** The page as the app would draw it for this request: its session's token stands for their data. */
const drawn = (who: string): RenderedPage =>
  renderedPage({
    state: `<script id="shop-server-state" type="application/json">{"who":"${who}"}</script>`,
    markup: `<main>${who}</main>`,
  });

/**
 * An app renderer that, wrongly, gives every request the same variant: the server's own knowledge that a page is
 * private must keep it out of the cache anyway.
 */
function renderer(draw: RenderPage): RenderPage {
  return Object.assign(draw, { variantOf: () => 'the same for everyone' });
}

const start = (renderPage: RenderPage, renderBudgetMs = 200) =>
  bed.start({
    runtimeConfig,
    renderPage,
    renderBudgetMs,
    renderCache: { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 },
    privatePage: (request) => sessionOf(request.cookie) !== null,
  });

const page = (cookie?: string) => ({ url: '/pc/cart', headers: cookie ? { cookie } : {} });

describe("a customer's page (decision 046)", () => {
  it('is rendered for each request of theirs, sent private and never stored, and never given to anyone else', async () => {
    let renders = 0;
    const app = await start(
      renderer(async (request) => {
        renders += 1;
        return drawn(sessionOf(request.cookie) ?? 'visitor');
      }),
    );
    const anna = await app.inject(page('authorization=anna'));
    const binh = await app.inject(page('locale=en; authorization=binh'));
    const annaAgain = await app.inject(page('authorization=anna'));
    expect(anna.body).toContain('<main>anna</main>');
    expect(binh.body).toContain('<main>binh</main>');
    expect(binh.body).not.toContain('anna');
    expect(annaAgain.body).toContain('<main>anna</main>');
    for (const response of [anna, binh, annaAgain]) {
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
      expect(response.headers['x-shop-render']).toBe('bypass');
    }
    expect(renders).toBe(3);
    // A visitor after them gets a visitor's page, kept for the next visitor, never a customer's.
    const visitor = await app.inject(page());
    const next = await app.inject(page());
    expect(visitor.body).toContain('<main>visitor</main>');
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toMatch(/^Cookie, Accept-Language, User-Agent/);
    expect(next.headers['x-shop-render']).toBe('hit');
    expect(next.body).not.toMatch(/anna|binh/);
  });

  it('goes out for the browser over the budget, or when the app renders none, still private', async () => {
    let aborted = false;
    const slow = await start(
      renderer(
        (_request, _config, signal) =>
          new Promise((_resolve, reject) =>
            signal.addEventListener('abort', () => {
              aborted = true;
              reject(signal.reason);
            }),
          ),
      ),
      50,
    );
    const none = await start(renderer(async () => null));
    for (const app of [slow, none]) {
      const response = await app.inject(page('authorization=anna'));
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).not.toContain(STATE);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toContain('Cookie');
    }
    // Aborted at the budget like a visitor's, not left to finish in the background to fill a cache.
    expect(aborted).toBe(true);
  });

  it("is private with rendering off too: the document's head is made for the customer", async () => {
    const app = await bed.start({ runtimeConfig, privatePage: (request) => sessionOf(request.cookie) !== null });
    const customer = await app.inject(page('authorization=anna'));
    expect(customer.headers['cache-control']).toBe('private, no-store');
    expect(customer.headers.vary).toContain('Cookie');
    const visitor = await app.inject(page());
    expect(visitor.headers['cache-control']).toBe('no-cache');
    expect(visitor.headers.vary).toContain('Cookie');
  });
});
