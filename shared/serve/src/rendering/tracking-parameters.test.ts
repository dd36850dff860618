import { countingRenderer } from '../testing/counting-renderer';
import { shellTestBed } from '../testing/shell-test-bed';
import { DEFAULT_VARIANTS_PER_PATH } from './render-cache';
import type { RenderPage } from './server-rendering';
import { cacheAddress, isTrackingParameter } from './tracking-parameters';
import { LIVE_CATALOG, PLAIN_INDEX } from '../testing/rendered-page';

const CACHE = { bytes: 64 * 1024 * 1024, freshMs: 60_000, staleMs: 60_000 };
const bed = shellTestBed(PLAIN_INDEX);
const shellWith = (renderPage: RenderPage) =>
  bed.start({ runtimeConfig: LIVE_CATALOG, renderPage, renderBudgetMs: 500, renderCache: CACHE });

describe("a page's address as the render cache keys it (decision 053)", () => {
  it('leaves out every tracking parameter, whatever its case, and orders the rest by name', () => {
    expect(cacheAddress('/pc/product/2')).toBe('/pc/product/2');
    expect(cacheAddress('/pc/product/2?utm_source=news&gclid=abc&fbclid=x&UTM_Medium=mail&_gl=1*a')).toBe(
      '/pc/product/2',
    );
    expect(cacheAddress('/pc?sort=price&utm_campaign=sale&page=2&msclkid=m')).toBe('/pc?page=2&sort=price');
    for (const name of ['utm_id', 'dclid', 'gbraid', 'wbraid', 'yclid', 'mc_cid', 'mc_eid', '_ga', 'igshid']) {
      expect(isTrackingParameter(name)).toBe(true);
    }
    for (const name of ['twclid', 'ttclid', 'li_fat_id']) expect(isTrackingParameter(name)).toBe(true);
    for (const name of ['page', 'sort', 'keyword', 'id', 'utm']) expect(isTrackingParameter(name)).toBe(false);
  });

  it('makes 1,000 distinct campaign addresses of one product one render, drawn at the address without them', async () => {
    const { render, renders } = countingRenderer();
    const app = await shellWith(render);
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 1_000; i += 1) {
      const campaign = `utm_source=ad${i}&utm_campaign=c${i % 7}&gclid=G${i}&fbclid=F${i}`;
      const response = await app.inject({ url: `/pc/product/2?${campaign}` });
      expect(response.body).toContain('<main>render 1</main>');
      // No visitor's campaign ids are written into a page kept for others.
      expect(response.body).not.toContain(`ad${i}`);
      const outcome = String(response.headers['x-shop-render']);
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
    expect(renders).toHaveLength(1);
    expect(renders[0]?.url).toBe('/pc/product/2');
    expect(Object.fromEntries(outcomes)).toEqual({ miss: 1, hit: 999 });
  });

  it("keeps at most its bound of one path's query variants: made-up queries are rendered, not kept", async () => {
    const { render, renders } = countingRenderer();
    const app = await shellWith(render);
    const made = DEFAULT_VARIANTS_PER_PATH + 36;
    for (let i = 0; i < made; i += 1) await app.inject({ url: `/pc/product/2?x=${i}` });
    const again = [];
    for (let i = 0; i < made; i += 1) {
      again.push((await app.inject({ url: `/pc/product/2?x=${i}` })).headers['x-shop-render']);
    }
    expect(again.filter((outcome) => outcome === 'hit')).toHaveLength(DEFAULT_VARIANTS_PER_PATH);
    expect(renders).toHaveLength(made * 2 - DEFAULT_VARIANTS_PER_PATH);
    // Another path is not crowded out by them.
    await app.inject({ url: '/pc/product/3' });
    expect((await app.inject({ url: '/pc/product/3' })).headers['x-shop-render']).toBe('hit');
  });
});
