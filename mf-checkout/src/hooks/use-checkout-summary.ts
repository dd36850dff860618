import { getCheckoutSummary } from '@shop/api/calls';
import { useCall } from '@shop/platform';

/** What the delivery and confirmation pages show for a checkout: items, totals, the delivery and the warehouse. */
export function useCheckoutSummary(cartId: number | null) {
  const { data, error, mutate } = useCall(getCheckoutSummary, cartId === null ? null : { cart_id: cartId });
  return { summary: data, error, retry: () => void mutate() };
}
