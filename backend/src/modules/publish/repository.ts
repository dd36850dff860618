import type { BoxItem, BoxItemStatus, ClaimableProduct } from '@shop/api/contract';
import { countRows, nowIso, type Db } from '../../db/database';
import { conflict, notFound } from '../../http/api-failure';
import { PRODUCT_COLUMNS, toSummary, type ProductRow } from '../catalog/product-row';
import { whereClause } from '../catalog/product-query';

type SkipReason = 'publish_already_in_box' | 'product_sold_out' | 'not_found';

interface Paging {
  page: number;
  page_size: number;
}

/**
 * The simulated ERP publishes a claimed product `delayMs` after the claim. Like the payment gateway, it is caught
 * up when the box is read, each item dated when it was due, so the outcome does not depend on when anyone looks.
 */
export function publishDueItems(db: Db, userId: number, delayMs: number, now: number = Date.now()): void {
  const queued = db
    .prepare("SELECT id, claimed_at FROM publish_box_items WHERE user_id = ? AND status = 'queued'")
    .all(userId) as { id: number; claimed_at: string }[];
  const publish = db.prepare("UPDATE publish_box_items SET status = 'published', published_at = ? WHERE id = ?");
  for (const item of queued) {
    const due = Date.parse(item.claimed_at) + delayMs;
    if (due <= now) publish.run(nowIso(due), item.id);
  }
}

/** In-stock products, newest first, matching `q` on the name or SKU, flagged when already in the customer's box. */
export function listClaimable(db: Db, userId: number, input: Paging & { q?: string | undefined }) {
  const where = whereClause({ q: input.q, in_stock: true });
  const total = countRows(db, `products p ${where.sql}`, where.params);
  const rows = db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS},
         EXISTS (SELECT 1 FROM publish_box_items b WHERE b.user_id = ? AND b.product_id = p.id) AS claimed
       FROM products p ${where.sql} ORDER BY p.created_at DESC, p.id DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, ...where.params, input.page_size, (input.page - 1) * input.page_size) as (ProductRow & {
    claimed: number;
  })[];
  const items: ClaimableProduct[] = rows.map(({ claimed, ...row }) => ({
    ...toSummary(row, true),
    claimed: claimed === 1,
  }));
  return { items, page: input.page, page_size: input.page_size, total };
}

/** Why a product cannot go to the box, or null when it can. */
function refusal(db: Db, userId: number, productId: number): SkipReason | null {
  const inventory = db.prepare('SELECT inventory FROM products WHERE id = ?').pluck().get(productId) as
    number | undefined;
  if (inventory === undefined) return 'not_found';
  const claimed = db
    .prepare('SELECT 1 FROM publish_box_items WHERE user_id = ? AND product_id = ?')
    .get(userId, productId);
  if (claimed) return 'publish_already_in_box';
  return inventory === 0 ? 'product_sold_out' : null;
}

function insertItem(db: Db, userId: number, productId: number, now: number): number {
  const { lastInsertRowid } = db
    .prepare(
      "INSERT INTO publish_box_items (user_id, product_id, platform, status, claimed_at) VALUES (?, ?, 'tiktok', 'queued', ?)",
    )
    .run(userId, productId, nowIso(now));
  return Number(lastInsertRowid);
}

export function claimOne(db: Db, userId: number, productId: number, now: number = Date.now()) {
  return db.transaction(() => {
    const refused = refusal(db, userId, productId);
    if (refused === 'not_found') throw notFound();
    if (refused) throw conflict(refused, { product_id: productId });
    return { box_item_id: insertItem(db, userId, productId, now), status: 'queued' as const };
  })();
}

/** Claims each product that can go; the others are reported with their reason. All in one transaction. */
export function claimBatch(db: Db, userId: number, productIds: readonly number[], now: number = Date.now()) {
  return db.transaction(() => {
    const published: number[] = [];
    const skipped: { product_id: number; reason_key: SkipReason }[] = [];
    for (const productId of new Set(productIds)) {
      const refused = refusal(db, userId, productId);
      if (refused) skipped.push({ product_id: productId, reason_key: refused });
      else {
        insertItem(db, userId, productId, now);
        published.push(productId);
      }
    }
    return { published, skipped };
  })();
}

export function listBox(db: Db, userId: number, input: Paging & { status?: BoxItemStatus | undefined }) {
  const where = input.status === undefined ? 'b.user_id = ?' : 'b.user_id = ? AND b.status = ?';
  const params: unknown[] = input.status === undefined ? [userId] : [userId, input.status];
  const total = countRows(db, `publish_box_items b WHERE ${where}`, params);
  const rows = db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}, b.id AS box_id, b.status AS box_status, b.platform, b.claimed_at, b.published_at
       FROM publish_box_items b JOIN products p ON p.id = b.product_id
       WHERE ${where} ORDER BY b.claimed_at DESC, b.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, input.page_size, (input.page - 1) * input.page_size) as (ProductRow & {
    box_id: number;
    box_status: BoxItemStatus;
    platform: 'tiktok';
    claimed_at: string;
    published_at: string | null;
  })[];
  const items: BoxItem[] = rows.map(({ box_id, box_status, platform, claimed_at, published_at, ...product }) => ({
    id: box_id,
    product: toSummary(product, true),
    status: box_status,
    platform,
    claimed_at,
    published_at,
  }));
  return { items, page: input.page, page_size: input.page_size, total };
}
