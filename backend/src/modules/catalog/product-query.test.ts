import { PRODUCT_SORTS, type ProductSort, type ProductSummary } from '@shop/api/contract';
import { asBuyer, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { choosePlan, countQuery, orderBy, whereClause, type ListPlan, type ProductFilters } from './product-query';

interface Stored {
  id: number;
  sku: string;
  name: string;
  price: number;
  inventory: number;
  sales_count: number;
  ship_from: string;
  created_at: string;
  category_id: number;
  parent_id: number;
}

interface Query {
  category_id?: number;
  ship_from?: string;
  price_min?: number;
  price_max?: number;
  in_stock?: boolean;
  q?: string;
}

/** The list's rules written plainly, to hold the SQL to. */
function expected(rows: Stored[], query: Query, sort: ProductSort): number[] {
  const key = { newest: 'created_at', sales: 'sales_count', inventory: 'inventory' }[sort.split('_')[0]!] as
    'created_at' | 'sales_count' | 'inventory';
  const sign = sort.endsWith('_desc') ? -1 : 1;
  const q = query.q?.trim().toLowerCase();
  return rows
    .filter(
      (p) =>
        (query.category_id === undefined || p.category_id === query.category_id || p.parent_id === query.category_id) &&
        (query.ship_from === undefined || p.ship_from === query.ship_from) &&
        (query.price_min === undefined || p.price >= query.price_min) &&
        (query.price_max === undefined || p.price <= query.price_max) &&
        (!query.in_stock || p.inventory > 0) &&
        (!q || p.name.toLowerCase().includes(q) || p.sku.toLowerCase().includes(q)),
    )
    .sort((a, b) => sign * (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : a.id - b.id))
    .map((p) => p.id);
}

const QUERIES: Query[] = [
  {},
  { category_id: 1 },
  { category_id: 7 },
  { ship_from: 'CN' },
  { price_min: 2000, price_max: 6000 },
  { in_stock: true },
  { category_id: 11, ship_from: 'VN', in_stock: true },
  { category_id: 16, price_min: 500, price_max: 9000, ship_from: 'CN' },
  { q: 'mug' },
  { q: 'premium', in_stock: true, price_min: 1000 },
  { q: 'LW-0' },
  { q: '000' },
  { q: 'a' },
  { q: 'ue', ship_from: 'US' },
];

describe('choosePlan', () => {
  const size = 100_000;

  it('reads the matches and sorts them when few products match', () => {
    expect(choosePlan({ ship_from: 'VN' }, { total: 10, wanted: 20, catalogueSize: size })).toBe('by-filter');
    expect(choosePlan({ q: 'mug' }, { total: 500, wanted: 20, catalogueSize: size })).toBe('by-filter');
  });

  it('walks the sort index when many match, unless the page is deep', () => {
    expect(choosePlan({}, { total: size, wanted: 20, catalogueSize: size })).toBe('by-sort');
    expect(choosePlan({}, { total: size, wanted: size, catalogueSize: size })).toBe('by-sort');
    expect(choosePlan({ category_ids: [2] }, { total: 5_000, wanted: 20, catalogueSize: size })).toBe('by-sort');
    expect(choosePlan({ category_ids: [2] }, { total: 5_000, wanted: 5_000, catalogueSize: size })).toBe('by-filter');
  });

  it('walks the sort index for a short search unless it matches very few, as finding them reads every row', () => {
    expect(choosePlan({ q: 'mu' }, { total: 800, wanted: 20, catalogueSize: size })).toBe('by-sort');
    expect(choosePlan({ q: 'zq' }, { total: 20, wanted: 20, catalogueSize: size })).toBe('by-filter');
    // With an indexed filter as well, the matches are found through that index.
    expect(choosePlan({ q: 'mu', category_ids: [2] }, { total: 800, wanted: 20, catalogueSize: size })).toBe(
      'by-filter',
    );
  });
});

describe('the list SQL', () => {
  let t: TestApp;
  let rows: Stored[];
  beforeAll(async () => {
    t = await buildTestApp();
    rows = t.db
      .prepare(
        `SELECT p.id, p.sku, p.name, p.price, p.inventory, p.sales_count, p.ship_from, p.created_at, p.category_id,
           c.parent_id FROM products p JOIN categories c ON c.id = p.category_id`,
      )
      .all() as Stored[];
  });
  afterAll(() => t.close());

  const filtersOf = ({ category_id, ...rest }: Query): ProductFilters => ({
    ...rest,
    category_ids:
      category_id === undefined
        ? undefined
        : (t.db
            .prepare('SELECT id FROM categories WHERE id = ? OR parent_id = ?')
            .pluck()
            .all(category_id, category_id) as number[]),
  });

  const run = (query: Query, sort: ProductSort, plan: ListPlan) => {
    const where = whereClause(filtersOf(query), plan, sort);
    return t.db
      .prepare(`SELECT p.id FROM products p ${where.sql} ORDER BY ${orderBy(sort, plan)}`)
      .pluck()
      .all(...where.params) as number[];
  };

  it.each(PRODUCT_SORTS)('gives the same products in the same order under both plans, sorted %s', (sort) => {
    for (const query of QUERIES) {
      const want = expected(rows, query, sort);
      expect(run(query, sort, 'by-filter')).toEqual(want);
      expect(run(query, sort, 'by-sort')).toEqual(want);
    }
  });

  it.each(PRODUCT_SORTS)('pages through the route exactly as the rules say, sorted %s', async (sort) => {
    const buyer: TestClient = await asBuyer(t.app);
    for (const query of QUERIES) {
      const want = expected(rows, query, sort);
      for (const page of [1, 2, 7]) {
        const res = await buyer.get<{ items: ProductSummary[]; total: number }>('/shop-api/product/list', {
          ...query,
          sort,
          page,
          page_size: 9,
        });
        expect(res.body.data.total).toBe(want.length);
        expect(res.body.data.items.map((p) => p.id)).toEqual(want.slice((page - 1) * 9, page * 9));
      }
    }
  });

  describe('query plans', () => {
    const plan = (sql: string, params: unknown[]) =>
      (t.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[])
        .map((row) => row.detail)
        .join(' | ');
    const listPlan = (query: Query, sort: ProductSort, mode: ListPlan) => {
      const where = whereClause(filtersOf(query), mode, sort);
      return plan(`SELECT p.id FROM products p ${where.sql} ORDER BY ${orderBy(sort, mode)} LIMIT 20`, where.params);
    };
    const countPlan = (query: Query) => {
      const count = countQuery(filtersOf(query));
      return plan(count.sql, count.params);
    };
    const mixed: Query = { category_id: 1, ship_from: 'CN', price_min: 100, price_max: 900, in_stock: true };

    it('walks the sort key’s index without sorting in the by-sort plan, whatever the filters', () => {
      expect(listPlan(mixed, 'sales_desc', 'by-sort')).toMatch(/^SCAN p USING COVERING INDEX products_sales$/);
      expect(listPlan(mixed, 'newest_asc', 'by-sort')).toMatch(/^SCAN p USING COVERING INDEX products_created$/);
      expect(listPlan({ in_stock: true }, 'inventory_asc', 'by-sort')).toMatch(
        /^SEARCH p USING COVERING INDEX products_inventory \(inventory>\?\)$/,
      );
    });

    it('sorts only index entries of the matches in the by-filter plan', () => {
      const byFilter = listPlan(mixed, 'sales_desc', 'by-filter');
      expect(byFilter).toMatch(
        /COVERING INDEX products_category \(category_id=\? AND ship_from=\? AND price>\? AND price<\?\)/,
      );
      expect(byFilter).toMatch(/TEMP B-TREE FOR ORDER BY/);
      expect(listPlan({ q: 'mug' }, 'newest_desc', 'by-filter')).toMatch(/products_search VIRTUAL TABLE/);
    });

    it.each<Query>([
      mixed,
      { category_id: 2 },
      { ship_from: 'VN', price_min: 5 },
      { price_min: 5, price_max: 800 },
      { price_min: 5, in_stock: true },
      { in_stock: true },
    ])('counts the total from an index alone (%j)', (query) => {
      expect(countPlan(query)).toMatch(/^SEARCH p USING COVERING INDEX products_\w+ \([^)]*\)$/);
    });

    it('counts a search alone in the search index, and a short one from the name and SKU index', () => {
      expect(countPlan({ q: 'mug' })).toMatch(/^SCAN products_search VIRTUAL TABLE INDEX \d+:\w*$/);
      expect(countPlan({ q: 'mu' })).toBe('SCAN p USING COVERING INDEX products_text');
    });
  });
});

describe('the search index', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  const search = async (q: string) =>
    (await (await asBuyer(t.app)).get<{ items: ProductSummary[]; total: number }>('/shop-api/product/list', { q })).body
      .data;

  it('follows renamed, added and deleted products', async () => {
    t.db.prepare("UPDATE products SET name = 'Quokka Lantern' WHERE id = 44").run();
    expect((await search('quokka')).items.map((p) => p.id)).toEqual([44]);
    t.db
      .prepare(
        `INSERT INTO products (id, sku, name, description, category_id, price, inventory, warehouse_id, ship_from, created_at)
         SELECT 9001, 'ZX-99-009001', 'Quokka Kite', description, category_id, price, inventory, warehouse_id, ship_from,
           created_at FROM products WHERE id = 44`,
      )
      .run();
    expect((await search('quokka')).total).toBe(2);
    expect((await search('zx-99')).items.map((p) => p.id)).toEqual([9001]);
    t.db.prepare('DELETE FROM products WHERE id = 9001').run();
    expect((await search('quokka')).items.map((p) => p.id)).toEqual([44]);
    expect((await search('zx-99')).total).toBe(0);
  });
});
