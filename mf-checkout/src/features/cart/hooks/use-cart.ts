import {
  checkoutCart,
  getCart,
  getHeader,
  removeCartItems,
  selectCartItems,
  setCartQuantity,
  type Cart,
} from '@shop/api/calls';
import { cacheWrite, useAction, useCall } from '@shop/platform';

/**
 * The cart and what can be done to it, one change at a time. Every change answers with the whole cart, which
 * replaces the cached one, and the header's counter is read again so it stays in step. A refused or failed change
 * is told and the cart is read again, so the page never shows a state the server does not have.
 */
export function useCart() {
  const { data, error, mutate } = useCall(getCart, {});
  const { run, pending, failure } = useAction({ refresh: [getCart, getHeader] });
  const answered = { update: (cart: Cart) => [cacheWrite(getCart, {}, cart)] };

  return {
    cart: data,
    error,
    retry: () => void mutate(),
    pending,
    failure,
    setQuantity: async (item_id: number, quantity: number) =>
      (await run(setCartQuantity, { item_id, quantity }, answered)) !== undefined,
    remove: async (item_ids: number[]) => (await run(removeCartItems, { item_ids }, answered)) !== undefined,
    select: async (item_ids: number[], selected: boolean) =>
      (await run(selectCartItems, { item_ids, selected }, answered)) !== undefined,
    /** Starts a checkout from the selected lines: its id, or null when refused (the failure is told). */
    checkout: async (): Promise<number | null> => (await run(checkoutCart, {}))?.cart_id ?? null,
  };
}
