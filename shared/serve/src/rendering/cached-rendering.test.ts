import type { FastifyInstance } from 'fastify';
import type { ShellServerOptions } from '../page/serve-shell';
import { shellTestBed } from '../testing/shell-test-bed';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import { readSignalsToken } from '../signals/signals-token';
import { signedBucket } from '../runtime-config/shopper-bucket';
import { countingRenderer } from '../testing/counting-renderer';
import type { RenderPage } from './server-rendering';

const INDEX =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Shop</title></head><body><div id=root></div></body></html>';
const LIVE: RuntimeConfig = {
  remotes: { mf_catalog: 'http://127.0.0.1:3001/mf-manifest.json' },
  builds: { mf_catalog: 'b1' },
};
const CANARY: RuntimeConfig = {
  remotes: { mf_catalog: 'http://127.0.0.1:3001/b2/mf-manifest.json' },
  builds: { mf_catalog: 'b2' },
};
const CACHE = { bytes: 1_000_000, freshMs: 60_000, staleMs: 60_000 };

const bed = shellTestBed(INDEX);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const shellWith = (renderPage: RenderPage, options: Partial<ShellServerOptions> = {}): Promise<FastifyInstance> =>
  bed.start({ runtimeConfig: LIVE, renderPage, renderBudgetMs: 200, renderCache: CACHE, ...options });

const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1];

