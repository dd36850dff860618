import { PRODUCT_SORTS, type ProductDetail, type ProductSummary } from '@shop/api/contract';
import { asBuyer, asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithHostileNames, HOSTILE_NAMES } from '../../test/hostile-names';
import { DEMO_FAVORITE_IDS } from './seed';

interface Page {
  items: ProductSummary[];
  total: number;
  page: number;
  page_size: number;
}

type Category = { id: number; name: string; children: { id: number; name: string }[] };

const SORT_KEY = { newest: 'created_at', sales: 'sales_count', inventory: 'inventory' } as const;

/** Checks that items follow the sort: by key in its direction, then by id in the same direction. */
function expectSorted(items: ProductSummary[], sort: string): void {
  const key = SORT_KEY[sort.split('_')[0] as keyof typeof SORT_KEY];
  const sign = sort.endsWith('_desc') ? -1 : 1;
  for (let i = 1; i < items.length; i++) {
    const [a, b] = [items[i - 1]!, items[i]!];
    const byKey = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    const order = byKey !== 0 ? byKey : a.id - b.id;
    expect(order * sign).toBeLessThan(0);
  }
}

describe('product.list', () => {
  let t: TestApp;
  let visitor: TestClient;
  let buyer: TestClient;
  beforeAll(async () => {
    t = await appWithHostileNames();
    visitor = asVisitor(t.app);
    buyer = await asBuyer(t.app);
  });
  afterAll(() => t.close());

  const list = (client: TestClient, query: Record<string, unknown> = {}) =>
    client.get<Page>('/shop-api/product/list', { page_size: 100, ...query });
  const ids = (sql: string, ...params: unknown[]) =>
    t.db
      .prepare(sql)
      .pluck()
      .all(...params) as number[];

  describe('prices', () => {
    const visitorCalls: Record<string, unknown>[] = [
      {},
      ...PRODUCT_SORTS.map((sort) => ({ sort })),
      { category_id: 1, ship_from: 'CN', in_stock: 'true' },
      { q: 'mug' },
      { q: 'e' },
      { price_min: 100, price_max: 9000 },
    ];

    it.each(visitorCalls)('are not in the raw list JSON for a visitor (%j)', async (query) => {
      const search = new URLSearchParams({ page_size: '100', ...query } as Record<string, string>);
      const res = await t.app.inject({ url: `/shop-api/product/list?${search}` });
      expect(res.json()).toMatchObject({ code: 0 });
      expect(res.json().data.items.length).toBeGreaterThan(0);
      expect(res.body).not.toMatch(/"price"/);
    });

    it('are not in the raw detail JSON for a visitor, for any product', async () => {
      for (const id of [1, 2, 5, 7, 13, 21, 34, 50, 123, 500]) {
        const res = await t.app.inject({ url: `/shop-api/product/detail?id=${id}` });
        expect(res.json().code).toBe(0);
        expect(res.body).not.toMatch(/"price"/);
      }
    });

    it('are in every product for a customer, in lists and details', async () => {
      const items = (await list(buyer)).body.data.items;
      expect(items.every((p) => Number.isInteger(p.price) && p.price! >= 0)).toBe(true);
      const stored = t.db.prepare('SELECT price FROM products WHERE id = ?').pluck();
      expect(items[0]!.price).toBe(stored.get(items[0]!.id));
      const detail = (await buyer.get<ProductDetail>('/shop-api/product/detail', { id: 5 })).body.data;
      expect(detail.price).toBe(stored.get(5));
    });

    it("ignore a visitor's price range, so prices cannot be probed", async () => {
      const all = (await list(visitor)).body.data.total;
      expect((await list(visitor, { price_min: 1000, price_max: 1001 })).body.data.total).toBe(all);
    });

    it('filter a customer’s list by range, bounds included', async () => {
      const ranged = (await list(buyer, { price_min: 1000, price_max: 2000 })).body.data;
      expect(ranged.items.every((p) => p.price! >= 1000 && p.price! <= 2000)).toBe(true);
      expect(ranged.total).toBe(ids('SELECT id FROM products WHERE price BETWEEN 1000 AND 2000').length);
      const price = t.db.prepare('SELECT price FROM products WHERE id = 9').pluck().get() as number;
      const exact = (await list(buyer, { price_min: price, price_max: price })).body.data;
      expect(exact.items.map((p) => p.id)).toContain(9);
      expect(exact.items.every((p) => p.price === price)).toBe(true);
      expect((await list(buyer, { price_min: 5000 })).body.data.items.every((p) => p.price! >= 5000)).toBe(true);
      expect((await list(buyer, { price_max: 500 })).body.data.items.every((p) => p.price! <= 500)).toBe(true);
    });

    it('refuse a lowest price above the highest, on price_min, with the spec text', async () => {
      const res = await list(buyer, { price_min: 3000, price_max: 1000 });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
      expect(res.body.msg).toBe('The lowest price cannot be higher than the highest price');
      expect(res.body.data).toMatchObject({ errors: { price_min: ['price_range_invalid'] } });
      expect((await list(visitor, { price_min: 3000, price_max: 1000 })).status).toBe(422);
    });

    it('refuse a negative or non-numeric price', async () => {
      const res = await list(buyer, { price_min: -1, price_max: 'ten' });
      expect(res.status).toBe(422);
      expect(res.body.data).toMatchObject({ errors: { price_min: ['price_invalid'], price_max: ['price_invalid'] } });
    });
  });

  describe('filters', () => {
    it('by department, which includes its sub-categories', async () => {
      const department = (await list(visitor, { category_id: 1 })).body.data;
      const expected = ids(
        'SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id WHERE c.parent_id = 1',
      );
      expect(department.total).toBe(expected.length);
      expect(department.total).toBeGreaterThan(0);
      expect(department.items.every((p) => expected.includes(p.id))).toBe(true);
    });

    it('by sub-category', async () => {
      const sub = (await list(visitor, { category_id: 2 })).body.data;
      const expected = ids('SELECT id FROM products WHERE category_id = 2');
      expect(sub.total).toBe(expected.length);
      expect(sub.items.every((p) => expected.includes(p.id))).toBe(true);
      expect(sub.total).toBeLessThan((await list(visitor, { category_id: 1 })).body.data.total);
    });

    it('by an unknown category: nothing', async () => {
      expect((await list(visitor, { category_id: 9999 })).body.data).toMatchObject({ items: [], total: 0 });
    });

    it('by ship-from country', async () => {
      const vn = (await list(visitor, { ship_from: 'VN' })).body.data;
      expect(vn.total).toBe(ids("SELECT id FROM products WHERE ship_from = 'VN'").length);
      expect(vn.items.every((p) => p.ship_from === 'VN')).toBe(true);
      expect((await list(visitor, { ship_from: 'NZ' })).body.data.total).toBe(0);
      expect((await list(visitor, { ship_from: 'vietnam' })).status).toBe(422);
    });

    it('by stock: sold-out products left out', async () => {
      const all = (await list(visitor)).body.data.total;
      const soldOut = ids('SELECT id FROM products WHERE inventory = 0');
      expect(soldOut.length).toBeGreaterThan(0);
      const inStock = (await list(visitor, { in_stock: 'true' })).body.data;
      expect(inStock.total).toBe(all - soldOut.length);
      expect(inStock.items.every((p) => p.in_stock && !p.sold_out && p.inventory > 0)).toBe(true);
      expect((await list(visitor, { in_stock: 'false' })).body.data.total).toBe(all);
      expect((await list(visitor, { in_stock: 'maybe' })).body.data).toMatchObject({
        errors: { in_stock: ['invalid_value'] },
      });
    });

    it('marks sold-out products', async () => {
      const id = ids('SELECT id FROM products WHERE inventory = 0 ORDER BY id LIMIT 1')[0]!;
      const detail = (await visitor.get<ProductDetail>('/shop-api/product/detail', { id })).body.data;
      expect(detail).toMatchObject({ inventory: 0, in_stock: false, sold_out: true });
    });

    it('combined, with a sort and a search', async () => {
      const query = { category_id: 1, ship_from: 'CN', price_min: 500, price_max: 8000, in_stock: 'true', q: 'phone' };
      const res = (await list(buyer, { ...query, sort: 'sales_desc' })).body.data;
      const expected = ids(
        `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
         WHERE c.parent_id = 1 AND p.ship_from = 'CN' AND p.price BETWEEN 500 AND 8000 AND p.inventory > 0
           AND (lower(p.name) LIKE '%phone%' OR lower(p.sku) LIKE '%phone%')
         ORDER BY p.sales_count DESC, p.id DESC`,
      );
      expect(expected.length).toBeGreaterThan(1);
      expect(res.total).toBe(expected.length);
      expect(res.items.map((p) => p.id)).toEqual(expected.slice(0, 100));
    });
  });

  describe('sorts', () => {
    it.each(PRODUCT_SORTS)('%s orders the whole list by its key, ties by id', async (sort) => {
      const first = (await list(buyer, { sort, page_size: 100 })).body.data.items;
      const second = (await list(buyer, { sort, page_size: 100, page: 2 })).body.data.items;
      expectSorted([...first, ...second], sort);
    });

    it.each(PRODUCT_SORTS)('%s also orders a filtered list', async (sort) => {
      const items = (await list(buyer, { sort, category_id: 6, in_stock: 'true' })).body.data.items;
      expect(items.length).toBeGreaterThan(5);
      expectSorted(items, sort);
    });

    it('defaults to newest first', async () => {
      const items = (await list(visitor, { page_size: 30 })).body.data.items;
      expectSorted(items, 'newest_desc');
    });

    it('refuses an unknown sort', async () => {
      expect((await list(visitor, { sort: 'price_asc' })).status).toBe(422);
    });
  });

  describe('search', () => {
    it('matches the name as a case-insensitive substring', async () => {
      const res = (await list(visitor, { q: 'CERAMIC mug' })).body.data;
      expect(res.total).toBeGreaterThan(0);
      expect(res.total).toBe(ids("SELECT id FROM products WHERE lower(name) LIKE '%ceramic mug%'").length);
      expect(res.items.every((p) => p.name.toLowerCase().includes('ceramic mug'))).toBe(true);
      // Inside a word too: a substring, not a word prefix.
      const inside = (await list(visitor, { q: 'eramic' })).body.data.total;
      expect(inside).toBe(ids("SELECT id FROM products WHERE lower(name) LIKE '%eramic%'").length);
      expect(inside).toBeGreaterThanOrEqual(res.total);
    });

    it('matches any fragment of the SKU', async () => {
      const sku = t.db.prepare('SELECT sku FROM products WHERE id = 123').pluck().get() as string;
      for (const fragment of [sku, sku.slice(-6), sku.slice(-4), sku.slice(3, 8), sku.toLowerCase()]) {
        const res = (await list(visitor, { q: fragment })).body.data;
        expect(res.items.map((p) => p.id)).toContain(123);
        expect(res.items.every((p) => `${p.name}|${p.sku}`.toLowerCase().includes(fragment.toLowerCase()))).toBe(true);
      }
      expect((await list(visitor, { q: sku })).body.data.total).toBe(1);
    });

    it.each(['e', 'Mu', '12', '-'])('matches one- and two-character searches (%j) too', async (q) => {
      const res = (await list(visitor, { q })).body.data;
      const expected = ids(
        'SELECT id FROM products WHERE instr(lower(name), ?) > 0 OR instr(lower(sku), ?) > 0',
        q.toLowerCase(),
        q.toLowerCase(),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(res.total).toBe(expected.length);
      expect(res.items.every((p) => expected.includes(p.id))).toBe(true);
    });

    it('trims the search and treats an empty one as none', async () => {
      const all = (await list(visitor)).body.data.total;
      expect((await list(visitor, { q: '   ' })).body.data.total).toBe(all);
      expect((await list(visitor, { q: '  ceramic mug ' })).body.data.total).toBe(
        (await list(visitor, { q: 'ceramic mug' })).body.data.total,
      );
    });

    it('takes search syntax and wildcards as plain text', async () => {
      expect((await list(visitor, { q: 'zzzqqq' })).body.data.total).toBe(0);
      for (const q of ['"OR" *', 'mug OR cable', 'NEAR(a b)', '"', '%', '_', '%%', 'a_b', '\\']) {
        const res = await list(visitor, { q });
        expect(res.status).toBe(200);
        expect(res.body.data.items.every((p) => `${p.name}${p.sku}`.toLowerCase().includes(q.toLowerCase()))).toBe(
          true,
        );
      }
      expect((await list(visitor, { q: '%' })).body.data.total).toBe(0);
      expect((await list(visitor, { q: 'x'.repeat(101) })).status).toBe(422);
    });

    it('finds names that look like markup, by their text', async () => {
      const res = (await list(visitor, { q: '<script>' })).body.data;
      expect(res.items.map((p) => p.id)).toEqual([7]);
    });
  });

  describe('pages', () => {
    it('split the list without overlap and give the total of all matches', async () => {
      const total = t.db.prepare('SELECT COUNT(*) FROM products').pluck().get() as number;
      const seen: number[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = (await list(visitor, { page, page_size: 20 })).body.data;
        expect(res).toMatchObject({ page, page_size: 20, total });
        expect(res.items).toHaveLength(20);
        seen.push(...res.items.map((p) => p.id));
      }
      expect(new Set(seen).size).toBe(80);
    });

    it('end with a short last page, then empty pages that still tell the total', async () => {
      const total = ids('SELECT id FROM products WHERE category_id = 2').length;
      const last = Math.ceil(total / 7);
      const lastPage = (await list(visitor, { category_id: 2, page_size: 7, page: last })).body.data;
      expect(lastPage.items).toHaveLength(total - (last - 1) * 7);
      const beyond = (await list(visitor, { category_id: 2, page_size: 7, page: last + 1 })).body.data;
      expect(beyond).toMatchObject({ items: [], total });
    });

    it('are at most 100 products', async () => {
      expect((await list(visitor, { page_size: 100 })).body.data.items).toHaveLength(100);
      expect((await list(visitor, { page_size: 101 })).status).toBe(422);
      expect((await list(visitor, { page: 0 })).status).toBe(422);
    });

    it('default to the first page of 20', async () => {
      const res = (await visitor.get<Page>('/shop-api/product/list')).body.data;
      expect(res).toMatchObject({ page: 1, page_size: 20 });
      expect(res.items).toHaveLength(20);
    });
  });

  it('sends each product with its first picture and flags', async () => {
    const [item] = (await list(visitor, { page_size: 1 })).body.data.items;
    expect(item).toMatchObject({ image_url: `/uploads/products/${item!.id}-1.svg` });
    expect(item!.in_stock).toBe(item!.inventory > 0);
    expect(item!.sold_out).toBe(item!.inventory === 0);
    expect(new Date(item!.created_at).toISOString()).toBe(item!.created_at);
  });
});

describe('product.detail', () => {
  let t: TestApp;
  beforeAll(async () => (t = await appWithHostileNames()));
  afterAll(() => t.close());

  const detail = (client: TestClient, query: Record<string, unknown>) =>
    client.get<ProductDetail>('/shop-api/product/detail', query);

  it('gives the gallery, category with its department, warehouse and weight', async () => {
    const row = t.db
      .prepare(
        `SELECT p.*, w.name AS warehouse_name, c.parent_id FROM products p
         JOIN warehouses w ON w.id = p.warehouse_id JOIN categories c ON c.id = p.category_id WHERE p.id = 40`,
      )
      .get() as {
      sku: string;
      description: string;
      weight_grams: number;
      warehouse_name: string;
      ship_from: string;
      category_id: number;
      parent_id: number;
      image_count: number;
    };
    const res = (await detail(asVisitor(t.app), { id: 40 })).body.data;
    expect(res).toMatchObject({
      id: 40,
      sku: row.sku,
      description: row.description,
      weight_grams: row.weight_grams,
      warehouse: { name: row.warehouse_name, country: row.ship_from },
      category: { id: row.category_id, parent: { id: row.parent_id } },
      is_favorite: false,
    });
    expect(res.images).toEqual(Array.from({ length: row.image_count }, (_, i) => `/uploads/products/40-${i + 1}.svg`));
    expect(res.image_url).toBe(res.images[0]);
  });

  it('names the category in the asked locale', async () => {
    const en = (await detail(asVisitor(t.app), { id: 40 })).body.data.category;
    const vi = (await detail(asVisitor(t.app), { id: 40, locale: 'vi' })).body.data.category;
    expect(vi.id).toBe(en.id);
    expect(vi.name).not.toBe(en.name);
    expect(vi.parent!.name).not.toBe(en.parent!.name);
  });

  it('tells a customer which products are their favorites, and nobody else', async () => {
    const favorite = DEMO_FAVORITE_IDS[0]!;
    expect((await detail(await asBuyer(t.app), { id: favorite })).body.data.is_favorite).toBe(true);
    expect((await detail(await asBuyer(t.app), { id: 40 })).body.data.is_favorite).toBe(false);
    expect((await detail(await asOther(t.app), { id: favorite })).body.data.is_favorite).toBe(false);
    expect((await detail(asVisitor(t.app), { id: favorite })).body.data.is_favorite).toBe(false);
  });

  it('answers 404 for an unknown product and 422 for a malformed id', async () => {
    const visitor = asVisitor(t.app);
    expect((await detail(visitor, { id: 999999 })).status).toBe(404);
    expect((await detail(visitor, { id: 999999 })).body.code).toBe(404);
    expect((await detail(visitor, { id: 'abc' })).status).toBe(422);
    expect((await detail(visitor, { id: 0 })).status).toBe(422);
    expect((await visitor.get('/shop-api/product/detail')).status).toBe(422);
  });

  it.each(HOSTILE_NAMES)('returns the markup-like name of product %i verbatim', async (id, name) => {
    expect((await detail(asVisitor(t.app), { id })).body.data.name).toBe(name);
    const listed = await asVisitor(t.app).get<Page>('/shop-api/product/list', { q: name.slice(0, 30) });
    expect(listed.body.data.items.find((p) => p.id === id)?.name).toBe(name);
  });
});

describe('product.categories and product.countries', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('lists at least 30 categories in two levels, in display order', async () => {
    const tree = (await asVisitor(t.app).get<Category[]>('/shop-api/product/categories')).body.data;
    const all = tree.flatMap((d) => [d, ...d.children]);
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(new Set(all.map((c) => c.id)).size).toBe(all.length);
    expect(tree.every((d) => d.children.length > 0)).toBe(true);
    expect(tree.every((d) => d.children.every((c) => !('children' in c)))).toBe(true);
    expect(tree[0]).toMatchObject({ name: 'Electronics', children: [{ name: 'Phone Accessories' }, {}, {}, {}] });
  });

  it('names categories in Vietnamese when asked', async () => {
    const tree = (await asVisitor(t.app).get<Category[]>('/shop-api/product/categories', { locale: 'vi' })).body.data;
    expect(tree[0]).toMatchObject({ name: 'Điện tử', children: [{ name: 'Phụ kiện điện thoại' }, {}, {}, {}] });
    expect((await asVisitor(t.app).get('/shop-api/product/categories', { locale: 'fr' })).status).toBe(422);
  });

  it('lists the ship-from countries only, with their product counts', async () => {
    type Country = { code: string; name: string; product_count: number };
    const countries = (await asVisitor(t.app).get<Country[]>('/shop-api/product/ship-from-countries')).body.data;
    expect(countries.length).toBeGreaterThanOrEqual(5);
    const counts = t.db.prepare('SELECT ship_from, COUNT(*) AS n FROM products GROUP BY ship_from').all() as {
      ship_from: string;
      n: number;
    }[];
    expect(Object.fromEntries(countries.map((c) => [c.code, c.product_count]))).toEqual(
      Object.fromEntries(counts.map((c) => [c.ship_from, c.n])),
    );
    expect(countries.find((c) => c.code === 'VN')?.name).toBe('Vietnam');
    const vi = (await asVisitor(t.app).get<Country[]>('/shop-api/product/ship-from-countries', { locale: 'vi' })).body
      .data;
    expect(vi.find((c) => c.code === 'VN')?.name).toBe('Việt Nam');
  });
});
