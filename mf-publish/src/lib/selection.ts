import type { CallData, listClaimableProducts } from '@shop/api/calls';

export type ClaimableProduct = CallData<typeof listClaimableProducts>['items'][number];

/**
 * The batch's selection: the chosen products by id, kept whole so the review step can name products of pages no
 * longer shown. It lives above the list, so paging and searching never drop it.
 */
export type Selection = ReadonlyMap<number, ClaimableProduct>;

export const emptySelection: Selection = new Map();

/**
 * The selection after the table's boxes of one page changed: `chosen` holds the keys now ticked (those of other
 * pages included, as the table passes them through); products of this page are added or dropped by it.
 */
export function applyPageChoice(
  selection: Selection,
  pageProducts: readonly ClaimableProduct[],
  chosen: ReadonlySet<number | string>,
): Selection {
  const next = new Map(selection);
  for (const product of pageProducts) {
    if (chosen.has(product.id)) next.set(product.id, product);
    else next.delete(product.id);
  }
  return next;
}

export function without(selection: Selection, productId: number): Selection {
  const next = new Map(selection);
  next.delete(productId);
  return next;
}
