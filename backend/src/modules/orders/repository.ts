import type { OrderDetail, OrderRow, OrderStatus, ShippingZone } from '@shop/api/contract';
import { countRows, nowIso, type Db } from '../../db/database';
import { conflict, notFound } from '../../http/api-failure';
import { productImageUrl } from '../catalog/product-image';
import { readWarehouse } from '../checkout/repository';
import { DELETABLE, orderActions } from './order-states';

export interface OrderRecord {
  id: number;
  order_no: string;
  user_id: number;
  status: OrderStatus;
  remark: string;
  goods_total: number;
  shipping_fee: number;
  total: number;
  delivery_type: 'post' | 'pickup';
  recipient_name: string;
  recipient_area_code: string;
  recipient_phone: string;
  recipient_email: string;
  recipient_address: string;
  country_code: string | null;
  warehouse_id: number;
  shipping_zone: ShippingZone;
  shipping_company: string | null;
  tracking_number: string | null;
  delivery_slip_url: string | null;
  payment_method: string | null;
  paid_at: string | null;
  transaction_id: string | null;
  refund_method: string | null;
  refunded_at: string | null;
  refunded_amount: number | null;
  created_at: string;
}

interface OrderItemRecord {
  order_id: number;
  product_id: number;
  sku: string;
  name: string;
  quantity: number;
  unit_price: number;
  amount: number;
}

/** The customer's order, not deleted; anything else is a 404 (another customer's orders are never revealed). */
export function findOrder(db: Db, userId: number, orderId: number): OrderRecord {
  const row = db
    .prepare('SELECT * FROM orders WHERE id = ? AND user_id = ? AND deleted_at IS NULL')
    .get(orderId, userId) as OrderRecord | undefined;
  if (!row) throw notFound();
  return row;
}

export function orderItems(db: Db, orderId: number): OrderItemRecord[] {
  return db.prepare('SELECT * FROM order_items WHERE order_id = ? ORDER BY id').all(orderId) as OrderItemRecord[];
}

export interface OrderFilter {
  order_nos?: string[];
  date_from?: string;
  date_to?: string;
  status?: OrderStatus;
  page: number;
  page_size: number;
}

export function listOrders(db: Db, userId: number, filter: OrderFilter) {
  const where = ['o.user_id = ?', 'o.deleted_at IS NULL'];
  const params: (string | number)[] = [userId];
  if (filter.order_nos && filter.order_nos.length > 0) {
    where.push(`o.order_no IN (${filter.order_nos.map(() => '?').join(', ')})`);
    params.push(...filter.order_nos);
  }
  // Calendar days are UTC days, like the stored timestamps.
  if (filter.date_from) {
    where.push('o.created_at >= ?');
    params.push(`${filter.date_from}T00:00:00.000Z`);
  }
  if (filter.date_to) {
    where.push('o.created_at <= ?');
    params.push(`${filter.date_to}T23:59:59.999Z`);
  }
  if (filter.status) {
    where.push('o.status = ?');
    params.push(filter.status);
  }
  const clause = where.join(' AND ');
  const total = countRows(db, `orders o WHERE ${clause}`, params);
  const rows = db
    .prepare(
      `SELECT o.*, w.name AS warehouse_name, a.id AS after_sale_id FROM orders o
       JOIN warehouses w ON w.id = o.warehouse_id LEFT JOIN after_sales a ON a.order_id = o.id
       WHERE ${clause} ORDER BY o.created_at DESC, o.id DESC LIMIT ? OFFSET ?`,
    )
    .all(...params, filter.page_size, (filter.page - 1) * filter.page_size) as (OrderRecord & {
    warehouse_name: string;
    after_sale_id: number | null;
  })[];

  const itemsByOrder = new Map<number, OrderItemRecord[]>();
  if (rows.length > 0) {
    const items = db
      .prepare(`SELECT * FROM order_items WHERE order_id IN (${rows.map(() => '?').join(', ')}) ORDER BY id`)
      .all(...rows.map((r) => r.id)) as OrderItemRecord[];
    for (const item of items) itemsByOrder.set(item.order_id, [...(itemsByOrder.get(item.order_id) ?? []), item]);
  }

  const items: OrderRow[] = rows.map((r) => ({
    id: r.id,
    order_no: r.order_no,
    status: r.status,
    created_at: r.created_at,
    products: (itemsByOrder.get(r.id) ?? []).map((i) => ({
      name: i.name,
      sku: i.sku,
      quantity: i.quantity,
      amount: i.amount,
      image_url: productImageUrl(i.product_id),
    })),
    goods_total: r.goods_total,
    shipping_fee: r.shipping_fee,
    total: r.total,
    warehouse_name: r.warehouse_name,
    shipping_zone: r.shipping_zone,
    shipping_method: r.delivery_type,
    actions: orderActions(r.status, r.tracking_number !== null, r.after_sale_id !== null),
    after_sale_id: r.after_sale_id,
  }));
  return { items, page: filter.page, page_size: filter.page_size, total };
}

