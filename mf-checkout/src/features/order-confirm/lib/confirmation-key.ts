import { newIdempotencyKey } from '../../../lib/idempotency-key';

/**
 * The idempotency key of one confirmation (`order.confirm`): made once per checkout and kept in the tab's
 * session storage, so a double click, a retry after a lost answer, or a reload of the confirm page all send the
 * same key, and the backend answers each with the same order.
 */
export function confirmationKey(cartId: number, storage: Storage | null = sessionStorageOrNull()): string {
  const name = `checkout.confirm.${cartId}`;
  const kept = storage?.getItem(name);
  if (kept && /^[\w-]{8,100}$/.test(kept)) return kept;
  const key = newIdempotencyKey();
  storage?.setItem(name, key);
  return key;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the key then lives as long as the page.
    return null;
  }
}
