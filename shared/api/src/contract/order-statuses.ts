/**
 * The order statuses and what paying means in each: plain values, without valibot, so the backend (which enforces
 * the rule) and the pages (which follow it) read the same one (decision 011: pages import no schemas).
 */

/** The order statuses of spec section 4; the transitions between them are in docs/order-states.md. */
export const ORDER_STATUSES = [
  'unpaid',
  'pending',
  'processing',
  'purchased',
  'shipped',
  'completed',
  'canceled',
  'closed',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Where an order stands with its payment:
 * - `payable`: not paid yet, so a payment can be made. Spec 4 says of `pending` "not paid yet, pay first": a
 *   payment that was started and not confirmed (a bank transfer the bank has not confirmed) has not paid the
 *   order, and the shopper may pay another way: the new payment starts once the gateway has said the one in
 *   flight is void or failed (decision 041), so the order is charged once.
 * - `paid`: the money was taken; there is nothing to pay.
 * - `ended`: canceled, or closed (not paid in time, or refunded); it can never be paid, a new order is the way on.
 */
export type PaymentStanding = 'payable' | 'paid' | 'ended';

/** Every status has a standing: a status added to ORDER_STATUSES fails type-checking until it is placed here. */
export const PAYMENT_STANDING = {
  unpaid: 'payable',
  pending: 'payable',
  processing: 'paid',
  purchased: 'paid',
  shipped: 'paid',
  completed: 'paid',
  canceled: 'ended',
  closed: 'ended',
} as const satisfies Readonly<Record<OrderStatus, PaymentStanding>>;

/** The statuses in which an order accepts a payment (`payment.create`) and offers "Pay now" (the `pay` action). */
export type PayableStatus = {
  [S in OrderStatus]: (typeof PAYMENT_STANDING)[S] extends 'payable' ? S : never;
}[OrderStatus];

/** The one pay rule: the backend refuses a payment for any other status, and the pages offer none. */
export function canPay(status: OrderStatus): status is PayableStatus {
  return PAYMENT_STANDING[status] === 'payable';
}

export const PAYABLE_STATUSES: readonly PayableStatus[] = ORDER_STATUSES.filter(canPay);
