/**
 * A new idempotency key for `cart.addMany` (`[\w-]{8,100}`, the contract's `idempotencyKey`). The checkout makes
 * its keys the same way in its own `lib/idempotency-key.ts`: a remote never imports another, and sharing three
 * lines through the platform would weigh on every page's first load (decision 066).
 */
export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Browsers without randomUUID (an older Safari, a page not served over https): unique enough for one buyer.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
