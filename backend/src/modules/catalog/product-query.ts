import type { ProductSort } from '@shop/api/contract';

export interface ProductFilters {
  category_id?: number | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  ship_from?: string | undefined;
  q?: string | undefined;
  in_stock?: boolean | undefined;
}

/** ORDER BY per sort key: a fixed whitelist, never text from the request. Ties break on id. */
const ORDER_BY: Record<ProductSort, string> = {
  newest_desc: 'p.created_at DESC, p.id DESC',
  newest_asc: 'p.created_at ASC, p.id ASC',
  sales_desc: 'p.sales_count DESC, p.id DESC',
  sales_asc: 'p.sales_count ASC, p.id ASC',
  inventory_desc: 'p.inventory DESC, p.id DESC',
  inventory_asc: 'p.inventory ASC, p.id ASC',
};

export function orderBy(sort: ProductSort): string {
  return ORDER_BY[sort];
}

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A trigram phrase query: the text as one quoted phrase (quotes doubled), so no FTS syntax gets through. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** WHERE clause and parameters for the filters; every value is a bound parameter. */
export function whereClause(filters: ProductFilters): { sql: string; params: unknown[] } {
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filters.category_id !== undefined) {
    parts.push('p.category_id IN (SELECT id FROM categories WHERE id = ? OR parent_id = ?)');
    params.push(filters.category_id, filters.category_id);
  }
  if (filters.price_min !== undefined) {
    parts.push('p.price >= ?');
    params.push(filters.price_min);
  }
  if (filters.price_max !== undefined) {
    parts.push('p.price <= ?');
    params.push(filters.price_max);
  }
  if (filters.ship_from !== undefined) {
    parts.push('p.ship_from = ?');
    params.push(filters.ship_from);
  }
  if (filters.in_stock) parts.push('p.inventory > 0');
  const q = filters.q?.trim();
  if (q) {
    // The trigram index needs three characters; shorter searches scan, which is fine for so few letters.
    if ([...q].length >= 3) {
      parts.push('p.id IN (SELECT rowid FROM products_search WHERE products_search MATCH ?)');
      params.push(ftsPhrase(q));
    } else {
      parts.push("(p.name LIKE ? ESCAPE '\\' OR p.sku LIKE ? ESCAPE '\\')");
      params.push(likePattern(q), likePattern(q));
    }
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}
