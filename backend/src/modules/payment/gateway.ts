import { randomBytes } from 'node:crypto';
import { canPay, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@shop/api/contract';
import type { Config } from '../../config';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, conflict } from '../../http/api-failure';
import { transition } from '../orders/order-states';

/**
 * The simulated payment gateway. A payment's outcome is decided when it is created (payments.outcome) and
 * revealed when it settles: `paymentSettleMs` after creation, lazily, the first time anything reads the order's
 * payment or the order after that moment. Settling moves the order pending -> processing (paid) or
 * pending -> unpaid (failed, the customer may pay again). At most one payment of an order is with the gateway
 * (decision 041): a new attempt asks the gateway to void the one in flight and starts only once the gateway has
 * said that one is void or failed, because a payment the store merely marks as replaced may still be captured.
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
  voids_at: string | null;
}

export interface StartedPayment {
  payment_id: number;
  status: PaymentStatus;
}

/**
 * Starts paying an order the pay rule accepts (`canPay`), once per attempt (decision 041), in one transaction:
 * - the same `(order, idempotency_key)` answers with the payment it started, whatever its status now (a double
 *   tap, a retry after a lost answer);
 * - an order whose payment is still with the gateway is refused with 409 `payment_in_progress`, after asking the
 *   gateway to void that payment (once): the new attempt is accepted when the gateway has said it is void or
 *   failed, and refused as paid (`order_state_invalid`) if the gateway captured it meanwhile;
 * - otherwise a pending payment of the order's total, and the order pending.
 * Any status `canPay` refuses is a 409 `order_state_invalid`.
 */
export function startPayment(
  db: Db,
  config: Config,
  attempt: { orderId: number; method: PaymentMethod; idempotencyKey: string },
  now: number = Date.now(),
): StartedPayment {
  const { orderId, method, idempotencyKey } = attempt;
  const outcome = db.transaction((): StartedPayment | ApiFailure => {
    // What the gateway said by now comes first: the order may have been paid (refused below), failed or voided.
    settleDuePayments(db, { orderId }, now);
    const same = db
      .prepare('SELECT id AS payment_id, status FROM payments WHERE order_id = ? AND idempotency_key = ?')
      .get(orderId, idempotencyKey) as StartedPayment | undefined;
    if (same) return same;
    const order = db.prepare('SELECT status, total, user_id FROM orders WHERE id = ?').get(orderId) as {
      status: OrderStatus;
      total: number;
      user_id: number;
    };
    if (!canPay(order.status)) return conflict('order_state_invalid', { status: order.status });
    const inFlight = db.prepare("SELECT * FROM payments WHERE order_id = ? AND status = 'pending'").get(orderId) as
      PaymentRecord | undefined;
    if (inFlight) {
      // Spec 4: pending is "not paid yet, pay first", so the shopper may pay another way; but the waiting payment
      // is the gateway's until it says otherwise. Ask it to void that one (the answer comes like a settlement)
      // and refuse this attempt until then: replacing it now could charge the shopper twice.
      if (inFlight.voids_at === null) {
        db.prepare('UPDATE payments SET voids_at = ? WHERE id = ?').run(
          nowIso(now + config.paymentSettleMs),
          inFlight.id,
        );
      }
      return conflict('payment_in_progress', { payment_id: inFlight.id, method: inFlight.method });
    }
    const createdAt = nowIso(now);
    // With no payment in flight a payable order is unpaid: a pending order's payment leaves the gateway only by
    // settling or being voided, and both move the order back or on.
    transition(db, orderId, 'pending', `payment started (${method})`, createdAt);
    const result = db
      .prepare(
        `INSERT INTO payments (order_id, idempotency_key, method, amount, status, outcome, created_at, settles_at)
         VALUES (?, ?, ?, ?, 'pending', ?, ?, ?)`,
      )
      .run(
        orderId,
        idempotencyKey,
        method,
        order.total,
        decideOutcome(db, config, order.user_id),
        createdAt,
        nowIso(now + config.paymentSettleMs),
      );
    return { payment_id: Number(result.lastInsertRowid), status: 'pending' };
  })();
  // Refusals are returned, not thrown, so that the void asked for above is committed with the transaction.
  if (outcome instanceof ApiFailure) throw outcome;
  return outcome;
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
            .prepare(
              `SELECT * FROM payments WHERE order_id = ? AND status = 'pending' AND (settles_at <= ? OR voids_at <= ?)
               ORDER BY id`,
            )
            .all(scope.orderId, nowIso(now), nowIso(now))
        : db
            .prepare(
              `SELECT p.* FROM payments p JOIN orders o ON o.id = p.order_id
               WHERE o.user_id = ? AND p.status = 'pending' AND (p.settles_at <= ? OR p.voids_at <= ?) ORDER BY p.id`,
            )
            .all(scope.userId, nowIso(now), nowIso(now))
    ) as PaymentRecord[];
    for (const payment of due) settle(db, payment);
  })();
}

function settle(db: Db, payment: PaymentRecord): void {
  const orderStatus = db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(payment.order_id) as OrderStatus;
  // The gateway answers a void asked before the payment settles; one asked too late finds it captured or failed.
  if (payment.voids_at !== null && payment.voids_at < payment.settles_at) {
    const at = payment.voids_at;
    db.prepare("UPDATE payments SET status = 'failed', settled_at = ? WHERE id = ?").run(at, payment.id);
    if (orderStatus === 'pending') transition(db, payment.order_id, 'unpaid', `payment voided (${payment.method})`, at);
    return;
  }
  const at = payment.settles_at;
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
