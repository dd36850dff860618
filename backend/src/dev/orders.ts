import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '@shop/api/contract';
import { ApiFailure, conflict } from '../http/api-failure';
import { issuesToErrors } from '../http/route';
import { transition } from '../modules/orders/order-states';
import { completeOrder, shipOrder } from '../modules/orders/shipment';

const input = v.object({
  order_id: v.pipe(v.number('invalid_value'), v.integer('invalid_value'), v.minValue(1, 'invalid_value')),
  to: v.picklist(['purchased', 'shipped', 'completed', 'closed'], 'invalid_value'),
  company: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100))),
  tracking_number: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{4,40}$/))),
});

const carrierInput = v.object({
  order_id: v.pipe(v.number('invalid_value'), v.integer('invalid_value'), v.minValue(1, 'invalid_value')),
  intercept: v.picklist(['fails', 'works'], 'invalid_value'),
});

/**
 * POST /__dev/orders/advance {order_id, to, company?, tracking_number?}: the seller and the system, for demos and
 * e2e tests. purchased: the supplier bought the goods; shipped: handed to the carrier (tracking number, delivery
 * slip, tracking events); completed: received; closed: an unpaid order timed out (refunds close orders through
 * after-sales). Every move goes through the state machine, which refuses the ones it does not allow (409).
 */
export function registerOrderDevRoutes(app: FastifyInstance): void {
  app.post('/__dev/orders/advance', async (request) => {
    const parsed = v.safeParse(input, request.body ?? {});
    if (!parsed.success)
      throw new ApiFailure(ErrorCode.VALIDATION, 'invalid_value', { errors: issuesToErrors(parsed.issues) });
    const { order_id, to, company, tracking_number } = parsed.output;
    const db = app.db;
    if (to === 'purchased') transition(db, order_id, 'purchased', 'goods bought from the supplier');
    if (to === 'shipped') shipOrder(db, order_id, { company, tracking_number });
    if (to === 'completed') completeOrder(db, order_id);
    if (to === 'closed') {
      db.transaction(() => {
        const status = db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(order_id);
        if (status !== undefined && status !== 'unpaid') throw conflict('order_state_invalid', { status, to });
        transition(db, order_id, 'closed', 'closed by the system: not paid in time');
      })();
    }
    const status = db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(order_id) as string;
    return { code: ErrorCode.OK, data: { order_id, status }, msg: 'ok' };
  });

  /*
   * POST /__dev/orders/carrier {order_id, intercept: fails|works}: whether the carrier can stop the order's shipment
   * when the buyer asks for a refund only with the goods not received (the seed has such orders; this makes one of
   * a journey's own, so the interception failure is reached through the real request form).
   */
  app.post('/__dev/orders/carrier', async (request) => {
    const parsed = v.safeParse(carrierInput, request.body ?? {});
    if (!parsed.success)
      throw new ApiFailure(ErrorCode.VALIDATION, 'invalid_value', { errors: issuesToErrors(parsed.issues) });
    const { order_id, intercept } = parsed.output;
    const changed = app.db
      .prepare('UPDATE orders SET intercept_fails = ? WHERE id = ?')
      .run(intercept === 'fails' ? 1 : 0, order_id).changes;
    if (changed === 0) throw new ApiFailure(ErrorCode.NOT_FOUND, 'not_found');
    return { code: ErrorCode.OK, data: { order_id, intercept }, msg: 'ok' };
  });
}
