import type { SeedContext } from '../../seed';
import { createRng, DAY_MS, SEED_EPOCH } from '../../seed/rng';
import { ADJECTIVES, CATEGORIES, COLOURS, COUNTRIES, FIXED_NAMES, WAREHOUSES } from './seed-data';
import { nowIso } from '../../db/database';
import { DEMO_USER, OTHER_USER } from '../auth/seed';

/** Ids of products the demo customer has as favorites (also used by other seeds and tests). */
export const DEMO_FAVORITE_IDS = [2, 5, 9, 16, 28];

export function seedCatalog({ db, config }: SeedContext): void {
  const rng = createRng(0xca7a10);
  const insertCountry = db.prepare(
    'INSERT INTO countries (code, name_en, name_vi, area_code, ships_to) VALUES (?, ?, ?, ?, ?)',
  );
  for (const [code, en, vi, area, ships] of COUNTRIES) insertCountry.run(code, en, vi, area, ships ? 1 : 0);

  const insertWarehouse = db.prepare(
    'INSERT INTO warehouses (id, code, name, country_code, address, contact_person, phone, post_code) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  WAREHOUSES.forEach((w, i) =>
    insertWarehouse.run(i + 1, w.code, w.name, w.country, w.address, w.contact, w.phone, w.postCode),
  );

  const insertCategory = db.prepare(
    'INSERT INTO categories (id, parent_id, name_en, name_vi, position) VALUES (?, ?, ?, ?, ?)',
  );
  const leaves: { id: number; nouns: readonly string[] }[] = [];
  let categoryId = 0;
  CATEGORIES.forEach(([en, vi, subs], i) => {
    const parentId = ++categoryId;
    insertCategory.run(parentId, null, en, vi, i + 1);
    subs.forEach(([subEn, subVi, nouns], j) => {
      const id = ++categoryId;
      insertCategory.run(id, parentId, subEn, subVi, j + 1);
      leaves.push({ id, nouns });
    });
  });

  const fixed = new Map(FIXED_NAMES);
  const leafOfNoun = new Map(leaves.flatMap((leaf) => leaf.nouns.map((noun) => [noun, leaf] as const)));
  const insertProduct = db.prepare(
    `INSERT INTO products (id, sku, name, description, category_id, price, inventory, sales_count, warehouse_id, ship_from,
       image_count, weight_grams, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (let id = 1; id <= config.seedProducts; id++) {
    let leaf = rng.pick(leaves);
    let noun = rng.pick(leaf.nouns);
    const fixedName = fixed.get(id);
    // A fixed name ends with a real product noun: file it under that noun's category so the page reads right (the
    // picks above still happen, so every other product stays the same).
    const fixedNoun = fixedName && [...leafOfNoun.keys()].find((known) => fixedName.endsWith(known));
    if (fixedNoun) [leaf, noun] = [leafOfNoun.get(fixedNoun)!, fixedNoun];
    const name = fixedName ?? `${rng.pick(ADJECTIVES)} ${noun} - ${rng.pick(COLOURS)}`;
    const warehouseIndex = rng.int(0, WAREHOUSES.length - 1);
    const warehouse = WAREHOUSES[warehouseIndex]!;
    // About one product in twelve is sold out.
    const inventory = rng.chance(1 / 12) ? 0 : rng.int(1, 5000);
    const price = rng.int(1, 400) * 25 + rng.pick([0, 0, 0, 99, 49]);
    insertProduct.run(
      id,
      `LW-${String(leaf.id).padStart(2, '0')}-${String(id).padStart(6, '0')}`,
      name,
      `${noun} for wholesale buyers. Minimum order 1 unit; ships from ${warehouse.name}.`,
      leaf.id,
      price,
      inventory,
      rng.int(0, 20000),
      warehouseIndex + 1,
      warehouse.country,
      rng.int(1, 4),
      rng.int(50, 3000),
      nowIso(SEED_EPOCH - rng.int(0, 720) * DAY_MS - rng.int(0, DAY_MS - 1)),
    );
  }

  const insertFavorite = db.prepare('INSERT INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)');
  DEMO_FAVORITE_IDS.forEach((productId, i) =>
    insertFavorite.run(DEMO_USER.id, productId, nowIso(SEED_EPOCH - i * DAY_MS)),
  );
  insertFavorite.run(OTHER_USER.id, 3, nowIso(SEED_EPOCH));
}
