/**
 * A new idempotency key (`[\w-]{8,100}`, the contract's `idempotencyKey`): the one way this remote makes the key
 * of a confirmation (`order.confirm`) and of a payment attempt (`payment.create`), which the backend answers the
 * same way every time it is sent again.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID: still unique enough for one customer's confirmations and payments.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
