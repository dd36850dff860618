import { nowIso, type Db } from '../../db/database';
import { PRODUCT_COLUMNS, toSummary, type ProductRow } from '../catalog/product-row';

/** The header's wish_total: how many products the customer keeps as favorites. */
export function favoriteCount(db: Db, userId: number): number {
  return db.prepare('SELECT COUNT(*) FROM favorites WHERE user_id = ?').pluck().get(userId) as number;
}

/**
 * One page of the customer's favorites, most recently added first (two added in the same millisecond keep the
 * order they were added in), with prices: only customers get here.
 */
export function listFavorites(db: Db, userId: number, page: number, pageSize: number) {
  const rows = db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}, f.created_at AS favorited_at
       FROM favorites f JOIN products p ON p.id = f.product_id
       WHERE f.user_id = ? ORDER BY f.created_at DESC, f.rowid DESC LIMIT ? OFFSET ?`,
    )
    .all(userId, pageSize, (page - 1) * pageSize) as (ProductRow & { favorited_at: string })[];
  return {
    items: rows.map(({ favorited_at, ...row }) => ({ ...toSummary(row, true), favorited_at })),
    page,
    page_size: pageSize,
    total: favoriteCount(db, userId),
  };
}

/** Adds a favorite; adding one already there keeps its first date. */
export function addFavorite(db: Db, userId: number, productId: number): void {
  db.prepare('INSERT OR IGNORE INTO favorites (user_id, product_id, created_at) VALUES (?, ?, ?)').run(
    userId,
    productId,
    nowIso(),
  );
}

/** Removes a favorite of this customer only; removing one that is not there changes nothing. */
export function removeFavorite(db: Db, userId: number, productId: number): void {
  db.prepare('DELETE FROM favorites WHERE user_id = ? AND product_id = ?').run(userId, productId);
}
