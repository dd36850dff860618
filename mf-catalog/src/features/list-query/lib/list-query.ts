import { PRODUCT_SORTS, type ProductSort } from '@shop/api/calls';

/**
 * What the product list shows. It is the list call's own input, so the URL uses the call's names and units
 * (prices in minor units).
 */
export interface ListQuery {
  q?: string | undefined;
  category_id?: number | undefined;
  ship_from?: string | undefined;
  price_min?: number | undefined;
  price_max?: number | undefined;
  sort: ProductSort;
  page: number;
  page_size: number;
}
/** A change to the view; a key set to undefined removes that filter. */
export type ListPatch = Partial<Omit<ListQuery, 'page_size'>>;

/** What a page shows when the URL says nothing (the campaign page lists best sellers first). */
export interface ListDefaults {
  sort: ProductSort;
}

/** The parameters the URL carries, in the order they are written. */
const URL_KEYS = ['q', 'category_id', 'ship_from', 'price_min', 'price_max', 'sort', 'page'] as const;

/** Rows the list shows per page: the call's default. */
const PAGE_SIZE = 20;

const wholeNumber = (text: string, least: number): number | undefined =>
  /^\d{1,15}$/.test(text) && Number(text) >= least ? Number(text) : undefined;

const isSort = (text: string): text is ProductSort => (PRODUCT_SORTS as readonly string[]).includes(text);

/**
 * The view a URL describes. A value the list call would refuse (a hand-edited page number, an unknown sort, a
 * lowest price above the highest) is dropped, so an old or edited link still opens a working list. The rules are
 * the call's; list-query.test.ts checks that its schema accepts every view read here. Plain code rather than the
 * schema, so the home page loads no validation library (decision 011).
 */
export function readListQuery(params: URLSearchParams, defaults: ListDefaults): ListQuery {
  const text = (key: (typeof URL_KEYS)[number]) => params.get(key)?.trim() ?? '';
  const q = text('q');
  const shipFrom = text('ship_from');
  const sort = text('sort');
  const query: ListQuery = {
    q: q !== '' && q.length <= 100 ? q : undefined,
    category_id: wholeNumber(text('category_id'), 1),
    ship_from: /^[A-Z]{2}$/.test(shipFrom) ? shipFrom : undefined,
    price_min: wholeNumber(text('price_min'), 0),
    price_max: wholeNumber(text('price_max'), 0),
    sort: isSort(sort) ? sort : defaults.sort,
    page: wholeNumber(text('page'), 1) ?? 1,
    page_size: PAGE_SIZE,
  };
  // The call reports a reversed range on the lowest price, so that is the bound a link loses.
  if (query.price_min !== undefined && query.price_max !== undefined && query.price_min > query.price_max)
    query.price_min = undefined;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ListQuery;
}

/** The URL parameters of a view: only what differs from the page's defaults, so links stay short. */
export function writeListQuery(query: ListPatch, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if ((key === 'sort' && value === defaults.sort) || (key === 'page' && value === 1)) continue;
    params.set(key, String(value));
  }
  return params;
}

/** The view after a change: changing what is listed starts again at page 1; changing the page keeps the rest. */
export function applyPatch(query: ListQuery, patch: ListPatch): ListQuery {
  return { ...query, page: 1, ...patch };
}
