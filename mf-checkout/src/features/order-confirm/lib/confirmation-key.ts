/**
 * The idempotency key of one confirmation (`order.confirm`): made once per checkout and kept in the tab's
 * session storage, so a double click, a retry after a lost answer, or a reload of the confirm page all send the
 * same key, and the backend answers each with the same order.
 */
export function confirmationKey(cartId: number, storage: Storage | null = sessionStorageOrNull()): string {
  const name = `checkout.confirm.${cartId}`;
  const kept = storage?.getItem(name);
  if (kept && /^[\w-]{8,100}$/.test(kept)) return kept;
  const key = newKey();
  storage?.setItem(name, key);
  return key;
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Older browsers without randomUUID: still unique enough for one customer's confirmations.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the key then lives as long as the page.
    return null;
  }
}
