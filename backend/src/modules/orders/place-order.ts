import { ErrorCode } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, conflict } from '../../http/api-failure';
import { formatAddress, loadCheckout } from '../checkout/repository';
import { orderNumber } from './order-number';

export interface PlaceOrderInput {
  cart_id: number;
  remark: string;
  idempotency_key: string;
}

export interface PlacedOrder {
  order_id: number;
  order_no: string;
}

/**
 * Turns a checkout into an unpaid order, in one transaction: prices fixed, stock taken, sales counted, the
 * ordered products removed from the cart. The same idempotency key, or a checkout already placed, answers
 * with the order placed before, so a resubmit can never place two.
 */
export function placeOrder(db: Db, userId: number, input: PlaceOrderInput, now: number = Date.now()): PlacedOrder {
  return db.transaction((): PlacedOrder => {
    const byKey = db
      .prepare('SELECT id AS order_id, order_no FROM orders WHERE user_id = ? AND idempotency_key = ?')
      .get(userId, input.idempotency_key) as PlacedOrder | undefined;
    if (byKey) return byKey;

    const checkout = loadCheckout(db, userId, input.cart_id);
    if (checkout.orderId !== null) {
      return db
        .prepare('SELECT id AS order_id, order_no FROM orders WHERE id = ?')
        .get(checkout.orderId) as PlacedOrder;
    }
    const { delivery, shipping } = checkout;
    if (!delivery || !shipping) throw conflict('delivery_required');
    const over = checkout.lines.filter((line) => line.quantity > line.inventory).map((line) => line.product_id);
    if (over.length > 0) {
      throw new ApiFailure(ErrorCode.VALIDATION, 'quantity_over_inventory', {
        errors: { items: ['quantity_over_inventory'] },
        product_ids: over,
      });
    }

    const createdAt = nowIso(now);
    const orderId = db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck().get() as number;
    const orderNo = orderNumber(orderId, createdAt);
    const person =
      delivery.type === 'post'
        ? {
            name: delivery.recipient.consignee,
            area_code: delivery.recipient.area_code,
            phone: delivery.recipient.phone,
            email: delivery.recipient.email,
            address: formatAddress(delivery.recipient),
            country_code: delivery.recipient.country_code,
          }
        : {
            name: delivery.pickup.pickup_name,
            area_code: delivery.pickup.area_code,
            phone: delivery.pickup.phone,
            email: '',
            address: delivery.pickup.same_address_for_delivery ? delivery.pickup.temporary_address : '',
            country_code: null,
          };
    db.prepare(
      `INSERT INTO orders (id, order_no, user_id, checkout_id, idempotency_key, status, remark, goods_total, shipping_fee,
         total, delivery_type, recipient_name, recipient_area_code, recipient_phone, recipient_email, recipient_address,
         country_code, warehouse_id, shipping_zone, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, 'unpaid', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      orderNo,
      userId,
      checkout.id,
      input.idempotency_key,
      input.remark,
      checkout.goodsTotal,
      shipping.fee,
      checkout.goodsTotal + shipping.fee,
      delivery.type,
      person.name,
      person.area_code,
      person.phone,
      person.email,
      person.address,
      person.country_code,
      checkout.warehouse.id,
      shipping.zone,
      createdAt,
      createdAt,
    );
    db.prepare(
      "INSERT INTO order_events (order_id, from_status, to_status, note, at) VALUES (?, NULL, 'unpaid', ?, ?)",
    ).run(orderId, 'order placed by the customer', createdAt);

    const insertItem = db.prepare(
      'INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price, amount) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const takeStock = db.prepare(
      'UPDATE products SET inventory = inventory - ?, sales_count = sales_count + ? WHERE id = ?',
    );
    const leaveCart = db.prepare('DELETE FROM cart_items WHERE user_id = ? AND product_id = ?');
    for (const line of checkout.lines) {
      insertItem.run(orderId, line.product_id, line.sku, line.name, line.quantity, line.unit_price, line.amount);
      takeStock.run(line.quantity, line.quantity, line.product_id);
      leaveCart.run(userId, line.product_id);
    }
    db.prepare('UPDATE checkouts SET order_id = ? WHERE id = ?').run(orderId, checkout.id);
    return { order_id: orderId, order_no: orderNo };
  })();
}
