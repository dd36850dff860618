/** While something is queued the ERP may publish it any moment: the box is read again this often. */
export const QUEUED_REFRESH_MS = 5000;

/** SWR's refresh interval for a page of the box: polling while an item is queued, none once all are published. */
export function refreshWhileQueued(page: { items: readonly { status: string }[] } | undefined): number {
  return page?.items.some((item) => item.status === 'queued') ? QUEUED_REFRESH_MS : 0;
}
