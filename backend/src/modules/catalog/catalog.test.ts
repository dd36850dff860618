import { migrate, openDatabase } from '../../db/database';
import { testConfig } from '../../config';
import { seedDatabase } from '../../seed';
import { asBuyer, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { PRODUCT_SORTS, type ProductSummary } from '@shop/api/contract';

interface Page {
  items: ProductSummary[];
  total: number;
  page: number;
  page_size: number;
}

describe('catalogue', () => {
  let t: TestApp;
  let visitor: TestClient;
  let buyer: TestClient;
  beforeAll(async () => {
    t = await buildTestApp();
    visitor = asVisitor(t.app);
    buyer = await asBuyer(t.app);
  });
  afterAll(() => t.close());

  const list = (client: TestClient, query: Record<string, unknown> = {}) =>
    client.get<Page>('/shop-api/product/list', { page_size: 100, ...query });

  it('never sends a price to a visitor, in lists or details', async () => {
    const res = await t.app.inject({ url: '/shop-api/product/list?page_size=100' });
    expect(res.body).not.toMatch(/"price"/);
    const detail = await t.app.inject({ url: '/shop-api/product/detail?id=5' });
    expect(detail.json().code).toBe(0);
    expect(detail.body).not.toMatch(/"price"/);
  });

  it('sends prices to customers', async () => {
    const res = await list(buyer);
    expect(res.body.data.items.every((p) => typeof p.price === 'number')).toBe(true);
    const detail = await buyer.get<{ price: number; is_favorite: boolean }>('/shop-api/product/detail', { id: 2 });
    expect(detail.body.data.price).toBeGreaterThan(0);
    expect(detail.body.data.is_favorite).toBe(true);
  });

  it('pages through all products with a total', async () => {
    const first = await list(visitor, { page: 1, page_size: 20 });
    const second = await list(visitor, { page: 2, page_size: 20 });
    expect(first.body.data.total).toBe(500);
    expect(first.body.data.items).toHaveLength(20);
    const ids = new Set([...first.body.data.items, ...second.body.data.items].map((p) => p.id));
    expect(ids.size).toBe(40);
  });

  it.each(PRODUCT_SORTS)('sorts by %s', async (sort) => {
    const items = (await list(buyer, { sort })).body.data.items;
    const key = sort.startsWith('newest') ? 'created_at' : sort.startsWith('sales') ? 'sales_count' : 'inventory';
    const values = items.map((p) => p[key] as string | number);
    const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(values).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
  });

  it('filters by department (with its sub-categories) and by sub-category', async () => {
    const department = (await list(visitor, { category_id: 1 })).body.data;
    const sub = (await list(visitor, { category_id: 2 })).body.data;
    expect(sub.total).toBeGreaterThan(0);
    expect(department.total).toBeGreaterThan(sub.total);
    const subIds = t.db.prepare('SELECT id FROM products WHERE category_id = 2').pluck().all();
    expect(sub.total).toBe(subIds.length);
  });

  it('filters by ship-from country and stock', async () => {
    const vn = (await list(visitor, { ship_from: 'VN' })).body.data;
    expect(vn.total).toBeGreaterThan(0);
    expect(vn.items.every((p) => p.ship_from === 'VN')).toBe(true);
    const inStock = (await list(visitor, { in_stock: 'true' })).body.data;
    expect(inStock.items.every((p) => p.in_stock && !p.sold_out)).toBe(true);
    expect(inStock.total).toBeLessThan(500);
  });

  it('filters by price range for customers only', async () => {
    const ranged = (await list(buyer, { price_min: 1000, price_max: 2000 })).body.data;
    expect(ranged.items.every((p) => p.price! >= 1000 && p.price! <= 2000)).toBe(true);
    expect(ranged.total).toBeLessThan(500);
    expect((await list(visitor, { price_min: 1000, price_max: 2000 })).body.data.total).toBe(500);
  });

  it('refuses a minimum above the maximum with the spec message', async () => {
    const res = await list(buyer, { price_min: 3000, price_max: 1000 });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('The lowest price cannot be higher than the highest price');
    expect(res.body.data).toMatchObject({ errors: { price_min: ['price_range_invalid'] } });
  });

  it('combines filters, sort and search', async () => {
    const res = await list(buyer, { category_id: 1, ship_from: 'CN', sort: 'sales_desc', q: 'phone' });
    for (const p of res.body.data.items) {
      expect(p.ship_from).toBe('CN');
      expect(`${p.name} ${p.sku}`.toLowerCase()).toContain('phone');
    }
  });

  it('searches names case-insensitively and SKUs by fragment', async () => {
    const byName = (await list(visitor, { q: 'CERAMIC mug' })).body.data;
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((p) => p.name.toLowerCase().includes('ceramic mug'))).toBe(true);
    const sku = t.db.prepare('SELECT sku FROM products WHERE id = 123').pluck().get() as string;
    const bySku = (await list(visitor, { q: sku.slice(-6) })).body.data;
    expect(bySku.items.map((p) => p.id)).toContain(123);
    const short = (await list(visitor, { q: 'Mu' })).body.data;
    expect(short.items.every((p) => `${p.name}${p.sku}`.toLowerCase().includes('mu'))).toBe(true);
    expect((await list(visitor, { q: 'zzzqqq' })).body.data.total).toBe(0);
    // Search syntax and wildcards are plain text.
    expect((await list(visitor, { q: '"OR" *' })).status).toBe(200);
    expect((await list(visitor, { q: '%' })).body.data.total).toBe(0);
  });

  it("returns markup-like names verbatim (escaping is the page's job)", async () => {
    const res = await visitor.get<{ name: string }>('/shop-api/product/detail', { id: 7 });
    expect(res.body.data.name).toBe('<script>alert("xss")</script> Party Balloons');
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    expect((await visitor.get('/shop-api/product/detail', { id: 999999 })).status).toBe(404);
    expect((await visitor.get('/shop-api/product/detail', { id: 'abc' })).status).toBe(422);
  });

  it('lists two levels of at least 30 categories, named per locale', async () => {
    const en = (await visitor.get<{ name: string; children: unknown[] }[]>('/shop-api/product/categories')).body.data;
    expect(en.length + en.reduce((n, d) => n + d.children.length, 0)).toBeGreaterThanOrEqual(30);
    expect(en.every((d) => d.children.length > 0)).toBe(true);
    const vi = (await visitor.get<{ name: string }[]>('/shop-api/product/categories', { locale: 'vi' })).body.data;
    expect(vi[0]?.name).toBe('Điện tử');
  });

  it('lists at least five ship-from countries with counts', async () => {
    const res = await visitor.get<{ code: string; product_count: number }[]>('/shop-api/product/ship-from-countries');
    expect(res.body.data.length).toBeGreaterThanOrEqual(5);
    expect(res.body.data.reduce((n, c) => n + c.product_count, 0)).toBe(500);
  });

  it('serves generated product images, escaped, with long caching', async () => {
    const res = await t.app.inject({ url: '/uploads/products/7-1.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).not.toContain('<script');
    expect((await t.app.inject({ url: '/uploads/products/7-9.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/products/999999-1.svg' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/products/..%2Fx.svg' })).statusCode).toBe(404);
  });
});

describe('catalogue seed', () => {
  it('is the same on every run', async () => {
    const rows = async () => {
      const db = openDatabase(':memory:');
      migrate(db);
      await seedDatabase({ db, config: testConfig() });
      const all = db.prepare('SELECT * FROM products ORDER BY id').all();
      db.close();
      return all;
    };
    expect(await rows()).toEqual(await rows());
  });
});
