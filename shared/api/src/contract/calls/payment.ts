import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, money, timestamp } from '../fields';
import { M } from '../messages';
import { orderNotFound, orderStatus } from './orders';

export const PAYMENT_METHODS = ['card', 'bank_transfer', 'e_wallet'] as const;
export const paymentMethod = v.picklist(PAYMENT_METHODS, M.invalid_value);
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const paymentStatus = v.picklist(['pending', 'paid', 'failed']);
export type PaymentStatus = v.InferOutput<typeof paymentStatus>;

export const getPaymentMethods = defineCall({
  name: 'payment.methods',
  method: 'GET',
  path: '/shop-api/payment/methods',
  summary: 'The order to pay (number, total, status) and the payment methods offered for it.',
  access: 'customer',
  gated: true,
  input: v.object({ order_id: id }),
  data: v.object({
    order: v.object({ id: v.number(), order_no: v.string(), total: money, status: orderStatus }),
    /** name is the English label; the UI translates by code. */
    methods: v.array(v.object({ code: paymentMethod, name: v.string() })),
  }),
  errors: [orderNotFound],
});

export const createPayment = defineCall({
  name: 'payment.create',
  method: 'POST',
  path: '/shop-api/payment/create',
  summary:
    'Pays an order not paid yet (canPay: unpaid or pending) with the chosen method: the order is pending until the gateway settles the payment (then processing when paid, or unpaid again when it failed, so the customer may pay again). On a pending order the new payment replaces the one not confirmed yet, which is voided (failed) and never settles: an order is paid once.',
  access: 'customer',
  gated: true,
  input: v.object({ order_id: id, method: paymentMethod }),
  data: v.object({ payment_id: v.number(), status: v.literal('pending') }),
  errors: [
    orderNotFound,
    {
      code: ErrorCode.CONFLICT,
      when: 'the order is already paid, canceled or closed (key order_state_invalid, data.status is its status)',
    },
  ],
});

export const getPaymentStatus = defineCall({
  name: 'payment.status',
  method: 'GET',
  path: '/shop-api/payment/status',
  summary:
    "The latest payment of an order and the order's status; the payment result page polls it while the status is pending, for a bounded time.",
  access: 'customer',
  gated: true,
  input: v.object({ order_id: id }),
  data: v.object({
    payment_id: v.number(),
    status: paymentStatus,
    method: paymentMethod,
    order_status: orderStatus,
    paid_at: v.nullable(timestamp),
    transaction_id: v.nullable(v.string()),
  }),
  errors: [
    orderNotFound,
    { code: ErrorCode.CONFLICT, when: 'no payment was made for the order (key payment_not_started)' },
  ],
});
