/**
 * Order numbers: the UTC creation day and the order id, e.g. 20261101000042. Unique because the id is, and
 * easy to type into the batch search.
 */
export function orderNumber(orderId: number, createdAt: string): string {
  return `${createdAt.slice(0, 10).replaceAll('-', '')}${String(orderId).padStart(6, '0')}`;
}
