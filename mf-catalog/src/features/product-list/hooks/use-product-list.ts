import { listProducts, type CallInput } from '@shop/api/calls';
import { useCall, useIsAuthenticated } from '@shop/platform';

/**
 * The products of a view: `{ data, isLoading, error, isEmpty, pageCount, retry }`. A visitor's price range is
 * not sent (the backend ignores it, spec 1). The previous page stays on screen while the next one loads.
 */
export function useProductList(query: CallInput<typeof listProducts>) {
  const customer = useIsAuthenticated();
  const input = customer ? query : { ...query, price_min: undefined, price_max: undefined };
  const { data, error, isLoading, isValidating, mutate } = useCall(listProducts, input, { keepPreviousData: true });
  return {
    data,
    error: error as unknown,
    isLoading,
    isUpdating: isValidating && data !== undefined,
    isEmpty: data !== undefined && data.items.length === 0,
    pageCount: data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0,
    retry: () => void mutate(),
  };
}

export type ProductListState = ReturnType<typeof useProductList>;