export function orderDetail(db: Db, order: OrderRecord): OrderDetail {
  const afterSaleId =
    (db.prepare('SELECT id FROM after_sales WHERE order_id = ?').pluck().get(order.id) as number | undefined) ?? null;
  return {
    id: order.id,
    order_no: order.order_no,
    status: order.status,
    created_at: order.created_at,
    items: orderItems(db, order.id).map((i) => ({
      product_id: i.product_id,
      name: i.name,
      sku: i.sku,
      image_url: productImageUrl(i.product_id),
      quantity: i.quantity,
      unit_price: i.unit_price,
      amount: i.amount,
    })),
    goods_total: order.goods_total,
    shipping_fee: order.shipping_fee,
    total: order.total,
    remark: order.remark,
    delivery: {
      type: order.delivery_type,
      name: order.recipient_name,
      area_code: order.recipient_area_code,
      phone: order.recipient_phone,
      email: order.recipient_email,
      address: order.recipient_address,
      country_code: order.country_code,
    },
    warehouse: readWarehouse(db, order.warehouse_id),
    shipping_zone: order.shipping_zone,
    shipping_method: order.delivery_type,
    payment:
      order.payment_method && order.paid_at && order.transaction_id
        ? { method: order.payment_method, paid_at: order.paid_at, transaction_id: order.transaction_id }
        : null,
    refund:
      order.refund_method && order.refunded_at && order.refunded_amount !== null
        ? { method: order.refund_method, refunded_at: order.refunded_at, amount: order.refunded_amount }
        : null,
    shipping:
      order.shipping_company && order.tracking_number
        ? {
            company: order.shipping_company,
            tracking_number: order.tracking_number,
            delivery_slip_url: order.delivery_slip_url,
          }
        : null,
    actions: orderActions(order.status, order.tracking_number !== null, afterSaleId !== null),
    after_sale_id: afterSaleId,
  };
}

/** Soft-deletes the orders, all or none: each must be the customer's (404) and in a final state (409 listing the others). */
export function deleteOrders(db: Db, userId: number, orderIds: readonly number[]): number {
  return db.transaction(() => {
    const ids = [...new Set(orderIds)];
    const rows = db
      .prepare(
        `SELECT id, status FROM orders WHERE user_id = ? AND deleted_at IS NULL AND id IN (${ids.map(() => '?').join(', ')})`,
      )
      .all(userId, ...ids) as { id: number; status: OrderStatus }[];
    if (rows.length !== ids.length) throw notFound();
    const refused = rows.filter((r) => !DELETABLE.includes(r.status)).map((r) => r.id);
    if (refused.length > 0) throw conflict('order_not_deletable', { order_ids: refused });
    const now = nowIso();
    const remove = db.prepare('UPDATE orders SET deleted_at = ?, updated_at = ? WHERE id = ?');
    for (const id of ids) remove.run(now, now, id);
    return ids.length;
  })();
}

export function shippingDetails(db: Db, order: OrderRecord) {
  if (!order.shipping_company || !order.tracking_number) throw conflict('order_not_shipped');
  const events = db
    .prepare('SELECT at, description, location FROM shipment_events WHERE order_id = ? ORDER BY at DESC, id DESC')
    .all(order.id) as { at: string; description: string; location: string }[];
  return {
    company: order.shipping_company,
    tracking_number: order.tracking_number,
    delivery_slip_url: order.delivery_slip_url,
    events,
  };
}
