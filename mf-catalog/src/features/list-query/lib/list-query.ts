import * as v from 'valibot';
import { productListInput, type ProductSort } from '@shop/api/contract';

/** What the product list shows. It is the list call's own input, so the URL uses the call's names and units. */
export type ListQuery = v.InferOutput<typeof productListInput>;
/** A change to the view; a key set to undefined removes that filter. */
export type ListPatch = Partial<Omit<ListQuery, 'page_size'>>;

/** What a page shows when the URL says nothing (the campaign page lists best sellers first). */
export interface ListDefaults {
  sort: ProductSort;
}

/** The parameters the URL carries, in the order they are written. */
const URL_KEYS = ['q', 'category_id', 'ship_from', 'price_min', 'price_max', 'sort', 'page'] as const;
type UrlKey = (typeof URL_KEYS)[number];

/**
 * The view a URL describes, checked by the call's schema. A value the schema refuses (a hand-edited page number,
 * a lowest price above the highest) is dropped, so an old or edited link still opens a working list.
 */
export function readListQuery(params: URLSearchParams, defaults: ListDefaults): ListQuery {
  const candidate: Partial<Record<UrlKey, string>> = { sort: defaults.sort };
  for (const key of URL_KEYS) {
    const value = params.get(key)?.trim();
    if (value) candidate[key] = value;
  }
  for (let attempt = 0; attempt <= URL_KEYS.length; attempt++) {
    const result = v.safeParse(productListInput, candidate);
    if (result.success) return result.output;
    const refused = result.issues.map((issue) => v.getDotPath(issue)).filter((key) => key !== null && key in candidate);
    if (refused.length === 0) break;
    for (const key of refused) delete candidate[key as UrlKey];
  }
  return v.parse(productListInput, { sort: defaults.sort });
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
