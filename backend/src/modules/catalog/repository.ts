import type { ProductSort } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { productColumns, toSummary, type ProductRow } from './product-row';
import { choosePlan, countQuery, orderBy, whereClause, type ProductFilters } from './product-query';

type Locale = 'en' | 'vi';

export interface ProductListQuery extends Omit<ProductFilters, 'category_ids'> {
  category_id?: number | undefined;
  sort: ProductSort;
  page: number;
  page_size: number;
}

/** A category and its sub-categories; empty for an unknown id. */
function categoryWithChildren(db: Db, id: number): number[] {
  return db
    .prepare('SELECT id FROM categories WHERE id = ? OR parent_id = ? ORDER BY id')
    .pluck()
    .all(id, id) as number[];
}

/**
 * One page of the catalogue. The total is counted first (through the most selective index), then tells which
 * plan reads the page cheaper (see `ListPlan`); a page past the end costs no second query. The reads share one
 * transaction, so the total and the page agree even if another process writes in between.
 */
export function listProducts(db: Db, query: ProductListQuery, showPrice: boolean) {
  return db.transaction(() => readPage(db, query, showPrice))();
}

function readPage(db: Db, query: ProductListQuery, showPrice: boolean) {
  const { category_id, sort, page, page_size, ...rest } = query;
  const filters: ProductFilters = {
    ...rest,
    category_ids: category_id === undefined ? undefined : categoryWithChildren(db, category_id),
  };
  const offset = (page - 1) * page_size;
  const result = (items: ProductRow[], total: number) => ({
    items: items.map((row) => toSummary(row, showPrice)),
    page,
    page_size,
    total,
  });
  if (filters.category_ids?.length === 0) return result([], 0);

  const counting = countQuery(filters);
  const total = db
    .prepare(counting.sql)
    .pluck()
    .get(...counting.params) as number;
  if (offset >= total) return result([], total);

  // Ids are handed out in order and products are rarely deleted, so the largest id is a fair size estimate.
  const catalogueSize = db.prepare('SELECT COALESCE(MAX(id), 0) FROM products').pluck().get() as number;
  const plan = choosePlan(filters, { total, wanted: offset + page_size, catalogueSize });
  const where = whereClause(filters, plan, sort);
  // The page's ids first, so sorting and skipping carry ids rather than whole rows; then the page's rows.
  const ids = db
    .prepare(`SELECT p.id FROM products p ${where.sql} ORDER BY ${orderBy(sort, plan)} LIMIT ? OFFSET ?`)
    .pluck()
    .all(...where.params, page_size, offset) as number[];
  const rows = db
    .prepare(`SELECT ${productColumns(showPrice)} FROM products p WHERE p.id IN (${ids.map(() => '?').join(', ')})`)
    .all(...ids) as ProductRow[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return result(
    ids.map((id) => byId.get(id)!),
    total,
  );
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

export function findProduct(db: Db, id: number, locale: Locale, showPrice: boolean) {
  const name = locale === 'vi' ? 'name_vi' : 'name_en';
  return db
    .prepare(
      `SELECT ${productColumns(showPrice)}, p.description, p.weight_grams, c.id AS category_id, c.${name} AS category_name,
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

/** What the image route needs to draw a product's pictures. */
export function productImageInfo(db: Db, id: number) {
  return db.prepare('SELECT sku, image_count FROM products WHERE id = ?').get(id) as
    { sku: string; image_count: number } | undefined;
}

/**
 * One keyset page of the sitemap: the products after `after` in id order. Reads the primary key's order, so a
 * page far into the catalogue costs what the first does (an OFFSET would read every skipped row).
 */
export function sitemapPage(db: Db, after: number, limit: number): { id: number; updated_at: string }[] {
  // Products have no update time of their own yet: their creation is their last recorded change.
  return db
    .prepare('SELECT id, created_at AS updated_at FROM products WHERE id > ? ORDER BY id LIMIT ?')
    .all(after, limit) as { id: number; updated_at: string }[];
}
