import * as v from 'valibot';
import { AFTER_SALE_FINAL, ErrorCode, type AfterSaleStatus } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, conflict, fieldError } from '../../http/api-failure';
import { issuesToErrors } from '../../http/route';
import { transition } from '../orders/order-states';
import { addHistory, findRequest } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long the simulated gateway takes to credit a refund to each payment method. */
export const REFUND_ARRIVAL_MS: Readonly<Record<string, number>> = {
  e_wallet: 0,
  bank_transfer: DAY_MS,
  card: 3 * DAY_MS,
};

const amount = v.pipe(v.number('invalid_value'), v.integer('invalid_value'), v.minValue(1, 'invalid_value'));
const note = v.optional(v.pipe(v.string('invalid_value'), v.trim(), v.maxLength(1000, 'text_too_long')), '');

/** What the seller (a stand-in: the dev endpoint and the seller CLI) can do with a request. */
export const sellerActionInput = v.variant('action', [
  /** Refunds `amount`, by default the seller's last counter offer, else what the buyer asked. */
  v.object({ id: amount, action: v.literal('approve'), amount: v.optional(amount), text: note }),
  v.object({ id: amount, action: v.literal('reject'), text: note }),
  v.object({ id: amount, action: v.literal('counter'), amount, text: note }),
]);
export type SellerAction = v.InferOutput<typeof sellerActionInput>;

export function parseSellerAction(raw: unknown): SellerAction {
  const parsed = v.safeParse(sellerActionInput, raw);
  if (!parsed.success) {
    throw new ApiFailure(ErrorCode.VALIDATION, 'invalid_value', { errors: issuesToErrors(parsed.issues) });
  }
  return parsed.output;
}

/**
 * Applies a seller decision to an open request. approve refunds: the order is closed through the state machine
 * and carries the refund; reject ends the request with the seller's note; counter proposes another amount and
 * moves the request to processing.
 */
export function applySellerAction(
  db: Db,
  action: SellerAction,
  now: number = Date.now(),
): { id: number; status: AfterSaleStatus } {
  return db.transaction(() => {
    const request = findRequest(db, action.id);
    if (AFTER_SALE_FINAL.includes(request.status)) throw conflict('after_sale_closed', { status: request.status });
    const at = nowIso(now);
    const text = action.text;

    if (action.action === 'counter') {
      if (action.amount > request.max_amount) throw fieldError({ amount: ['refund_amount_too_high'] });
      db.prepare("UPDATE after_sales SET status = 'processing', offer_amount = ?, updated_at = ? WHERE id = ?").run(
        action.amount,
        at,
        request.id,
      );
      addHistory(db, request.id, { author: 'seller', kind: 'counter_offer', text, amount: action.amount, at });
      return { id: request.id, status: 'processing' as const };
    }

    if (action.action === 'reject') {
      db.prepare(
        `UPDATE after_sales SET status = 'rejected', rejection_reason_key = 'after_sale_rejected', rejection_note = ?,
           completed_at = ?, updated_at = ? WHERE id = ?`,
      ).run(text, at, at, request.id);
      addHistory(db, request.id, { author: 'seller', kind: 'rejected', text, at });
      return { id: request.id, status: 'rejected' as const };
    }

    const refund = action.amount ?? request.offer_amount ?? request.amount;
    if (refund > request.max_amount) throw fieldError({ amount: ['refund_amount_too_high'] });
    transition(db, request.order_id, 'closed', 'closed: refunded', at);
    // Requests are only made for paid orders, so the refund goes back the way the payment came.
    const refundMethod = db
      .prepare('SELECT payment_method FROM orders WHERE id = ?')
      .pluck()
      .get(request.order_id) as string;
    db.prepare('UPDATE orders SET refund_method = ?, refunded_at = ?, refunded_amount = ? WHERE id = ?').run(
      refundMethod,
      at,
      refund,
      request.order_id,
    );
    const arrival = nowIso(now + (REFUND_ARRIVAL_MS[refundMethod] ?? 0));
    db.prepare(
      `UPDATE after_sales SET status = 'refunded', refunded_amount = ?, completed_at = ?, arrival_at = ?, updated_at = ?
       WHERE id = ?`,
    ).run(refund, at, arrival, at, request.id);
    addHistory(db, request.id, { author: 'seller', kind: 'approved', text, amount: refund, at });
    addHistory(db, request.id, { author: 'system', kind: 'refunded', amount: refund, at });
    return { id: request.id, status: 'refunded' as const };
  })();
}
