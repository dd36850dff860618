import type { ProductSort } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { PRODUCT_COLUMNS, toSummary, type ProductRow } from './product-row';
import { orderBy, whereClause, type ProductFilters } from './product-query';

type Locale = 'en' | 'vi';

export function listProducts(
  db: Db,
  filters: ProductFilters & { sort: ProductSort; page: number; page_size: number },
  showPrice: boolean,
) {
  const where = whereClause(filters);
  const total = db
    .prepare(`SELECT COUNT(*) FROM products p ${where.sql}`)
    .pluck()
    .get(...where.params) as number;
  const rows = db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS} FROM products p ${where.sql} ORDER BY ${orderBy(filters.sort)} LIMIT ? OFFSET ?`,
    )
    .all(...where.params, filters.page_size, (filters.page - 1) * filters.page_size) as ProductRow[];
  return {
    items: rows.map((row) => toSummary(row, showPrice)),
    page: filters.page,
    page_size: filters.page_size,
    total,
  };
}

interface DetailRow extends ProductRow {
  description: string;
  weight_grams: number;
  category_id: number;
  category_name: string;
  parent_id: number | null;
  parent_name: string | null;
  warehouse_name: string;
}

export function findProduct(db: Db, id: number, locale: Locale) {
  const name = locale === 'vi' ? 'name_vi' : 'name_en';
  return db
    .prepare(
      `SELECT ${PRODUCT_COLUMNS}, p.description, p.weight_grams, c.id AS category_id, c.${name} AS category_name,
         parent.id AS parent_id, parent.${name} AS parent_name, w.name AS warehouse_name
       FROM products p
       JOIN categories c ON c.id = p.category_id
       LEFT JOIN categories parent ON parent.id = c.parent_id
       JOIN warehouses w ON w.id = p.warehouse_id
       WHERE p.id = ?`,
    )
    .get(id) as DetailRow | undefined;
}

export function isFavorite(db: Db, userId: number, productId: number): boolean {
  return (
    db.prepare('SELECT 1 FROM favorites WHERE user_id = ? AND product_id = ?').get(userId, productId) !== undefined
  );
}

export function categoryTree(db: Db, locale: Locale) {
  const name = locale === 'vi' ? 'name_vi' : 'name_en';
  const rows = db
    .prepare(`SELECT id, parent_id, ${name} AS name FROM categories ORDER BY parent_id IS NOT NULL, position`)
    .all() as { id: number; parent_id: number | null; name: string }[];
  const departments = rows
    .filter((r) => r.parent_id === null)
    .map((r) => ({ id: r.id, name: r.name, children: [] as { id: number; name: string }[] }));
  const byId = new Map(departments.map((d) => [d.id, d]));
  for (const row of rows) {
    if (row.parent_id !== null) byId.get(row.parent_id)?.children.push({ id: row.id, name: row.name });
  }
  return departments;
}

export function shipFromCountries(db: Db, locale: Locale) {
  const name = locale === 'vi' ? 'c.name_vi' : 'c.name_en';
  return db
    .prepare(
      `SELECT c.code, ${name} AS name, COUNT(*) AS product_count
       FROM products p JOIN countries c ON c.code = p.ship_from
       GROUP BY c.code ORDER BY product_count DESC, c.code`,
    )
    .all() as { code: string; name: string; product_count: number }[];
}

export function productExists(db: Db, id: number): boolean {
  return db.prepare('SELECT 1 FROM products WHERE id = ?').get(id) !== undefined;
}

export function imageCount(db: Db, id: number): number | null {
  const count = db.prepare('SELECT image_count FROM products WHERE id = ?').pluck().get(id) as number | undefined;
  return count ?? null;
}