describe('the render cache (decision 044)', () => {
  it('renders a page once and serves it again, each response with its own nonce in its CSP and its scripts', async () => {
    const { render, renders } = countingRenderer();
    const app = await shellWith(render);
    const first = await app.inject({ url: '/pc?page=2', headers: { cookie: 'locale=vi' } });
    const second = await app.inject({ url: '/pc?page=2', headers: { cookie: 'locale=vi' } });
    expect([first.headers['x-shop-render'], second.headers['x-shop-render']]).toEqual(['miss', 'hit']);
    expect(renders).toHaveLength(1);
    for (const response of [first, second]) {
      expect(response.body).toContain('<main>render 1</main>');
      const nonce = nonceOf(response.headers['content-security-policy']);
      expect(nonce).toMatch(/^[A-Za-z0-9+/=]{24}$/);
      // Every inline script carries the nonce this response's CSP allows, and no other.
      expect(response.body.match(/nonce="[^"]*"/g)).toEqual([`nonce="${nonce}"`]);
    }
    expect(nonceOf(first.headers['content-security-policy'])).not.toBe(
      nonceOf(second.headers['content-security-policy']),
    );
    // Each response still gets its own cookies: a new shopper is given a bucket on a kept page too.
    expect(String(second.headers['set-cookie'])).toContain('shop_bucket=');
  });

  it("gives each shopper, on a kept page too, a signals token of their own and nobody else's", async () => {
    const secret = 's'.repeat(32);
    const { render, renders } = countingRenderer();
    const app = await shellWith(render, { signals: { secret, forward: () => undefined } });
    const tokenFor = async (shopper: string) => {
      const cookie = `locale=en; shop_bucket=${signedBucket(secret, 99, shopper)}`;
      const answer = await app.inject({ url: '/pc', headers: { cookie } });
      const token = /"signalsToken":"([^"]+)"/.exec(answer.body)?.[1];
      return { outcome: answer.headers['x-shop-render'], claims: readSignalsToken(secret, token, Date.now()) };
    };
    const first = await tokenFor('shopperAAAAAAAAA');
    const second = await tokenFor('shopperBBBBBBBBB');
    expect([first.outcome, second.outcome]).toEqual(['miss', 'hit']);
    expect(renders).toHaveLength(1);
    expect(first.claims?.shopper).toBe('shopperAAAAAAAAA');
    expect(second.claims?.shopper).toBe('shopperBBBBBBBBB');
  });

  it('keys a page by its address, its variant (language, device, gate) and its builds', async () => {
    const { render, renders } = countingRenderer();
    // Buckets 0 … 9 have the canary's build; every other bucket the live one.
    const app = await shellWith(render, {
      runtimeConfig: (shopper) => ((shopper?.bucket ?? 99) < 10 ? CANARY : LIVE),
    });
    const page = (url: string, cookie: string) => app.inject({ url, headers: { cookie } });
    const outcomes = [
      await page('/pc', 'locale=en; shop_bucket=50.a'),
      await page('/pc', 'locale=en; shop_bucket=60.b'),
      await page('/pc', 'locale=vi; shop_bucket=60.b'),
      await page('/pc?page=2', 'locale=en; shop_bucket=60.b'),
      await page('/pc', 'locale=en; shop_bucket=5.c'),
      await page('/pc', 'locale=en; shop_bucket=7.d'),
    ].map((response) => response.headers['x-shop-render']);
    // Two buckets with the same builds share a page; a canary's shoppers never get the live build's.
    expect(outcomes).toEqual(['miss', 'hit', 'miss', 'miss', 'miss', 'hit']);
    expect(renders).toHaveLength(4);
  });

  it('keys a page by the public origin its head names too (decision 051)', async () => {
    const { render, renders } = countingRenderer();
    let config: RuntimeConfig = { ...LIVE, publicOrigin: 'https://old.example' };
    const app = await shellWith(render, { runtimeConfig: () => config });
    const outcome = async () =>
      (await app.inject({ url: '/pc', headers: { cookie: 'locale=en' } })).headers['x-shop-render'];
    expect([await outcome(), await outcome()]).toEqual(['miss', 'hit']);
    config = { ...LIVE, publicOrigin: 'https://shop.example' };
    expect(await outcome()).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it("never keeps a customer's page, a gated page, a preview's, or a page whose status is not 200", async () => {
    const customer = countingRenderer();
    const app = await shellWith(customer.render, { pageStatus: (path) => (path === '/missing' ? 404 : 200) });
    for (let i = 0; i < 2; i += 1) {
      const response = await app.inject({ url: '/pc', headers: { cookie: 'authorization=abc' } });
      expect(response.headers['x-shop-render']).toBe('bypass');
    }
    expect(customer.renders).toHaveLength(2);
    expect((await app.inject({ url: '/missing' })).headers['x-shop-render']).toBe('bypass');

    const gated = countingRenderer({ page: { gated: true } });
    const gatedApp = await shellWith(gated.render);
    const seen = [];
    for (let i = 0; i < 2; i += 1) {
      const response = await gatedApp.inject({ url: '/pc' });
      seen.push(response.headers['x-shop-render']);
      // The visitor who passed the gate is given their page.
      expect(response.body).toContain('<main>render');
    }
    expect(seen).toEqual(['miss', 'miss']);
    expect(gated.renders).toHaveLength(2);

    const preview = countingRenderer();
    const previewApp = await shellWith(preview.render, { runtimeConfig: { ...LIVE, preview: true } });
    expect((await previewApp.inject({ url: '/pc' })).headers['x-shop-render']).toBe('bypass');
    expect(preview.renders).toHaveLength(0);
  });

  it('serves a page stale while one render refreshes it, then the fresh one', async () => {
    const { render, renders } = countingRenderer({ delayMs: 20 });
    const app = await shellWith(render, { renderCache: { ...CACHE, freshMs: 150 } });
    await app.inject({ url: '/pc' });
    await wait(170);
    const stale = await Promise.all([1, 2, 3].map(() => app.inject({ url: '/pc' })));
    expect(stale.map((response) => response.headers['x-shop-render'])).toEqual(['stale', 'stale', 'stale']);
    for (const response of stale) expect(response.body).toContain('<main>render 1</main>');
    await wait(40);
    const fresh = await app.inject({ url: '/pc' });
    expect(fresh.headers['x-shop-render']).toBe('hit');
    expect(fresh.body).toContain('<main>render 2</main>');
    expect(renders).toHaveLength(2);
  });

  it("stops serving a stale page once a refresh gives none for everyone (the shop's gate shut)", async () => {
    let gives: 'page' | 'none' | 'gated' = 'page';
    const counting = countingRenderer();
    const render: RenderPage = Object.assign(
      async (...args: Parameters<RenderPage>) => {
        const page = await counting.render(...args);
        return gives === 'none' ? null : gives === 'gated' ? { ...page!, gated: true } : page;
      },
      { variantOf: counting.render.variantOf },
    );
    const app = await shellWith(render, { renderCache: { ...CACHE, freshMs: 20 } });
    for (const next of ['none', 'gated'] as const) {
      gives = 'page';
      await app.inject({ url: `/pc/${next}` });
      await wait(40);
      gives = next;
      expect((await app.inject({ url: `/pc/${next}` })).headers['x-shop-render']).toBe('stale');
      await wait(20);
      const after = await app.inject({ url: `/pc/${next}` });
      expect(after.headers['x-shop-render']).toBe('miss');
    }
  });

  it('does not serve a page past its stale time', async () => {
    const { render, renders } = countingRenderer();
    const app = await shellWith(render, { renderCache: { ...CACHE, freshMs: 10, staleMs: 10 } });
    await app.inject({ url: '/pc' });
    await wait(30);
    const response = await app.inject({ url: '/pc' });
    expect(response.headers['x-shop-render']).toBe('miss');
    expect(renders).toHaveLength(2);
  });

  it('lets a render over its budget finish in the background and fill the cache, once for all who asked', async () => {
    const { render, renders } = countingRenderer({ delayMs: 120 });
    const app = await shellWith(render, { renderBudgetMs: 30 });
    const late = await Promise.all([1, 2].map(() => app.inject({ url: '/pc' })));
    for (const response of late) {
      expect(response.headers['x-shop-render']).toBe('miss');
      expect(response.body).toContain('<div id=root></div>');
    }
    await wait(300);
    const next = await app.inject({ url: '/pc' });
    expect(next.headers['x-shop-render']).toBe('hit');
    expect(next.body).toContain('<main>render 1</main>');
    expect(renders).toHaveLength(1);
  });

  it('keeps nothing with 0 bytes, or for an app that says nothing of its variants', async () => {
    const off = countingRenderer();
    const app = await shellWith(off.render, { renderCache: { ...CACHE, bytes: 0 } });
    await app.inject({ url: '/pc' });
    expect((await app.inject({ url: '/pc' })).headers['x-shop-render']).toBe('bypass');
    expect(off.renders).toHaveLength(2);
    const plain = countingRenderer();
    const plainApp = await shellWith((...args: Parameters<RenderPage>) => plain.render(...args));
    await plainApp.inject({ url: '/pc' });
    expect((await plainApp.inject({ url: '/pc' })).headers['x-shop-render']).toBe('bypass');
    expect(plain.renders).toHaveLength(2);
  });
});
