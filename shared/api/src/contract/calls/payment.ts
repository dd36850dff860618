import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { id, money, timestamp } from '../fields';
import { M } from '../messages';
import { idempotencyKey, orderNotFound, orderStatus } from './orders';

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
    'Pays an order not paid yet (canPay: unpaid or pending) with the chosen method: the order is pending until the gateway settles the payment (then processing when paid, or unpaid again when it failed or was voided, so the customer may pay again). Idempotent: the same idempotency_key for the same order always answers with the same payment (and its status now), so a double tap or a retry starts one payment. A new attempt while a payment is with the gateway asks the gateway to void that one and is refused (409 payment_in_progress) until the gateway has said it is void or failed; if it was captured meanwhile, the order is paid and a new payment is refused (order_state_invalid): an order is charged once.',
  access: 'customer',
  gated: true,
  input: v.object({ order_id: id, method: paymentMethod, idempotency_key: idempotencyKey }),
  /** status is the payment's now: pending when just started, settled when the key was used before. */
  data: v.object({ payment_id: v.number(), status: paymentStatus }),
  errors: [
    orderNotFound,
    {
      code: ErrorCode.CONFLICT,
      when: 'the order is already paid, canceled or closed (key order_state_invalid, data.status is its status)',
    },
    {
      code: ErrorCode.CONFLICT,
      when: 'another payment of the order is with the gateway, which was asked to void it; try again once it answers (key payment_in_progress, data.payment_id and data.method are that payment)',
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
