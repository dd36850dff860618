import type { FastifyInstance } from 'fastify';
import {
  createPayment,
  getPaymentMethods,
  getPaymentStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@shop/api/contract';
import { conflict } from '../../http/api-failure';
import { route } from '../../http/route';
import { findOrder } from '../orders/repository';
import { latestPayment, settleDuePayments, startPayment } from './gateway';

const METHOD_NAMES: Record<PaymentMethod, string> = {
  card: 'Credit / debit card',
  bank_transfer: 'Bank transfer',
  e_wallet: 'E-wallet',
};

export function registerPaymentRoutes(app: FastifyInstance): void {
  route(app, getPaymentMethods, (input, { db, customer }) => {
    settleDuePayments(db, { orderId: findOrder(db, customer().id, input.order_id).id });
    const order = findOrder(db, customer().id, input.order_id);
    return {
      order: { id: order.id, order_no: order.order_no, total: order.total, status: order.status },
      methods: PAYMENT_METHODS.map((code) => ({ code, name: METHOD_NAMES[code] })),
    };
  });

  route(app, createPayment, (input, { db, config, customer }) => {
    const order = findOrder(db, customer().id, input.order_id);
    return startPayment(db, config, {
      orderId: order.id,
      method: input.method,
      idempotencyKey: input.idempotency_key,
    });
  });

  route(app, getPaymentStatus, (input, { db, customer }) => {
    const orderId = findOrder(db, customer().id, input.order_id).id;
    settleDuePayments(db, { orderId });
    const payment = latestPayment(db, orderId);
    if (!payment) throw conflict('payment_not_started');
    return {
      payment_id: payment.id,
      status: payment.status,
      method: payment.method,
      order_status: findOrder(db, customer().id, orderId).status,
      paid_at: payment.status === 'paid' ? payment.settled_at : null,
      transaction_id: payment.transaction_id,
    };
  });
}
