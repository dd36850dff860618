import type { SeedContext } from '../../seed';
import { createRng, DAY_MS, SEED_EPOCH } from '../../seed/rng';
import { nowIso } from '../../db/database';
import { DEMO_USER, OTHER_USER } from '../auth/seed';

interface StockRow {
  id: number;
  inventory: number;
  warehouse_id: number;
}

/**
 * The demo cart: three in-stock lines from one warehouse (two selected, so "checkout" works at once) and a
 * sold-out line; the other customer has one line (isolation tests).
 */
export function seedCart({ db }: SeedContext): void {
  const rng = createRng(0xca27);
  const inStock = db
    .prepare('SELECT id, inventory, warehouse_id FROM products WHERE inventory > 0 ORDER BY id')
    .all() as StockRow[];
  const soldOut = db.prepare('SELECT id FROM products WHERE inventory = 0 ORDER BY id LIMIT 1').pluck().get() as
    number | undefined;
  const insert = db.prepare(
    'INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const at = (daysAgo: number) => nowIso(SEED_EPOCH - daysAgo * DAY_MS);

  const byWarehouse = new Map<number, StockRow[]>();
  for (const row of inStock) byWarehouse.set(row.warehouse_id, [...(byWarehouse.get(row.warehouse_id) ?? []), row]);
  const largest = [...byWarehouse.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const picks: StockRow[] = [];
  while (picks.length < Math.min(3, largest.length)) {
    const candidate = rng.pick(largest);
    if (!picks.includes(candidate)) picks.push(candidate);
  }
  picks.forEach((product, i) => {
    const quantity = rng.int(1, Math.min(24, product.inventory));
    insert.run(DEMO_USER.id, product.id, quantity, i < 2 ? 1 : 0, at(3 - i), at(3 - i));
  });
  if (soldOut !== undefined) insert.run(DEMO_USER.id, soldOut, 2, 0, at(5), at(5));

  const otherPick = inStock.find((row) => !picks.includes(row));
  if (otherPick) insert.run(OTHER_USER.id, otherPick.id, 1, 1, at(1), at(1));
}
