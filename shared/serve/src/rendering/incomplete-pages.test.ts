import type { FastifyInstance } from 'fastify';
import type { ShellServerOptions } from '../page/serve-shell';
import { countingRenderer } from '../testing/counting-renderer';
import { shellTestBed } from '../testing/shell-test-bed';
import type { RenderedPage, RenderPage } from './server-rendering';
import { LIVE_CATALOG, PLAIN_INDEX } from '../testing/rendered-page';

const CACHE = { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 };
// What a product's loading state says of itself: it is what a blip must never hand a crawler.
const SKELETON: Partial<RenderedPage> = {
  complete: false,
  head: '<meta name="robots" content="noindex"/>',
  markup: '<main>Loading product…</main>',
};

const bed = shellTestBed(PLAIN_INDEX);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A backend as the renderer meets it: answering, failing a call, down (the render throws), or not knowing the product. */
type Backend = 'whole' | 'incomplete' | 'throws' | 'missing';
function faultyRenderer() {
  const counting = countingRenderer();
  let backend: Backend = 'whole';
  const render: RenderPage = Object.assign(
    async (...args: Parameters<RenderPage>) => {
      if (backend === 'throws') throw new Error('backend down');
      const page = (await counting.render(...args))!;
      if (backend === 'incomplete') return { ...page, ...SKELETON };
      return backend === 'missing' ? { ...page, ...SKELETON, complete: true, status: 404 as const } : page;
    },
    { variantOf: counting.render.variantOf },
  );
  return { render, renders: counting.renders, set: (next: Backend) => (backend = next) };
}

const shellWith = (renderPage: RenderPage, options: Partial<ShellServerOptions> = {}): Promise<FastifyInstance> =>
  bed.start({ runtimeConfig: LIVE_CATALOG, renderPage, renderBudgetMs: 100, renderCache: CACHE, ...options });

const expectNoSkeleton = (body: string, headers: Record<string, unknown>) => {
  expect(body).not.toContain('Loading product');
  expect(body).not.toContain('noindex');
  expect(headers['x-robots-tag']).toBeUndefined();
};

describe('a page drawn while an opening call failed (decision 053)', () => {
  it('is never kept nor sent as drawn: the browser renders it, without noindex, and it is told once', async () => {
    const faulty = faultyRenderer();
    const lines: string[] = [];
    const app = await shellWith(faulty.render, {
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    });
    faulty.set('incomplete');
    for (let i = 0; i < 3; i += 1) {
      const response = await app.inject({ url: '/pc/product/2' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-shop-render']).toBe('incomplete');
      expectNoSkeleton(response.body, response.headers);
      expect(response.body).toContain('<div id=root></div>');
    }
    // Not kept: every visitor's page is rendered again, and the first whole one is kept.
    expect(faulty.renders).toHaveLength(3);
    expect(lines.filter((line) => line.includes('/pc/product/2 drawn while an opening call failed'))).toHaveLength(1);
    faulty.set('whole');
    expect((await app.inject({ url: '/pc/product/2' })).headers['x-shop-render']).toBe('miss');
    expect((await app.inject({ url: '/pc/product/2' })).headers['x-shop-render']).toBe('hit');
  });

  it.each([
    ['comes back incomplete', 'incomplete'],
    ['fails', 'throws'],
  ] as const)(
    'leaves the kept page served, up to its stale limit, when its refresh %s (stale on error)',
    async (_how, fault) => {
      const faulty = faultyRenderer();
      const app = await shellWith(faulty.render, {
        renderCache: { ...CACHE, freshMs: 30, staleMs: 600 },
        renderBudgetMs: 50,
      });
      const good = await app.inject({ url: '/pc/product/2' });
      expect(good.body).toContain('<main>render 1</main>');
      faulty.set(fault);
      await wait(40);
      // Each stale answer starts a refresh that fails; the good page is served all along.
      for (let i = 0; i < 5; i += 1) {
        const response = await app.inject({ url: '/pc/product/2' });
        expect(response.headers['x-shop-render']).toBe('stale');
        expect(response.body).toContain('<main>render 1</main>');
        expectNoSkeleton(response.body, response.headers);
        await wait(40);
      }
      // Past its stale limit it is not served any more: the next visitor's page is rendered.
      await wait(600);
      faulty.set('whole');
      const after = await app.inject({ url: '/pc/product/2' });
      expect(after.headers['x-shop-render']).toBe('miss');
    },
  );

  it('stops serving a kept page once its refresh says it no longer exists (a product deleted)', async () => {
    const faulty = faultyRenderer();
    const app = await shellWith(faulty.render, { renderCache: { ...CACHE, freshMs: 20 } });
    await app.inject({ url: '/pc/product/2' });
    faulty.set('missing');
    await wait(30);
    expect((await app.inject({ url: '/pc/product/2' })).headers['x-shop-render']).toBe('stale');
    await wait(30);
    const gone = await app.inject({ url: '/pc/product/2' });
    expect([gone.statusCode, gone.headers['x-shop-render']]).toEqual([404, 'miss']);
  });

  it('answers a page that does not exist with a 404 and noindex from the first response, never kept (spec 8)', async () => {
    const faulty = faultyRenderer();
    faulty.set('missing');
    const app = await shellWith(faulty.render);
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ url: '/pc/product/99999' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      // The browser draws its "Page not found" from the same call; no skeleton is sent.
      expect(response.body).not.toContain('Loading product');
      expect(response.headers['x-shop-render']).toBe('miss');
    }
    expect(faulty.renders).toHaveLength(2);
  });
});
