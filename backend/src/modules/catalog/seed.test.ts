import { testConfig } from '../../config';
import { migrate, openDatabase } from '../../db/database';
import { seedDatabase } from '../../seed';
import { HOSTILE_NAMES } from '../../test/hostile-names';
import { FIXED_NAMES } from './seed-data';

/** A freshly migrated and seeded database's catalogue tables, in id order. */
async function seededCatalogue(seedProducts: number) {
  const db = openDatabase(':memory:');
  migrate(db);
  await seedDatabase({ db, config: testConfig({ seedProducts }) });
  const all = (sql: string) => db.prepare(sql).all();
  const tables = {
    products: all('SELECT * FROM products ORDER BY id'),
    categories: all('SELECT * FROM categories ORDER BY id'),
    warehouses: all('SELECT * FROM warehouses ORDER BY id'),
    countries: all('SELECT * FROM countries ORDER BY code'),
    favorites: all('SELECT * FROM favorites ORDER BY user_id, product_id'),
  };
  db.close();
  return tables;
}

describe('catalogue seed', () => {
  it('gives identical rows on every run', async () => {
    const [first, second] = [await seededCatalogue(500), await seededCatalogue(500)];
    expect(first.products).toHaveLength(500);
    expect(second).toEqual(first);
  });

  it('keeps the first products the same whatever the catalogue size', async () => {
    // Stock and sales are left out: the order seed takes from them, and it sees the whole catalogue.
    const fixed = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), inventory: 0, sales_count: 0 }));
    const [small, large] = [await seededCatalogue(100), await seededCatalogue(500)];
    expect(fixed(large.products.slice(0, 100))).toEqual(fixed(small.products));
  });

  it('gives the fixed names to their ids, and sells out about one product in twelve', async () => {
    const { products, categories } = await seededCatalogue(500);
    const byId = new Map((products as { id: number; name: string; inventory: number }[]).map((p) => [p.id, p]));
    for (const [id, name] of FIXED_NAMES) expect(byId.get(id)?.name).toBe(name);
    // Filed under the category of the product they name.
    const tableware = (categories as { id: number; name_en: string }[]).find((c) => c.name_en === 'Tableware');
    expect((byId.get(21) as unknown as { category_id: number }).category_id).toBe(tableware?.id);
    const soldOut = [...byId.values()].filter((p) => p.inventory === 0).length;
    expect(soldOut).toBeGreaterThan(500 / 24);
    expect(soldOut).toBeLessThan(500 / 6);
  });

  it("names products as a real shop would: markup-like names are only in the tests' own data", async () => {
    const { products } = await seededCatalogue(500);
    const names = (products as { name: string }[]).map((p) => p.name);
    expect(names.filter((name) => /[<>"&]/.test(name))).toEqual([]);
    for (const [, hostile] of HOSTILE_NAMES) expect(names).not.toContain(hostile);
  });
});
