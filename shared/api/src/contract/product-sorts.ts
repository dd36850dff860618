/** The orders the product list can be sorted in; the URL and the list call use these names. */
export const PRODUCT_SORTS = [
  'newest_desc',
  'newest_asc',
  'sales_desc',
  'sales_asc',
  'inventory_desc',
  'inventory_asc',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
