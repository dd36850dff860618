import { listBoxItems } from '@shop/api/calls';
import { useCall } from '@shop/platform';

/** Box items per page. */
export const BOX_PAGE_SIZE = 10;

/** While something is queued the ERP may publish it any moment: the page reads the box again this often. */
export const QUEUED_REFRESH_MS = 5000;

/** One page of the collection box, newest first; read again every few seconds while an item is still queued. */
export function useBox(page: number) {
  const { data, error, isValidating, mutate } = useCall(
    listBoxItems,
    { page, page_size: BOX_PAGE_SIZE },
    {
      keepPreviousData: true,
      refreshInterval: (latest) => (latest?.items.some((item) => item.status === 'queued') ? QUEUED_REFRESH_MS : 0),
    },
  );
  return {
    data,
    error: error as unknown,
    isUpdating: isValidating && data !== undefined,
    pageCount: data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 0,
    retry: () => void mutate(),
  };
}
