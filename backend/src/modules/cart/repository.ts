import { ErrorCode, type Cart, type CartItem } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, fieldError, notFound } from '../../http/api-failure';
import { productImageUrl } from '../catalog/product-image';

interface CartRow {
  id: number;
  product_id: number;
  sku: string;
  name: string;
  price: number;
  quantity: number;
  inventory: number;
  selected: number;
  warehouse_id: number;
  warehouse_name: string;
  ship_from: string;
}

const CART_SELECT = `SELECT c.id, c.product_id, p.sku, p.name, p.price, c.quantity, p.inventory, c.selected,
    p.warehouse_id, w.name AS warehouse_name, p.ship_from
  FROM cart_items c JOIN products p ON p.id = c.product_id JOIN warehouses w ON w.id = p.warehouse_id`;

/** Lines in the cart: what the header counter shows. */
export function cartCount(db: Db, userId: number): number {
  return db.prepare('SELECT COUNT(*) FROM cart_items WHERE user_id = ?').pluck().get(userId) as number;
}

export function readCart(db: Db, userId: number): Cart {
  const rows = db.prepare(`${CART_SELECT} WHERE c.user_id = ? ORDER BY c.id DESC`).all(userId) as CartRow[];
  const items: CartItem[] = rows.map((r) => ({
    id: r.id,
    product_id: r.product_id,
    sku: r.sku,
    name: r.name,
    image_url: productImageUrl(r.product_id),
    unit_price: r.price,
    quantity: r.quantity,
    inventory: r.inventory,
    sold_out: r.inventory === 0,
    selected: r.selected === 1,
    amount: r.price * r.quantity,
    warehouse_id: r.warehouse_id,
    warehouse_name: r.warehouse_name,
    ship_from: r.ship_from,
  }));
  const selected_total = items.filter((i) => i.selected && !i.sold_out).reduce((sum, i) => sum + i.amount, 0);
  return { items, selected_total, cart_total: items.length };
}

/**
 * The warehouse of the cart's selected lines, null when none is selected. Lines that already mix warehouses (a
 * checkout refuses them) count as the warehouse most of them ship from, a tie as the earliest added line's.
 */
export function selectedWarehouse(db: Db, userId: number): number | null {
  const warehouse = db
    .prepare(
      `SELECT p.warehouse_id FROM cart_items c JOIN products p ON p.id = c.product_id
       WHERE c.user_id = ? AND c.selected = 1
       GROUP BY p.warehouse_id ORDER BY COUNT(*) DESC, MIN(c.id) LIMIT 1`,
    )
    .pluck()
    .get(userId) as number | undefined;
  return warehouse ?? null;
}

const overInventory = () => fieldError({ quantity: ['quantity_over_inventory'] });

/** Adds to the line of the product (created when missing, selected either way); the total may not pass the inventory. */
export function addToCart(
  db: Db,
  userId: number,
  productId: number,
  quantity: number,
): { item_id: number; quantity: number } {
  return db.transaction(() => {
    const product = db.prepare('SELECT inventory FROM products WHERE id = ?').get(productId) as
      { inventory: number } | undefined;
    if (!product) throw notFound();
    const line = db
      .prepare('SELECT id, quantity FROM cart_items WHERE user_id = ? AND product_id = ?')
      .get(userId, productId) as { id: number; quantity: number } | undefined;
    const total = (line?.quantity ?? 0) + quantity;
    if (total > product.inventory) throw overInventory();
    const now = nowIso();
    if (line) {
      db.prepare('UPDATE cart_items SET quantity = ?, selected = 1, updated_at = ? WHERE id = ?').run(
        total,
        now,
        line.id,
      );
      return { item_id: line.id, quantity: total };
    }
    const result = db
      .prepare(
        'INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)',
      )
      .run(userId, productId, total, now, now);
    return { item_id: Number(result.lastInsertRowid), quantity: total };
  })();
}

export function setQuantity(db: Db, userId: number, itemId: number, quantity: number): void {
  const line = db
    .prepare(
      'SELECT p.inventory FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.id = ? AND c.user_id = ?',
    )
    .get(itemId, userId) as { inventory: number } | undefined;
  if (!line) throw notFound();
  if (quantity > line.inventory) throw overInventory();
  db.prepare('UPDATE cart_items SET quantity = ?, updated_at = ? WHERE id = ?').run(quantity, nowIso(), itemId);
}

