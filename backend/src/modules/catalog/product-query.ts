import type { ProductSort } from '@shop/api/contract';

export interface ProductFilters {
  /** The asked category and its sub-categories (a department holds no products of its own). */
  category_ids?: readonly number[] | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  ship_from?: string | undefined;
  q?: string | undefined;
  in_stock?: boolean | undefined;
}

/**
 * How the rows query finds its page.
 * - `by-filter`: the most selective filter index (or the search index) gives every match, which are then sorted.
 *   Cheap when few products match.
 * - `by-sort`: the sort key's index is walked in order and each product is checked against the filters until
 *   the page is full. Cheap when many products match, because the page fills early.
 * SQLite's planner cannot tell how many products a search or a price range matches (it guessed wrong both
 * ways, up to 60 ms on 100,000 products), so the repository chooses from the total it has just counted, and
 * the SQL steers the planner with a unary `+`, which keeps a term from using an index.
 */
export type ListPlan = 'by-filter' | 'by-sort';

/** Sizes the plan choice works from: matches, rows up to the end of the page, products in the catalogue. */
export interface ListSizes {
  total: number;
  /** The offset plus the page size. */
  wanted: number;
  catalogueSize: number;
}

/**
 * The cheaper plan, costed in index entries read (constants measured on 100,000 products):
 * - `by-sort` walks about `wanted × catalogueSize / total` entries of the sort index; with a short search each
 *   of them also reads its product row to compare the text, about four times the cost.
 * - `by-filter` sorts every match, about three entries' worth each, after finding them through a filter's index
 *   or the search index; with only a short search, finding them means reading every product.
 */
export function choosePlan(filters: ProductFilters, { total, wanted, catalogueSize }: ListSizes): ListPlan {
  const textScan = isShortSearch(filters.q);
  const narrowed =
    filters.category_ids !== undefined ||
    filters.ship_from !== undefined ||
    filters.price_min !== undefined ||
    filters.price_max !== undefined ||
    filters.in_stock === true ||
    (filters.q !== undefined && filters.q.trim() !== '' && !textScan);
  const bySort = ((wanted * catalogueSize) / Math.max(total, 1)) * (textScan ? ROW_READ_COST : 1);
  const byFilter = (narrowed ? 0 : catalogueSize) + SORTED_ROW_COST * total;
  return bySort < byFilter ? 'by-sort' : 'by-filter';
}

const SORTED_ROW_COST = 3;
const ROW_READ_COST = 4;

const SORT_COLUMN: Record<ProductSort, 'created_at' | 'sales_count' | 'inventory'> = {
  newest_desc: 'created_at',
  newest_asc: 'created_at',
  sales_desc: 'sales_count',
  sales_asc: 'sales_count',
  inventory_desc: 'inventory',
  inventory_asc: 'inventory',
};

/**
 * ORDER BY for a sort key, from fixed text only (never from the request). Ties break on id, so pages never
 * overlap; each sort has an index on (key, id) for the `by-sort` plan.
 */
export function orderBy(sort: ProductSort, plan: ListPlan): string {
  const direction = sort.endsWith('_desc') ? 'DESC' : 'ASC';
  const prefix = plan === 'by-sort' ? 'p.' : '+p.';
  return `${prefix}${SORT_COLUMN[sort]} ${direction}, ${prefix}id ${direction}`;
}

/** Escapes LIKE wildcards so a search for "50%" looks for those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A trigram phrase query: the text as one quoted phrase (quotes doubled), so no FTS syntax gets through. */
function ftsPhrase(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/** The trigram index needs three characters; shorter searches compare the text itself. */
const MIN_INDEXED_SEARCH = 3;

function isShortSearch(q: string | undefined): boolean {
  const length = [...(q?.trim() ?? '')].length;
  return length > 0 && length < MIN_INDEXED_SEARCH;
}

/**
 * The query counting the matches. A search alone is counted in the search index itself, without reading a
 * product row for each match.
 */
export function countQuery(filters: ProductFilters): { sql: string; params: unknown[] } {
  const q = filters.q?.trim();
  const searchOnly =
    q &&
    !isShortSearch(q) &&
    filters.category_ids === undefined &&
    filters.ship_from === undefined &&
    filters.price_min === undefined &&
    filters.price_max === undefined &&
    !filters.in_stock;
  if (searchOnly) {
    return { sql: 'SELECT COUNT(*) FROM products_search WHERE products_search MATCH ?', params: [ftsPhrase(q)] };
  }
  const where = whereClause(filters);
  return { sql: `SELECT COUNT(*) FROM products p ${where.sql}`, params: where.params };
}

/** WHERE clause and parameters for the filters (and the plan's sort); every value is a bound parameter. */
export function whereClause(
  filters: ProductFilters,
  plan: ListPlan = 'by-filter',
  sort?: ProductSort,
): { sql: string; params: unknown[] } {
  // In the by-sort plan only the sort key's own index may be used (the stock filter shares it when sorting by
  // inventory); every other term is checked row by row.
  const sortColumn = sort === undefined ? undefined : SORT_COLUMN[sort];
  const column = (name: string) => (plan === 'by-filter' || name === sortColumn ? `p.${name}` : `+p.${name}`);
  const parts: string[] = [];
  const params: unknown[] = [];
  if (filters.category_ids !== undefined) {
    parts.push(`${column('category_id')} IN (${filters.category_ids.map(() => '?').join(', ')})`);
    params.push(...filters.category_ids);
  }
  if (filters.ship_from !== undefined) {
    parts.push(`${column('ship_from')} = ?`);
    params.push(filters.ship_from);
  }
  if (filters.price_min !== undefined) {
    parts.push(`${column('price')} >= ?`);
    params.push(filters.price_min);
  }
  if (filters.price_max !== undefined) {
    parts.push(`${column('price')} <= ?`);
    params.push(filters.price_max);
  }
  if (filters.in_stock) parts.push(`${column('inventory')} > 0`);
  const q = filters.q?.trim();
  if (q && isShortSearch(q)) {
    parts.push("(p.name LIKE ? ESCAPE '\\' OR p.sku LIKE ? ESCAPE '\\')");
    params.push(likePattern(q), likePattern(q));
  } else if (q) {
    parts.push(`${column('id')} IN (SELECT rowid FROM products_search WHERE products_search MATCH ?)`);
    params.push(ftsPhrase(q));
  }
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}
