import { getPaymentStatus } from '@shop/api/calls';
import { useCall } from '@shop/platform';

/** How often the result page asks while the gateway has not settled the payment. */
export const PAYMENT_POLL_MS = 1500;

/**
 * The order's latest payment, read again every PAYMENT_POLL_MS while it is pending and never once it is
 * settled (paid or failed), so the page follows the gateway without the customer reloading.
 */
export function usePaymentStatus(orderId: number | null) {
  const { data, error, mutate } = useCall(getPaymentStatus, orderId === null ? null : { order_id: orderId }, {
    refreshInterval: (latest) => (latest === undefined || latest.status === 'pending' ? PAYMENT_POLL_MS : 0),
  });
  return { payment: data, error, retry: () => void mutate() };
}
