import { listClaimableProducts } from '@shop/api/calls';
import { useCall } from '@shop/platform';

/** Products per page of the publish list. */
export const PRODUCTS_PAGE_SIZE = 10;

/**
 * The products that can be claimed, for a search and a page; the previous page stays on screen while the next
 * one loads; `refresh` reads it again (the retry of a failed read). A publish reads it again by itself (useAction).
 */
export function useClaimableProducts(q: string, page: number) {
  const { data, error, isValidating, mutate } = useCall(
    listClaimableProducts,
    { q: q === '' ? undefined : q, page, page_size: PRODUCTS_PAGE_SIZE },
    { keepPreviousData: true },
  );
  return {
    data,
    error: error as unknown,
    isUpdating: isValidating && data !== undefined,
    pageCount: data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0,
    refresh: () => void mutate(),
  };
}
