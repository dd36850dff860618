import { randomBytes } from 'node:crypto';
import { canPay, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/api/contract';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db/database';
import { conflict } from '../../http/api-failure';
import { transition } from '../orders/order-states';

/**
 * The simulated payment gateway. A payment's outcome is decided when it is created (payments.outcome) and
 * revealed when it settles: `paymentSettleMs` after creation, lazily, the first time anything reads the order's
 * payment or the order after that moment. Settling moves the order pending -> processing (paid) or
 * pending -> unpaid (failed, the customer may pay again). Paying a pending order again replaces its payment in
 * flight, so at most one payment of an order is ever pending.
 */

export type Outcome = 'success' | 'failure';

/**
 * The outcomes forced for the next payment created on this database (POST /__dev/payment/next-outcome): of one
 * customer's orders (by user id), or of anyone's (`ANYONE`). A customer's own comes first, so journeys running side
 * by side never take each other's.
 */
const nextOutcome = new WeakMap<Db, Map<number, Outcome>>();
const ANYONE = 0;

export function setNextOutcome(db: Db, outcome: Outcome, userId: number = ANYONE): void {
  const forced = nextOutcome.get(db) ?? new Map<number, Outcome>();
  forced.set(userId, outcome);
  nextOutcome.set(db, forced);
}

/** A forced next outcome wins once; otherwise PAYMENT_FAIL=1 makes every payment fail. */
function decideOutcome(db: Db, config: Config, userId: number): Outcome {
  const forced = nextOutcome.get(db);
  for (const key of [userId, ANYONE]) {
    const outcome = forced?.get(key);
    if (outcome) {
      forced?.delete(key);
      return outcome;
    }
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

/**
 * Starts paying an order the pay rule accepts (`canPay`: unpaid, or pending with a payment not confirmed): a
 * pending payment of the order's total, and the order pending. Any other status is a 409 `order_state_invalid`.
 */
export function startPayment(
  db: Db,
  config: Config,
  orderId: number,
  method: PaymentMethod,
  now: number = Date.now(),
): number {
  return db.transaction(() => {
    // A payment due to settle settles first: the order may have been paid (refused below) or failed (unpaid).
    settleDuePayments(db, { orderId }, now);
    const order = db.prepare('SELECT status, total, user_id FROM orders WHERE id = ?').get(orderId) as {
      status: OrderStatus;
      total: number;
      user_id: number;
    };
    if (!canPay(order.status)) throw conflict('order_state_invalid', { status: order.status });
    const createdAt = nowIso(now);
    if (order.status === 'pending') {
      // Spec 4: pending is "not paid yet, pay first". The new payment replaces the one not confirmed, which is
      // voided in this transaction so that it can never settle as well: the order is paid once.
      db.prepare("UPDATE payments SET status = 'failed', settled_at = ? WHERE order_id = ? AND status = 'pending'").run(
        createdAt,
        orderId,
      );
    } else {
      transition(db, orderId, 'pending', `payment started (${method})`, createdAt);
    }
    const result = db
      .prepare(
        `INSERT INTO payments (order_id, method, amount, status, outcome, created_at, settles_at)
         VALUES (?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(
        orderId,
        method,
        order.total,
        decideOutcome(db, config, order.user_id),
        createdAt,
        nowIso(now + config.paymentSettleMs),
      );
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
