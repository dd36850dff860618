import { canPay, ORDER_ACTIONS, type OrderAction, type OrderStatus } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { conflict, notFound } from '../../http/api-failure';

/**
 * The order state machine (docs/order-states.md). Every change of orders.status goes through `transition`,
 * which refuses a move this table does not allow.
 */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  // payment started | customer cancels | system closes an order left unpaid
  unpaid: ['pending', 'canceled', 'closed'],
  // payment settled ok | payment failed (the customer may pay again) | customer cancels
  pending: ['processing', 'unpaid', 'canceled'],
  // supplier bought the goods | refunded
  processing: ['purchased', 'closed'],
  // handed to the carrier | refunded
  purchased: ['shipped', 'closed'],
  // customer received the goods | refunded
  shipped: ['completed', 'closed'],
  // refunded after completion
  completed: ['closed'],
  canceled: [],
  closed: [],
};

/** Not paid yet: the customer may cancel the order or move its items back to the cart. */
export const CANCELABLE: readonly OrderStatus[] = ['unpaid', 'pending'];
/** Nothing more will happen to the order from the customer's side: it may leave the list. */
export const DELETABLE: readonly OrderStatus[] = ['completed', 'canceled', 'closed'];
/** Paid, so an after-sales (refund) request can be made; the after-sales module enforces one per order. */
export const AFTER_SALE_ALLOWED: readonly OrderStatus[] = ['processing', 'purchased', 'shipped', 'completed'];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/**
 * Moves an order to `to` and records the change in order_events; a move the table refuses is a 409
 * `order_state_invalid`. An order that ends before it was paid gives its items back to stock, and a payment
 * still in flight for an order that ends is voided, so it can never settle later. Safe inside a transaction.
 */
export function transition(db: Db, orderId: number, to: OrderStatus, note: string, at: string = nowIso()): OrderStatus {
  return db.transaction(() => {
    const row = db.prepare('SELECT status FROM orders WHERE id = ?').get(orderId) as
      { status: OrderStatus } | undefined;
    if (!row) throw notFound();
    const from = row.status;
    if (!canTransition(from, to)) throw conflict('order_state_invalid', { status: from, to });

    db.prepare('UPDATE orders SET status = ?, updated_at = ? WHERE id = ?').run(to, at, orderId);
    db.prepare('INSERT INTO order_events (order_id, from_status, to_status, note, at) VALUES (?, ?, ?, ?, ?)').run(
      orderId,
      from,
      to,
      note,
      at,
    );
    const ends = to === 'canceled' || to === 'closed';
    if (ends && CANCELABLE.includes(from)) releaseStock(db, orderId);
    if (ends) {
      db.prepare("UPDATE payments SET status = 'failed', settled_at = ? WHERE order_id = ? AND status = 'pending'").run(
        at,
        orderId,
      );
    }
    return from;
  })();
}

function releaseStock(db: Db, orderId: number): void {
  db.prepare(
    `UPDATE products SET
       inventory = inventory + (SELECT SUM(quantity) FROM order_items WHERE order_id = ? AND product_id = products.id),
       sales_count = MAX(0, sales_count - (SELECT SUM(quantity) FROM order_items WHERE order_id = ? AND product_id = products.id))
     WHERE id IN (SELECT product_id FROM order_items WHERE order_id = ?)`,
  ).run(orderId, orderId, orderId);
}

/**
 * What the UI may offer for an order in `status`. `hasShipment`: the order was handed to a carrier (it has a
 * tracking number), so its shipping details can be shown. `hasAfterSale`: the order has its after-sales request.
 */
export function orderActions(status: OrderStatus, hasShipment: boolean, hasAfterSale = false): OrderAction[] {
  const offered = new Set<OrderAction>();
  // The pay rule of the contract, the one payment.create enforces: "Pay now" is offered only where it can succeed.
  if (canPay(status)) offered.add('pay');
  if (CANCELABLE.includes(status)) {
    offered.add('cancel');
    offered.add('move_to_cart');
  } else {
    offered.add('buy_again');
  }
  if (hasShipment) offered.add('shipping_details');
  // One request per order (spec 4): an order that has one leads to it, it never offers a second.
  if (AFTER_SALE_ALLOWED.includes(status) && !hasAfterSale) offered.add('after_sale');
  if (DELETABLE.includes(status)) offered.add('delete');
  return ORDER_ACTIONS.filter((action) => offered.has(action));
}
