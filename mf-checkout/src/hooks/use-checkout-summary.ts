import { useSWRConfig } from 'swr';
import { getCheckoutSummary, type CheckoutSummary } from '@shop/api/calls';
import { callKey, useCall } from '@shop/platform';

/** What the delivery and confirmation pages show for a checkout: items, totals, the delivery and the warehouse. */
export function useCheckoutSummary(cartId: number | null) {
  const { data, error, mutate } = useCall(getCheckoutSummary, cartId === null ? null : { cart_id: cartId });
  return { summary: data, error, retry: () => void mutate() };
}

/**
 * Keeps the cached summary of a checkout in step with a change made on another page (a delivery chosen, the
 * order placed), so the next page never shows the state from before it, even inside SWR's dedupe window.
 */
export function useRememberSummary() {
  const { mutate } = useSWRConfig();
  return (cartId: number, next: CheckoutSummary | ((current: CheckoutSummary) => CheckoutSummary)) =>
    mutate<CheckoutSummary>(
      callKey(getCheckoutSummary, { cart_id: cartId }),
      (current) => (typeof next === 'function' ? (current ? next(current) : undefined) : next),
      { revalidate: false },
    );
}
