import type { addManyToCart, AddManyRefusal, CallData } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { cartCount, selectedWarehouse } from './repository';

export type AddManyAnswer = CallData<typeof addManyToCart>;
type LineResult = AddManyAnswer['results'][number];

/** How long an answer is kept for its key: retries and double taps come within seconds. */
const KEY_KEPT_MS = 24 * 60 * 60 * 1000;

interface Wanted {
  product_id: number;
  /** The call's lines of this product, added up. */
  quantity: number;
  product?: { inventory: number; warehouse_id: number };
  line?: { id: number; quantity: number };
}

/**
 * Adds a quick order's lines (decision 067), each whole or not at all, in one immediate transaction: every check is
 * made on what this transaction read before anything is written, and the key's answer is stored with the adds, so
 * two calls with one key (a double tap, or two processes) add once and answer alike.
 */
export function addMany(
  db: Db,
  userId: number,
  lines: readonly { product_id: number; quantity: number }[],
  idempotencyKey: string,
): AddManyAnswer {
  return db
    .transaction((): AddManyAnswer => {
      const stored = db
        .prepare('SELECT answer FROM cart_add_many WHERE user_id = ? AND idempotency_key = ?')
        .pluck()
        .get(userId, idempotencyKey) as string | undefined;
      // The route checks it against the contract like any answer.
      if (stored !== undefined) return JSON.parse(stored) as AddManyAnswer;

      const wanted = readWanted(db, userId, lines);
      const refusals = refuse(wanted, selectedWarehouse(db, userId));
      const now = nowIso();
      const upsert = db
        .prepare(
          `INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, ?, 1, ?, ?)
         ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = excluded.quantity, selected = 1, updated_at = excluded.updated_at
         RETURNING id`,
        )
        .pluck();
      const results = new Map<number, LineResult>();
      for (const w of wanted.values()) {
        const inCart = w.line?.quantity ?? 0;
        const available = Math.max(0, (w.product?.inventory ?? 0) - inCart);
        const reason = refusals.get(w.product_id);
        if (reason) {
          results.set(w.product_id, {
            product_id: w.product_id,
            added: false,
            item_id: null,
            quantity: inCart,
            reason,
            available,
          });
          continue;
        }
        const total = inCart + w.quantity;
        const itemId = upsert.get(userId, w.product_id, total, now, now) as number;
        results.set(w.product_id, {
          product_id: w.product_id,
          added: true,
          item_id: itemId,
          quantity: total,
          available: available - w.quantity,
        });
      }
      const answer: AddManyAnswer = {
        results: lines.map((l) => results.get(l.product_id)!),
        cart_total: cartCount(db, userId),
      };
      db.prepare('DELETE FROM cart_add_many WHERE user_id = ? AND created_at < ?').run(
        userId,
        nowIso(Date.now() - KEY_KEPT_MS),
      );
      db.prepare('INSERT INTO cart_add_many (user_id, idempotency_key, answer, created_at) VALUES (?, ?, ?, ?)').run(
        userId,
        idempotencyKey,
        JSON.stringify(answer),
        now,
      );
      return answer;
    })
    .immediate();
}

/** The call's products, each once in the order first asked, with their stock and the customer's line of each. */
function readWanted(
  db: Db,
  userId: number,
  lines: readonly { product_id: number; quantity: number }[],
): Map<number, Wanted> {
  const wanted = new Map<number, Wanted>();
  for (const { product_id, quantity } of lines) {
    const known = wanted.get(product_id);
    if (known) known.quantity += quantity;
    else wanted.set(product_id, { product_id, quantity });
  }
  const ids = [...wanted.keys()];
  const marks = ids.map(() => '?').join(', ');
  const products = db
    .prepare(`SELECT id, inventory, warehouse_id FROM products WHERE id IN (${marks})`)
    .all(...ids) as { id: number; inventory: number; warehouse_id: number }[];
  for (const { id, ...product } of products) wanted.get(id)!.product = product;
  const cartLines = db
    .prepare(`SELECT id, product_id, quantity FROM cart_items WHERE user_id = ? AND product_id IN (${marks})`)
    .all(userId, ...ids) as { id: number; product_id: number; quantity: number }[];
  for (const { product_id, ...line } of cartLines) wanted.get(product_id)!.line = line;
  return wanted;
}

/**
 * Why each product that cannot go in is refused. A checkout ships from one warehouse: the cart's selected lines'
 * one, or with none selected the one most of the products that could go in ship from (a tie: the earliest asked).
 */
function refuse(wanted: Map<number, Wanted>, cartWarehouse: number | null): Map<number, AddManyRefusal> {
  const refusals = new Map<number, AddManyRefusal>();
  const fitting: { product_id: number; warehouse_id: number }[] = [];
  for (const w of wanted.values()) {
    if (!w.product) refusals.set(w.product_id, 'product_not_found');
    else if (w.product.inventory === 0) refusals.set(w.product_id, 'product_sold_out');
    else if ((w.line?.quantity ?? 0) + w.quantity > w.product.inventory)
      refusals.set(w.product_id, 'quantity_over_inventory');
    else fitting.push({ product_id: w.product_id, warehouse_id: w.product.warehouse_id });
  }
  const warehouse = cartWarehouse ?? mostShippedFrom(fitting.map((f) => f.warehouse_id));
  for (const f of fitting) if (f.warehouse_id !== warehouse) refusals.set(f.product_id, 'checkout_mixed_warehouses');
  return refusals;
}

/** The warehouse most of the list ships from; a tie goes to the one listed first (the earliest line). */
function mostShippedFrom(warehouses: readonly number[]): number | null {
  const counts = new Map<number, number>();
  for (const w of warehouses) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: number | null = null;
  for (const [w, count] of counts) if (best === null || count > counts.get(best)!) best = w;
  return best;
}
