import { useState } from 'react';
import { checkoutCart, getCart, removeCartItems, selectCartItems, setCartQuantity, type Cart } from '@shop/api/calls';
import { actionFailure, api, refreshHeader, useCall, type FormFailure } from '@shop/platform';

/**
 * The cart and what can be done to it. Every change answers with the whole cart, which replaces the cached one,
 * and the header's counter is read again so it stays in step. A refused or failed change is told and the cart
 * is read again, so the page never shows a state the server does not have.
 */
export function useCart() {
  const { data, error, mutate } = useCall(getCart, {});
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const change = async (call: () => Promise<Cart>): Promise<boolean> => {
    setPending(true);
    setFailure(null);
    try {
      await mutate(await call(), { revalidate: false });
      return true;
    } catch (caught) {
      setFailure(actionFailure(caught));
      void mutate();
      return false;
    } finally {
      setPending(false);
      void refreshHeader();
    }
  };

  return {
    cart: data,
    error,
    retry: () => void mutate(),
    pending,
    failure,
    setQuantity: (item_id: number, quantity: number) => change(() => api.call(setCartQuantity, { item_id, quantity })),
    remove: (item_ids: number[]) => change(() => api.call(removeCartItems, { item_ids })),
    select: (item_ids: number[], selected: boolean) => change(() => api.call(selectCartItems, { item_ids, selected })),
    /** Starts a checkout from the selected lines: its id, or null when refused (the failure is told). */
    checkout: async (): Promise<number | null> => {
      setPending(true);
      setFailure(null);
      try {
        return (await api.call(checkoutCart, {})).cart_id;
      } catch (caught) {
        setFailure(actionFailure(caught));
        void mutate();
        return null;
      } finally {
        setPending(false);
      }
    },
  };
}
