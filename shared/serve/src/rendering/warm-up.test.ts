import type { FastifyInstance } from 'fastify';
import { renderedPage } from '../testing/rendered-page';
import { shellTestBed } from '../testing/shell-test-bed';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import type { RenderedPage, RenderPage, RenderRequest, WarmPage } from './server-rendering';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';
const LIVE: RuntimeConfig = {
  remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
  builds: { mf_catalog: 'b1' },
};
const CACHE = { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 };
const DOORS: WarmPage[] = [
  { url: '/pc', userAgent: 'desktop', acceptLanguage: 'en' },
  { url: '/pc', userAgent: 'desktop', acceptLanguage: 'vi' },
];

const bed = shellTestBed(INDEX);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An app's renderer keyed by language, whose code loads (`warm`) take `warmMs`, fail while `warmFails.down`, and
 * whose renders are counted.
 */
function warmingRenderer(options: { warmMs?: number; warmFails?: { down: boolean }; warmPages?: WarmPage[] } = {}) {
  const renders: RenderRequest[] = [];
  const warmed: RuntimeConfig[] = [];
  const render: RenderPage = Object.assign(
    async (request: RenderRequest): Promise<RenderedPage> => {
      renders.push(request);
      return renderedPage({
        lang: request.acceptLanguage,
        state: '<script id="shop-server-state" type="application/json">{}</script>',
        markup: `<main>${request.acceptLanguage}</main>`,
      });
    },
    {
      variantOf: (request: { acceptLanguage: string }) => request.acceptLanguage,
      warm: async (config: RuntimeConfig) => {
        warmed.push(config);
        if (options.warmMs) await wait(options.warmMs);
        if (options.warmFails?.down) throw new Error('a remote server is down');
      },
      warmPages: options.warmPages ?? DOORS,
    },
  );
  return { render, renders, warmed };
}

const start = (renderPage: RenderPage, extra: Record<string, unknown> = {}): Promise<FastifyInstance> =>
  bed.start({ runtimeConfig: LIVE, renderPage, renderBudgetMs: 200, renderCache: CACHE, ...extra });

