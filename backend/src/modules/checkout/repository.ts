import type { CheckoutSummary, ShippingZone, WarehouseInfo } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { conflict, fieldError, notFound } from '../../http/api-failure';
import { productImageUrl } from '../catalog/product-image';
import { shippingFee, shippingZone } from './shipping-fee';

export interface Recipient {
  consignee: string;
  country_code: string;
  state: string;
  city: string;
  district: string;
  address: string;
  address2: string;
  post_code: string;
  area_code: string;
  phone: string;
  email: string;
}

export interface Pickup {
  pickup_name: string;
  area_code: string;
  phone: string;
  temporary_address: string;
  same_address_for_delivery: boolean;
}

export type Delivery = { type: 'post'; recipient: Recipient } | { type: 'pickup'; pickup: Pickup };

interface CheckoutRow extends Recipient {
  id: number;
  warehouse_id: number;
  delivery_type: 'post' | 'pickup' | null;
  pickup_name: string;
  pickup_area_code: string;
  pickup_phone: string;
  pickup_address: string;
  same_address_for_delivery: number;
  order_id: number | null;
}

export interface CheckoutLine {
  product_id: number;
  name: string;
  sku: string;
  quantity: number;
  unit_price: number;
  amount: number;
  inventory: number;
  weight_grams: number;
}

/** A checkout with its lines priced now, its warehouse, and (once chosen) its delivery and shipping. */
export interface LoadedCheckout {
  id: number;
  orderId: number | null;
  lines: CheckoutLine[];
  warehouse: WarehouseInfo;
  goodsTotal: number;
  delivery: Delivery | null;
  shipping: { zone: ShippingZone; fee: number } | null;
}

export function readWarehouse(db: Db, warehouseId: number): WarehouseInfo {
  return db
    .prepare('SELECT id, name, country_code, address, contact_person, post_code, phone FROM warehouses WHERE id = ?')
    .get(warehouseId) as WarehouseInfo;
}

/** The customer's checkout, or a 404 (another customer's checkouts are never revealed). */
export function loadCheckout(db: Db, userId: number, checkoutId: number): LoadedCheckout {
  const row = db.prepare('SELECT * FROM checkouts WHERE id = ? AND user_id = ?').get(checkoutId, userId) as
    CheckoutRow | undefined;
  if (!row) throw notFound();
  const lines = (
    db
      .prepare(
        `SELECT i.product_id, p.name, p.sku, i.quantity, p.price AS unit_price, p.inventory, p.weight_grams
         FROM checkout_items i JOIN products p ON p.id = i.product_id WHERE i.checkout_id = ? ORDER BY i.product_id`,
      )
      .all(checkoutId) as Omit<CheckoutLine, 'amount'>[]
  ).map((line) => ({ ...line, amount: line.unit_price * line.quantity }));
  const warehouse = readWarehouse(db, row.warehouse_id);
  const delivery = deliveryOf(row);
  const weight = lines.reduce((sum, line) => sum + line.weight_grams * line.quantity, 0);
  let shipping: LoadedCheckout['shipping'] = null;
  if (delivery) {
    const destination = delivery.type === 'post' ? delivery.recipient.country_code : null;
    const zone = shippingZone(destination, warehouse.country_code);
    shipping = { zone, fee: shippingFee(delivery.type, zone, weight) };
  }
  return {
    id: row.id,
    orderId: row.order_id,
    lines,
    warehouse,
    goodsTotal: lines.reduce((sum, line) => sum + line.amount, 0),
    delivery,
    shipping,
  };
}

function deliveryOf(row: CheckoutRow): Delivery | null {
  if (row.delivery_type === 'post') {
    const { consignee, country_code, state, city, district, address, address2, post_code, area_code, phone, email } =
      row;
    return {
      type: 'post',
      recipient: {
        consignee,
        country_code,
        state,
        city,
        district,
        address,
        address2,
        post_code,
        area_code,
        phone,
        email,
      },
    };
  }
  if (row.delivery_type === 'pickup') {
    return {
      type: 'pickup',
      pickup: {
        pickup_name: row.pickup_name,
        area_code: row.pickup_area_code,
        phone: row.pickup_phone,
        temporary_address: row.pickup_address,
        same_address_for_delivery: row.same_address_for_delivery === 1,
      },
    };
  }
  return null;
}

