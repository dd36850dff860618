import { randomBytes } from 'node:crypto';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/api/contract';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db/database';
import { conflict } from '../../http/api-failure';
import { transition } from '../orders/order-states';

/**
 * The simulated payment gateway. A payment's outcome is decided when it is created (payments.outcome) and
 * revealed when it settles: `paymentSettleMs` after creation, lazily, the first time anything reads the order's
 * payment or the order after that moment. Settling moves the order pending -> processing (paid) or
 * pending -> unpaid (failed, the customer may pay again).
 */

export type Outcome = 'success' | 'failure';

/** The outcome forced for the next payment created on this database (POST /__dev/payment/next-outcome). */
const nextOutcome = new WeakMap<Db, Outcome>();

export function setNextOutcome(db: Db, outcome: Outcome): void {
  nextOutcome.set(db, outcome);
}

/** The forced next outcome wins once; otherwise PAYMENT_FAIL=1 makes every payment fail. */
function decideOutcome(db: Db, config: Config): Outcome {
  const forced = nextOutcome.get(db);
  if (forced) {
    nextOutcome.delete(db);
    return forced;
  }
  return config.paymentFail ? 'failure' : 'success';
}

interface PaymentRecord {
  id: number;
  order_id: number;
  method: PaymentMethod;
  amount: number;
  status: PaymentStatus;
  outcome: Outcome;
  transaction_id: string | null;
  settles_at: string;
  settled_at: string | null;
}

/** Starts paying an unpaid order: a pending payment of the order's total, and the order pending. */
export function startPayment(
  db: Db,
  config: Config,
  orderId: number,
  method: PaymentMethod,
  now: number = Date.now(),
): number {
  return db.transaction(() => {
    settleDuePayments(db, { orderId }, now);
    const order = db.prepare('SELECT status, total FROM orders WHERE id = ?').get(orderId) as {
      status: OrderStatus;
      total: number;
    };
    if (order.status === 'pending') throw conflict('payment_in_progress');
    const createdAt = nowIso(now);
    // transition refuses any status but unpaid before the payment exists.
    transition(db, orderId, 'pending', `payment started (${method})`, createdAt);
    const result = db
      .prepare(
        `INSERT INTO payments (order_id, method, amount, status, outcome, created_at, settles_at)
         VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(orderId, method, order.total, decideOutcome(db, config), createdAt, nowIso(now + config.paymentSettleMs));
    return Number(result.lastInsertRowid);
  })();
}

/** Settles the pending payments whose time has come, of one order or of all a customer's orders. */
export function settleDuePayments(
  db: Db,
  scope: { orderId: number } | { userId: number },
  now: number = Date.now(),
): void {
  db.transaction(() => {
    const due = (
      'orderId' in scope
        ? db
            .prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'pending' AND settles_at <= ? ORDER BY id")
            .all(scope.orderId, nowIso(now))
        : db
            .prepare(
              `SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id
               WHERE o.user_id = ? AND p.status = 'pending' AND p.settles_at <= ? ORDER BY p.id`,
            )
            .all(scope.userId, nowIso(now))
    ) as PaymentRecord[];
    for (const payment of due) settle(db, payment);
  })();
}

function settle(db: Db, payment: PaymentRecord): void {
  const at = payment.settles_at;
  const orderStatus = db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(payment.order_id) as OrderStatus;
  // Ending an order voids its payment in flight (see transition), so a pending payment normally has a pending
  // order; should it not, the payment fails rather than break the read that settles it.
  if (payment.outcome === 'failure' || orderStatus !== 'pending') {
    db.prepare("UPDATE payments SET status = 'failed', settled_at = ? WHERE id = ?").run(at, payment.id);
    if (orderStatus === 'pending') transition(db, payment.order_id, 'unpaid', `payment failed (${payment.method})`, at);
    return;
  }
  const transactionId = `TX${at.slice(0, 10).replaceAll('-', '')}${randomBytes(6).toString('hex').toUpperCase()}`;
  db.prepare("UPDATE payments SET status = 'paid', transaction_id = ?, settled_at = ? WHERE id = ?").run(
    transactionId,
    at,
    payment.id,
  );
  db.prepare('UPDATE orders SET payment_method = ?, paid_at = ?, transaction_id = ? WHERE id = ?').run(
    payment.method,
    at,
    transactionId,
    payment.order_id,
  );
  transition(db, payment.order_id, 'processing', `payment settled (${payment.method})`, at);
}

export function latestPayment(db: Db, orderId: number): PaymentRecord | undefined {
  return db.prepare('SELECT * FROM payments WHERE order_id = ? ORDER BY id DESC LIMIT 1').get(orderId) as
    PaymentRecord | undefined;
}