describe('a shell server warms up before it takes traffic (decision 048)', () => {
  it('says it is warming on /readyz until every front door is rendered and kept; /healthz passes meanwhile', async () => {
    const { render, renders, warmed } = warmingRenderer({ warmMs: 300 });
    const app = await start(render);
    const warming = await app.inject({ url: '/readyz' });
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toMatchObject({ status: 'warming', service: 'shell' });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);

    for (let tries = 0; tries < 50 && (await app.inject({ url: '/readyz' })).statusCode !== 200; tries++)
      await wait(50);
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok' });
    expect(warmed).toEqual([LIVE]);
    expect(renders.map((request) => request.acceptLanguage)).toEqual(['en', 'vi']);

    // The first visitors get the kept pages: nothing more is rendered.
    const first = await app.inject({ url: '/pc', headers: { 'user-agent': 'desktop', 'accept-language': 'vi' } });
    expect(first.headers['x-shop-render']).toBe('hit');
    expect(first.body).toContain('<main>vi</main>');
    expect(renders).toHaveLength(2);
  });

  it('says why it is not ready while a remote fails to load, tries again, and is ready once it loads', async () => {
    const remote = { down: true };
    const { render, warmed } = warmingRenderer({ warmFails: remote });
    const app = await start(render, { warmUpMs: 60_000 });
    for (let tries = 0; tries < 50 && warmed.length < 1; tries++) await wait(20);
    await wait(20);
    const failed = await app.inject({ url: '/readyz' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({ status: 'warming', reason: 'the warm-up failed: a remote server is down' });

    remote.down = false;
    // Tried again a few seconds after the failure: a generous bound.
    for (let tries = 0; tries < 200 && (await app.inject({ url: '/readyz' })).statusCode !== 200; tries++)
      await wait(50);
    expect((await app.inject({ url: '/readyz' })).json()).toEqual(
      expect.not.objectContaining({ warmUp: expect.anything() }),
    );
    expect(warmed.length).toBeGreaterThan(1);
  });

  it('is ready after its limit when the warm-up keeps failing, naming what failed: a shop is never kept closed', async () => {
    const { render, renders } = warmingRenderer({ warmFails: { down: true } });
    const app = await start(render, { warmUpMs: 100 });
    await wait(200);
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      status: 'ok',
      warmUp: 'given up on after 100 ms (the warm-up failed: a remote server is down)',
    });
    // The other remotes' front doors are rendered and kept meanwhile.
    expect(renders.length).toBeGreaterThanOrEqual(2);
  });

  it('says it is ready after its limit even while a warm-up hangs', async () => {
    const { render } = warmingRenderer({ warmMs: 1_000 });
    const app = await start(render, { warmUpMs: 100 });
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await wait(200);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it("warms a new configuration at once after a failed warm-up, not after the failure's retry delay", async () => {
    let config = LIVE;
    const remote = { down: true };
    const { render, warmed } = warmingRenderer({ warmFails: remote, warmPages: [DOORS[0]!] });
    await start(render, { runtimeConfig: () => config, warmUpMs: 60_000 });
    for (let tries = 0; tries < 50 && warmed.length < 1; tries++) await wait(20);
    // The old build's server is gone with the deploy that re-points the remote: the new one loads.
    remote.down = false;
    config = { remotes: { mf_catalog: 'http://127.0.0.1:3001/b2/mf-manifest.json' }, builds: { mf_catalog: 'b2' } };
    // The follow tick is a second; the failure's retry delay is three: the new builds are warmed within the first.
    for (let tries = 0; tries < 40 && warmed.length < 2; tries++) await wait(50);
    expect(warmed.map((each) => each.builds?.mf_catalog)).toEqual(['b1', 'b2']);
  });

  it('warms a new configuration at once while the warm-up of the one before still runs', async () => {
    let config = LIVE;
    const { render, warmed } = warmingRenderer({ warmMs: 4_000, warmPages: [DOORS[0]!] });
    await start(render, { runtimeConfig: () => config, warmUpMs: 60_000 });
    for (let tries = 0; tries < 50 && warmed.length < 1; tries++) await wait(20);
    config = { remotes: { mf_catalog: 'http://127.0.0.1:3001/b2/mf-manifest.json' }, builds: { mf_catalog: 'b2' } };
    // The follow tick is a second; the first warm-up takes four: the new builds' starts long before it ends.
    for (let tries = 0; tries < 50 && warmed.length < 2; tries++) await wait(50);
    expect(warmed.map((each) => each.builds?.mf_catalog)).toEqual(['b1', 'b2']);
  });

  it('warms the new builds when the configuration changes (a promote), before anyone asks', async () => {
    let config = LIVE;
    const { render, renders, warmed } = warmingRenderer({ warmPages: [DOORS[0]!] });
    const app = await start(render, { runtimeConfig: () => config });
    for (let tries = 0; tries < 50 && renders.length < 1; tries++) await wait(20);
    config = { remotes: { mf_catalog: 'http://127.0.0.1:3001/b2/mf-manifest.json' }, builds: { mf_catalog: 'b2' } };
    for (let tries = 0; tries < 100 && renders.length < 2; tries++) await wait(20);
    expect(warmed.map((each) => each.builds?.mf_catalog)).toEqual(['b1', 'b2']);
    const first = await app.inject({ url: '/pc', headers: { 'user-agent': 'desktop', 'accept-language': 'en' } });
    expect(first.headers['x-shop-render']).toBe('hit');
    expect(renders).toHaveLength(2);
  });

  it('is ready at once without server rendering: nothing to warm', async () => {
    const app = await bed.start({ runtimeConfig: LIVE });
    expect((await app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ok', service: 'shell' });
  });
});
