import { useRef } from 'react';
import { addManyToCart, getCart, getHeader, type CallData } from '@shop/api/calls';
import { useAction } from '@shop/platform';
import { newAttemptKey } from '../lib/attempt-key';

export interface ReadyLine {
  product_id: number;
  quantity: number;
}

/**
 * `cart.addMany` for the ready lines, once: a double tap sends one call (the action's guard), and a retry of the
 * same lines (after a lost answer) sends the same idempotency key, which the backend answers with the first
 * answer. Other lines, or a success, make a new key. The header's cart count and the cart follow.
 */
export function useAddAll() {
  const attempt = useRef<{ lines: string; key: string } | null>(null);
  const action = useAction();

  const addAll = async (ready: readonly ReadyLine[]): Promise<CallData<typeof addManyToCart> | undefined> => {
    const lines = ready.map(({ product_id, quantity }) => ({ product_id, quantity }));
    const asked = JSON.stringify(lines);
    if (attempt.current?.lines !== asked) attempt.current = { lines: asked, key: newAttemptKey() };
    const data = await action.run(
      addManyToCart,
      { lines, idempotency_key: attempt.current.key },
      { refresh: [getHeader, getCart] },
    );
    if (data) attempt.current = null;
    return data;
  };

  return { addAll, pending: action.pending, message: action.message };
}
