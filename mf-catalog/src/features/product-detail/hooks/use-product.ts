import { getProduct } from '@shop/api/calls';
import { isNotFound, useCall, useLocale } from '@shop/platform';

/**
 * One product: `{ product, isLoading, notFound, error, retry, refresh }`. An id that cannot be one (null) or that
 * the backend does not know (404) is `notFound`.
 */
export function useProduct(id: number | null) {
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useCall(getProduct, id === null ? null : { id, locale });
  const notFound = id === null || isNotFound(error);
  return {
    product: data,
    isLoading,
    notFound,
    error: notFound ? undefined : (error as unknown),
    retry: () => void mutate(),
    /** Reads the product again after a change (its favorite flag). */
    refresh: () => mutate(),
  };
}