const placeholders = (list: readonly unknown[]) => list.map(() => '?').join(', ');

/** All the ids are lines of this customer's cart, or the whole request is a 404 (another cart's lines stay hidden). */
function assertOwnLines(db: Db, userId: number, itemIds: readonly number[]): number[] {
  const unique = [...new Set(itemIds)];
  const owned = db
    .prepare(`SELECT COUNT(*) FROM cart_items WHERE user_id = ? AND id IN (${placeholders(unique)})`)
    .pluck()
    .get(userId, ...unique) as number;
  if (owned !== unique.length) throw notFound();
  return unique;
}

export function removeItems(db: Db, userId: number, itemIds: readonly number[]): void {
  db.transaction(() => {
    const ids = assertOwnLines(db, userId, itemIds);
    db.prepare(`DELETE FROM cart_items WHERE user_id = ? AND id IN (${placeholders(ids)})`).run(userId, ...ids);
  })();
}

export function selectItems(db: Db, userId: number, itemIds: readonly number[], selected: boolean): void {
  db.transaction(() => {
    const ids = assertOwnLines(db, userId, itemIds);
    db.prepare(
      `UPDATE cart_items SET selected = ?, updated_at = ? WHERE user_id = ? AND id IN (${placeholders(ids)})`,
    ).run(selected ? 1 : 0, nowIso(), userId, ...ids);
  })();
}

/**
 * Freezes the selected lines into a checkout (the `cart_id` of the delivery pages). The lines must all be in
 * stock at their quantities and ship from one warehouse, since an order is one parcel from one warehouse.
 */
export function startCheckout(db: Db, userId: number): number {
  return db.transaction(() => {
    const lines = db
      .prepare(`${CART_SELECT} WHERE c.user_id = ? AND c.selected = 1 ORDER BY c.id`)
      .all(userId) as CartRow[];
    if (lines.length === 0) throw fieldError({ items: ['select_item'] });
    const over = lines.filter((l) => l.quantity > l.inventory).map((l) => l.id);
    if (over.length > 0) {
      throw new ApiFailure(ErrorCode.VALIDATION, 'quantity_over_inventory', {
        errors: { items: ['quantity_over_inventory'] },
        item_ids: over,
      });
    }
    const warehouses = new Set(lines.map((l) => l.warehouse_id));
    if (warehouses.size > 1) throw fieldError({ items: ['checkout_mixed_warehouses'] });

    const checkoutId = Number(
      db
        .prepare('INSERT INTO checkouts (user_id, warehouse_id, created_at) VALUES (?, ?, ?)')
        .run(userId, lines[0]!.warehouse_id, nowIso()).lastInsertRowid,
    );
    const insertItem = db.prepare('INSERT INTO checkout_items (checkout_id, product_id, quantity) VALUES (?, ?, ?)');
    for (const line of lines) insertItem.run(checkoutId, line.product_id, line.quantity);
    return checkoutId;
  })();
}

/**
 * Puts products back in the cart (buy again, move to cart): each line grows by the quantity but never past the
 * inventory; sold-out products are skipped and returned.
 */
export function addBounded(
  db: Db,
  userId: number,
  lines: readonly { product_id: number; quantity: number }[],
): number[] {
  return db.transaction(() => {
    const skipped: number[] = [];
    const now = nowIso();
    for (const { product_id, quantity } of lines) {
      const inventory = db.prepare('SELECT inventory FROM products WHERE id = ?').pluck().get(product_id) as
        number | undefined;
      if (!inventory) {
        skipped.push(product_id);
        continue;
      }
      const current = db
        .prepare('SELECT quantity FROM cart_items WHERE user_id = ? AND product_id = ?')
        .pluck()
        .get(userId, product_id) as number | undefined;
      const next = Math.min((current ?? 0) + quantity, inventory);
      db.prepare(
        `INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity, selected = 1, updated_at = excluded.updated_at`,
      ).run(userId, product_id, next, now, now);
    }
    return skipped;
  })();
}
