import { SITEMAP_PAGE_MAX, listSitemapProducts, validateWebsitePassword } from '@shop/api/contract';
import { asVisitor, buildTestApp, type TestApp } from '../../test/helper';

type Entry = { id: number; updated_at: string };

describe('product.sitemap', () => {
  let t: TestApp;
  // One page more than the cap, so the cap is seen to cut a page short.
  beforeAll(async () => (t = await buildTestApp({ seedProducts: SITEMAP_PAGE_MAX + 7 })));
  afterAll(() => t.close());

  const page = (query: Record<string, unknown>) => asVisitor(t.app).get<Entry[]>('/shop-api/product/sitemap', query);

  it('walks the whole catalogue in id order by keyset pages, each id once, with its stored time', async () => {
    const seen: Entry[] = [];
    let after = 0;
    for (;;) {
      const res = await page({ after, limit: 3_000 });
      expect(res.body.code).toBe(0);
      if (res.body.data.length === 0) break;
      expect(res.body.data.length).toBeLessThanOrEqual(3_000);
      seen.push(...res.body.data);
      after = res.body.data.at(-1)!.id;
    }
    const stored = t.db.prepare('SELECT id, created_at AS updated_at FROM products ORDER BY id').all() as Entry[];
    expect(stored.length).toBe(SITEMAP_PAGE_MAX + 7);
    expect(seen).toEqual(stored);
    expect(Number.isNaN(Date.parse(seen[0]!.updated_at))).toBe(false);
  });

  it('caps a larger limit, and gives the cap when none is asked', async () => {
    expect((await page({ limit: 1_000_000 })).body.data).toHaveLength(SITEMAP_PAGE_MAX);
    const first = (await page({})).body.data;
    expect(first).toHaveLength(SITEMAP_PAGE_MAX);
    const rest = (await page({ after: first.at(-1)!.id })).body.data;
    expect(rest).toHaveLength(7);
    expect(rest[0]!.id).toBeGreaterThan(first.at(-1)!.id);
  });

  it('starts after the id given, and ends with an empty page', async () => {
    expect((await page({ after: 41, limit: 2 })).body.data.map((p) => p.id)).toEqual([42, 43]);
    const last = t.db.prepare('SELECT MAX(id) FROM products').pluck().get() as number;
    expect((await page({ after: last })).body).toMatchObject({ code: 0, data: [] });
  });

  it.each([{ limit: 0 }, { limit: -5 }, { limit: 'x' }, { after: -1 }, { after: '1.5' }])(
    'refuses a bad cursor or limit (%j)',
    async (query) => {
      expect((await page(query)).status).toBe(422);
    },
  );
});

describe('product.sitemap behind the shop password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'open-sesame' })));
  afterAll(() => t.close());

  it('is refused until the session passes the gate, like the catalogue', async () => {
    const client = asVisitor(t.app);
    const locked = await client.call(listSitemapProducts, { limit: 5 });
    expect(locked.status).toBe(423);
    await client.call(validateWebsitePassword, { password: 'open-sesame' });
    const open = await client.call(listSitemapProducts, { limit: 5 });
    expect(open.body.data).toHaveLength(5);
  });
});
