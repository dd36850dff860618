import { randomBytes } from 'node:crypto';
import { nowIso, type Db } from '../../db/database';
import { notFound } from '../../http/api-failure';
import { transition } from './order-states';

export const DELIVERY_SLIP_PREFIX = '/uploads/delivery-slips/';

/** The carrier of an order: pickups are handed over at the warehouse counter. */
export function carrierFor(deliveryType: 'post' | 'pickup', zone: 'domestic' | 'international'): string {
  if (deliveryType === 'pickup') return 'Warehouse pickup counter';
  return zone === 'domestic' ? 'Lotus Express' : 'Lotus Global Post';
}

/**
 * The delivery slip's address: unguessable, since it shows the recipient and is opened as a plain link
 * (no bearer token on a navigation).
 */
export function deliverySlipUrl(token: string = randomBytes(16).toString('hex')): string {
  return `${DELIVERY_SLIP_PREFIX}${token}.svg`;
}

export interface ShipmentInput {
  company?: string;
  tracking_number?: string;
}

/** Hands a purchased order to its carrier: status shipped, tracking number, delivery slip, first tracking events. */
export function shipOrder(db: Db, orderId: number, input: ShipmentInput, now: number = Date.now()): void {
  db.transaction(() => {
    const order = db
      .prepare(
        `SELECT o.order_no, o.delivery_type, o.shipping_zone, w.name AS warehouse FROM orders o
         JOIN warehouses w ON w.id = o.warehouse_id WHERE o.id = ?`,
      )
      .get(orderId) as
      | {
          order_no: string;
          delivery_type: 'post' | 'pickup';
          shipping_zone: 'domestic' | 'international';
          warehouse: string;
        }
      | undefined;
    if (!order) throw notFound();
    const at = nowIso(now);
    transition(db, orderId, 'shipped', 'handed to the carrier', at);
    const { order_no, delivery_type, shipping_zone, warehouse } = order;
    db.prepare(
      'UPDATE orders SET shipping_company = ?, tracking_number = ?, delivery_slip_url = ?, updated_at = ? WHERE id = ?',
    ).run(
      input.company ?? carrierFor(delivery_type, shipping_zone),
      input.tracking_number ?? `LT${order_no}`,
      deliverySlipUrl(),
      at,
      orderId,
    );
    const event = db.prepare('INSERT INTO shipment_events (order_id, description, location, at) VALUES (?, ?, ?, ?)');
    event.run(orderId, 'Shipping label created', warehouse, nowIso(now - 60_000));
    event.run(orderId, 'Picked up by the carrier', warehouse, at);
  })();
}

/** The customer received the goods: status completed, with the carrier's last tracking event. */
export function completeOrder(db: Db, orderId: number, now: number = Date.now()): void {
  db.transaction(() => {
    const at = nowIso(now);
    transition(db, orderId, 'completed', 'received by the customer', at);
    const place = db
      .prepare("SELECT COALESCE(country_code, '') FROM orders WHERE id = ?")
      .pluck()
      .get(orderId) as string;
    db.prepare('INSERT INTO shipment_events (order_id, description, location, at) VALUES (?, ?, ?, ?)').run(
      orderId,
      'Delivered',
      place,
      at,
    );
  })();
}
