import { listBoxItems } from '@shop/api/calls';
import { useCall } from '@shop/platform';
import { refreshWhileQueued } from '../lib/refresh-while-queued';

/** Box items per page. */
export const BOX_PAGE_SIZE = 10;

/** One page of the collection box, newest first; read again every few seconds while an item is still queued. */
export function useBox(page: number) {
  const { data, error, isValidating, mutate } = useCall(
    listBoxItems,
    { page, page_size: BOX_PAGE_SIZE },
    { keepPreviousData: true, refreshInterval: refreshWhileQueued },
  );
  return {
    data,
    error: error as unknown,
    isUpdating: isValidating && data !== undefined,
    pageCount: data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0,
    retry: () => void mutate(),
  };
}
