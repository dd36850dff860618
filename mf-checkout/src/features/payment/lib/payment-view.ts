import { PAYMENT_STANDING, type CallData, type getPaymentStatus } from '@shop/api/calls';

type PaymentAnswer = Pick<CallData<typeof getPaymentStatus>, 'status' | 'order_status'>;

/**
 * What the result page tells about an order's latest payment:
 * - `confirming`: pending, and the page still follows it ('confirming your payment, please wait');
 * - `slow`: still pending when the page stopped following it (PAYMENT_WAIT_MS): said, with ways on;
 * - `paid`: the payment went through ('Thank you for your order!');
 * - `orderPaid`: this payment did not go through but the order is paid all the same (by another payment);
 * - `orderEnded`: the order was canceled or closed, which stopped the payment: it can no longer be paid;
 * - `failed`: the payment failed and the order can be paid again.
 * The order's standing comes from the contract's pay rule (PAYMENT_STANDING), the one the backend enforces.
 */
export type PaymentView = 'confirming' | 'slow' | 'paid' | 'orderPaid' | 'orderEnded' | 'failed';

export function paymentView(payment: PaymentAnswer, waitOver: boolean): PaymentView {
  if (payment.status === 'paid') return 'paid';
  const standing = PAYMENT_STANDING[payment.order_status];
  if (standing === 'paid') return 'orderPaid';
  if (standing === 'ended') return 'orderEnded';
  if (payment.status === 'pending') return waitOver ? 'slow' : 'confirming';
  return 'failed';
}