/** An address on one line, for the confirmation page and the order. */
export function formatAddress(r: Recipient): string {
  return [r.address, r.address2, r.district, r.city, r.state, r.post_code, r.country_code].filter(Boolean).join(', ');
}

export function summarize(checkout: LoadedCheckout): CheckoutSummary {
  const { delivery, shipping, warehouse } = checkout;
  let sendTo: string | null = null;
  if (delivery?.type === 'post') sendTo = formatAddress(delivery.recipient);
  if (delivery?.type === 'pickup') sendTo = `${warehouse.name}, ${warehouse.address}`;
  return {
    cart_id: checkout.id,
    items: checkout.lines.map((line) => ({
      product_id: line.product_id,
      name: line.name,
      sku: line.sku,
      image_url: productImageUrl(line.product_id),
      quantity: line.quantity,
      unit_price: line.unit_price,
      amount: line.amount,
    })),
    goods_total: checkout.goodsTotal,
    delivery,
    shipping_fee: shipping?.fee ?? null,
    total: checkout.goodsTotal + (shipping?.fee ?? 0),
    send_to: sendTo,
    warehouse,
    shipping_zone: shipping?.zone ?? null,
    shipping_method: delivery?.type ?? null,
    order_id: checkout.orderId,
  };
}

/** A checkout whose delivery may still change: the customer's, and not placed as an order yet. */
function openCheckout(db: Db, userId: number, checkoutId: number): void {
  const row = db.prepare('SELECT order_id FROM checkouts WHERE id = ? AND user_id = ?').get(checkoutId, userId) as
    { order_id: number | null } | undefined;
  if (!row) throw notFound();
  if (row.order_id !== null) throw conflict('checkout_confirmed', { order_id: row.order_id });
}

function isDeliverable(db: Db, countryCode: string): boolean {
  return db.prepare('SELECT ships_to FROM countries WHERE code = ?').pluck().get(countryCode) === 1;
}

/** A saved address of the customer (404 otherwise), which must still be deliverable. */
export function savedRecipient(db: Db, userId: number, addressId: number): Recipient {
  const row = db
    .prepare(
      `SELECT consignee, country_code, state, city, district, address, address2, post_code, area_code, phone, email, status
       FROM addresses WHERE id = ? AND user_id = ?`,
    )
    .get(addressId, userId) as (Recipient & { status: string }) | undefined;
  if (!row) throw notFound();
  const { status, ...recipient } = row;
  if (status !== 'active' || !isDeliverable(db, recipient.country_code))
    throw fieldError({ address_id: ['address_invalid'] });
  return recipient;
}

export function setPostDelivery(db: Db, userId: number, checkoutId: number, recipient: Recipient): void {
  db.transaction(() => {
    openCheckout(db, userId, checkoutId);
    if (!isDeliverable(db, recipient.country_code)) throw fieldError({ country_code: ['country_not_deliverable'] });
    db.prepare(
      `UPDATE checkouts SET delivery_type = 'post', consignee = ?, country_code = ?, state = ?, city = ?, district = ?,
         address = ?, address2 = ?, post_code = ?, area_code = ?, phone = ?, email = ?,
         pickup_name = NULL, pickup_area_code = NULL, pickup_phone = NULL, pickup_address = NULL, same_address_for_delivery = 0
       WHERE id = ?`,
    ).run(
      recipient.consignee,
      recipient.country_code,
      recipient.state,
      recipient.city,
      recipient.district,
      recipient.address,
      recipient.address2,
      recipient.post_code,
      recipient.area_code,
      recipient.phone,
      recipient.email,
      checkoutId,
    );
  })();
}

export function setPickupDelivery(db: Db, userId: number, checkoutId: number, pickup: Pickup): void {
  db.transaction(() => {
    openCheckout(db, userId, checkoutId);
    db.prepare(
      `UPDATE checkouts SET delivery_type = 'pickup', pickup_name = ?, pickup_area_code = ?, pickup_phone = ?,
         pickup_address = ?, same_address_for_delivery = ?,
         consignee = NULL, country_code = NULL, state = NULL, city = NULL, district = NULL, address = NULL,
         address2 = NULL, post_code = NULL, area_code = NULL, phone = NULL, email = NULL
       WHERE id = ?`,
    ).run(
      pickup.pickup_name,
      pickup.area_code,
      pickup.phone,
      pickup.temporary_address,
      pickup.same_address_for_delivery ? 1 : 0,
      checkoutId,
    );
  })();
}
