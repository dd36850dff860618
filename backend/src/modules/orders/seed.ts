import type { OrderStatus, PaymentMethod } from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import type { SeedContext } from '../../seed';
import { createRng, DAY_MS, SEED_EPOCH, type Rng } from '../../seed/rng';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { formatAddress, readWarehouse, type Recipient } from '../checkout/repository';
import { shippingFee, shippingZone } from '../checkout/shipping-fee';
import { orderNumber } from './order-number';
import { carrierFor, deliverySlipUrl } from './shipment';

const HOUR_MS = 60 * 60 * 1000;

/** Recipients of the demo orders, by country (the warehouses' countries and two more for international post). */
const RECIPIENTS: Readonly<Record<string, Recipient>> = {
  VN: {
    consignee: 'Bao Nguyen',
    country_code: 'VN',
    state: 'Ho Chi Minh City',
    city: 'Ho Chi Minh City',
    district: 'District 1',
    address: '45 Le Loi Street',
    address2: 'Floor 3',
    post_code: '700000',
    area_code: '+84',
    phone: '903 123 456',
    email: 'buyer@example.com',
  },
  CN: {
    consignee: 'Bao Nguyen',
    country_code: 'CN',
    state: 'Guangdong',
    city: 'Guangzhou',
    district: 'Tianhe',
    address: '16 Tiyu West Road',
    address2: '',
    post_code: '510620',
    area_code: '+86',
    phone: '138 0013 8000',
    email: 'buyer@example.com',
  },
  US: {
    consignee: 'Bao Nguyen',
    country_code: 'US',
    state: 'California',
    city: 'San Jose',
    district: 'Santa Clara County',
    address: '1200 Story Road',
    address2: 'Suite 8',
    post_code: '95122',
    area_code: '+1',
    phone: '408 555 0199',
    email: 'buyer@example.com',
  },
  TH: {
    consignee: 'Bao Nguyen',
    country_code: 'TH',
    state: 'Bangkok',
    city: 'Bangkok',
    district: 'Pathum Wan',
    address: '99 Rama I Road',
    address2: '',
    post_code: '10330',
    area_code: '+66',
    phone: '81 234 5678',
    email: 'buyer@example.com',
  },
  MY: {
    consignee: 'Bao Nguyen',
    country_code: 'MY',
    state: 'Selangor',
    city: 'Petaling Jaya',
    district: 'Damansara',
    address: '8 Jalan SS21/39',
    address2: '',
    post_code: '47400',
    area_code: '+60',
    phone: '12 345 6789',
    email: 'buyer@example.com',
  },
  ID: {
    consignee: 'Bao Nguyen',
    country_code: 'ID',
    state: 'DKI Jakarta',
    city: 'Jakarta',
    district: 'Menteng',
    address: '21 Jalan Cikini Raya',
    address2: '',
    post_code: '10330',
    area_code: '+62',
    phone: '812 3456 7890',
    email: 'buyer@example.com',
  },
  SG: {
    consignee: 'Bao Nguyen',
    country_code: 'SG',
    state: 'Singapore',
    city: 'Singapore',
    district: 'Downtown Core',
    address: '1 Raffles Place',
    address2: '#20-01',
    post_code: '048616',
    area_code: '+65',
    phone: '9123 4567',
    email: 'buyer@example.com',
  },
  OTHER: {
    consignee: 'Olivia Tran',
    country_code: 'VN',
    state: 'Ha Noi',
    city: 'Ha Noi',
    district: 'Hoan Kiem',
    address: '10 Trang Tien Street',
    address2: '',
    post_code: '100000',
    area_code: '+84',
    phone: '912 345 678',
    email: 'other@example.com',
  },
};

type Delivery = 'domestic' | 'international' | 'pickup';

interface PlannedOrder {
  userId: number;
  /** The statuses the order went through, from unpaid; the last is its status now. */
  path: readonly OrderStatus[];
  delivery: Delivery;
  daysAgo: number;
  interceptFails?: boolean;
  remark?: string;
}

const PAID: readonly OrderStatus[] = ['unpaid', 'pending', 'processing'];
const SHIPPED: readonly OrderStatus[] = [...PAID, 'purchased', 'shipped'];

/** The demo orders, id = position + 1: every status, several of those after-sales requests are seeded on. */
const PLAN: readonly PlannedOrder[] = [
  {
    userId: DEMO_USER.id,
    path: [...SHIPPED, 'completed'],
    delivery: 'international',
    daysAgo: 60,
    remark: 'Please pack the items in separate boxes.',
  },
  { userId: DEMO_USER.id, path: [...SHIPPED, 'completed'], delivery: 'domestic', daysAgo: 45, interceptFails: true },
  { userId: DEMO_USER.id, path: [...SHIPPED, 'completed'], delivery: 'pickup', daysAgo: 40 },
  { userId: DEMO_USER.id, path: [...PAID, 'closed'], delivery: 'domestic', daysAgo: 35 },
  { userId: DEMO_USER.id, path: ['unpaid', 'canceled'], delivery: 'domestic', daysAgo: 30 },
  { userId: DEMO_USER.id, path: ['unpaid', 'closed'], delivery: 'international', daysAgo: 28 },
  { userId: DEMO_USER.id, path: SHIPPED, delivery: 'domestic', daysAgo: 20, remark: 'Call before delivery.' },
  { userId: DEMO_USER.id, path: SHIPPED, delivery: 'international', daysAgo: 18, interceptFails: true },
  { userId: DEMO_USER.id, path: SHIPPED, delivery: 'domestic', daysAgo: 15 },
  { userId: DEMO_USER.id, path: [...PAID, 'purchased'], delivery: 'international', daysAgo: 12 },
  { userId: DEMO_USER.id, path: PAID, delivery: 'domestic', daysAgo: 8 },
  { userId: DEMO_USER.id, path: PAID, delivery: 'pickup', daysAgo: 6 },
  { userId: DEMO_USER.id, path: PAID, delivery: 'international', daysAgo: 5 },
  { userId: DEMO_USER.id, path: ['unpaid', 'pending'], delivery: 'domestic', daysAgo: 2 },
  {
    userId: DEMO_USER.id,
    path: ['unpaid'],
    delivery: 'domestic',
    daysAgo: 1,
    remark: 'Invoice with the shipment, please.',
  },
  { userId: DEMO_USER.id, path: ['unpaid'], delivery: 'pickup', daysAgo: 0.25 },
  { userId: OTHER_USER.id, path: PAID, delivery: 'domestic', daysAgo: 10 },
];

function groupByStatus(userId: number): Readonly<Record<OrderStatus, readonly number[]>> {
  const groups: Record<OrderStatus, number[]> = {
    unpaid: [],
    pending: [],
    processing: [],
    purchased: [],
    shipped: [],
    completed: [],
    canceled: [],
    closed: [],
  };
  PLAN.forEach((plan, i) => {
    if (plan.userId === userId) groups[plan.path[plan.path.length - 1]!].push(i + 1);
  });
  return groups;
}

/** Ids of the demo customer's seeded orders by status (after-sales seeds and tests build on them). */
export const SEEDED_ORDERS = groupByStatus(DEMO_USER.id);
/** The seeded orders whose shipment the carrier cannot intercept. */
export const INTERCEPT_FAILS_ORDER_IDS = PLAN.flatMap((plan, i) => (plan.interceptFails ? [i + 1] : []));
export const OTHER_USER_ORDER_ID = PLAN.findIndex((plan) => plan.userId === OTHER_USER.id) + 1;

/** When each step of the path happened, after the order was placed. */
const STEP_DELAY_MS: Readonly<Record<OrderStatus, number>> = {
  unpaid: 0,
  pending: 5 * 60_000,
  processing: 6 * 60_000,
  purchased: 1 * DAY_MS,
  shipped: 2 * DAY_MS,
  completed: 6 * DAY_MS,
  canceled: 2 * HOUR_MS,
  closed: 3 * DAY_MS,
};

const STEP_NOTES: Readonly<Record<Exclude<OrderStatus, 'closed'>, string>> = {
  unpaid: 'order placed by the customer',
  pending: 'payment started',
  processing: 'payment settled',
  purchased: 'goods bought from the supplier',
  shipped: 'handed to the carrier',
  completed: 'received by the customer',
  canceled: 'canceled by the customer',
};

function stepNote(from: OrderStatus | null, to: OrderStatus): string {
  if (to !== 'closed') return STEP_NOTES[to];
  return from === 'unpaid' ? 'closed by the system: not paid in time' : 'closed: refunded';
}

const hex = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');

interface ProductRow {
  id: number;
  sku: string;
  name: string;
  price: number;
  inventory: number;
  weight_grams: number;
  warehouse_id: number;
}

/**
 * The demo orders, written as they would be after living through their path: events per step, payments for
 * paid orders, shipments for shipped ones. Orders not paid yet hold their stock, as placed orders do.
 */
export function seedOrders({ db }: SeedContext): void {
  const rng = createRng(0x0de25);
  const products = db
    .prepare(
      'SELECT id, sku, name, price, inventory, weight_grams, warehouse_id FROM products WHERE inventory > 1 ORDER BY id',
    )
    .all() as ProductRow[];
  if (products.length === 0) return;
  PLAN.forEach((plan, i) => seedOrder(db, rng, products, plan, i + 1));
}

function seedOrder(db: Db, rng: Rng, products: ProductRow[], plan: PlannedOrder, orderId: number): void {
  const first = rng.pick(products);
  const sameWarehouse = products.filter((p) => p.warehouse_id === first.warehouse_id);
  const lines = [first];
  const lineCount = rng.int(1, 3);
  for (let n = 0; n < 6 && lines.length < lineCount; n++) {
    const candidate = rng.pick(sameWarehouse);
    if (!lines.includes(candidate)) lines.push(candidate);
  }
  const items = lines.map((p) => {
    const quantity = rng.int(1, Math.max(1, Math.min(40, p.inventory - 1)));
    return { product: p, quantity, amount: p.price * quantity };
  });

  const warehouse = readWarehouse(db, first.warehouse_id);
  const recipient =
    plan.userId === OTHER_USER.id
      ? RECIPIENTS.OTHER!
      : plan.delivery === 'international'
        ? RECIPIENTS[warehouse.country_code === 'US' ? 'SG' : 'US']!
        : (RECIPIENTS[warehouse.country_code] ?? RECIPIENTS.VN!);
  const isPickup = plan.delivery === 'pickup';
  const zone = shippingZone(isPickup ? null : recipient.country_code, warehouse.country_code);
  const weight = items.reduce((sum, item) => sum + item.product.weight_grams * item.quantity, 0);
  const goodsTotal = items.reduce((sum, item) => sum + item.amount, 0);
  const fee = shippingFee(isPickup ? 'pickup' : 'post', zone, weight);
  const placed = SEED_EPOCH - Math.round(plan.daysAgo * DAY_MS) - rng.int(0, 8) * HOUR_MS;
  const at = (status: OrderStatus) => nowIso(placed + STEP_DELAY_MS[status]);
  const status = plan.path[plan.path.length - 1]!;
  const createdAt = nowIso(placed);

  db.prepare(
    `INSERT INTO orders (id, order_no, user_id, checkout_id, idempotency_key, status, remark, goods_total, shipping_fee,
       total, delivery_type, recipient_name, recipient_area_code, recipient_phone, recipient_email, recipient_address,
       country_code, warehouse_id, shipping_zone, intercept_fails, created_at, updated_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    orderId,
    orderNumber(orderId, createdAt),
    plan.userId,
    `seed-order-${String(orderId).padStart(4, '0')}`,
    status,
    plan.remark ?? '',
    goodsTotal,
    fee,
    goodsTotal + fee,
    isPickup ? 'pickup' : 'post',
    recipient.consignee,
    recipient.area_code,
    recipient.phone,
    isPickup ? '' : recipient.email,
    isPickup ? '' : formatAddress(recipient),
    isPickup ? null : recipient.country_code,
    warehouse.id,
    zone,
    plan.interceptFails ? 1 : 0,
    createdAt,
    at(status),
  );

  const insertItem = db.prepare(
    'INSERT INTO order_items (order_id, product_id, sku, name, quantity, unit_price, amount) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const { product, quantity, amount } of items) {
    insertItem.run(orderId, product.id, product.sku, product.name, quantity, product.price, amount);
  }
  if (status === 'unpaid' || status === 'pending') {
    // A tiny catalogue (SEED_PRODUCTS) may not have the units; the order then holds none rather than fail the seed.
    const hold = db.prepare(
      'UPDATE products SET inventory = inventory - ?, sales_count = sales_count + ? WHERE id = ? AND inventory >= ?',
    );
    for (const { product, quantity } of items) {
      if (hold.run(quantity, quantity, product.id, quantity).changes > 0) product.inventory -= quantity;
    }
  }

  const event = db.prepare(
    'INSERT INTO order_events (order_id, from_status, to_status, note, at) VALUES (?, ?, ?, ?, ?)',
  );
  plan.path.forEach((step, n) => {
    const from = n === 0 ? null : plan.path[n - 1]!;
    event.run(orderId, from, step, stepNote(from, step), at(step));
  });

  const method = rng.pick<PaymentMethod>(['card', 'bank_transfer', 'e_wallet']);
  const insertPayment = db.prepare(
    `INSERT INTO payments (order_id, method, amount, status, outcome, transaction_id, created_at, settles_at, settled_at)
     VALUES (?, ?, ?, ?, 'success', ?, ?, ?, ?)`,
  );
  if (status === 'pending') {
    // A bank transfer the bank has not confirmed yet: it stays pending, so the demo shows the status.
    insertPayment.run(
      orderId,
      'bank_transfer',
      goodsTotal + fee,
      'pending',
      null,
      at('pending'),
      nowIso(SEED_EPOCH + 365 * DAY_MS),
      null,
    );
  }
  if (plan.path.includes('processing')) {
    const transactionId = `TX${at('processing').slice(0, 10).replaceAll('-', '')}${hex(rng, 12).toUpperCase()}`;
    insertPayment.run(
      orderId,
      method,
      goodsTotal + fee,
      'paid',
      transactionId,
      at('pending'),
      at('processing'),
      at('processing'),
    );
    db.prepare('UPDATE orders SET payment_method = ?, paid_at = ?, transaction_id = ? WHERE id = ?').run(
      method,
      at('processing'),
      transactionId,
      orderId,
    );
    if (status === 'closed') {
      db.prepare('UPDATE orders SET refund_method = ?, refunded_at = ?, refunded_amount = ? WHERE id = ?').run(
        method,
        at('closed'),
        goodsTotal + fee,
        orderId,
      );
    }
  }
  if (plan.path.includes('shipped')) {
    seedShipment(db, rng, orderId, {
      isPickup,
      zone,
      warehouseName: warehouse.name,
      recipient,
      at,
      completed: status === 'completed',
    });
  }
}

interface ShipmentPlan {
  isPickup: boolean;
  zone: 'domestic' | 'international';
  warehouseName: string;
  recipient: Recipient;
  at: (status: OrderStatus) => string;
  completed: boolean;
}

function seedShipment(db: Db, rng: Rng, orderId: number, plan: ShipmentPlan): void {
  const { isPickup, zone, warehouseName, recipient, at } = plan;
  const shippedAt = Date.parse(at('shipped'));
  db.prepare('UPDATE orders SET shipping_company = ?, tracking_number = ?, delivery_slip_url = ? WHERE id = ?').run(
    carrierFor(isPickup ? 'pickup' : 'post', zone),
    `LT${hex(rng, 10).toUpperCase()}`,
    deliverySlipUrl(hex(rng, 32)),
    orderId,
  );
  const event = db.prepare('INSERT INTO shipment_events (order_id, description, location, at) VALUES (?, ?, ?, ?)');
  event.run(orderId, 'Shipping label created', warehouseName, nowIso(shippedAt - 60_000));
  event.run(orderId, 'Picked up by the carrier', warehouseName, nowIso(shippedAt));
  if (isPickup) {
    if (plan.completed) event.run(orderId, 'Collected at the warehouse', warehouseName, at('completed'));
    return;
  }
  event.run(
    orderId,
    'In transit',
    zone === 'domestic' ? warehouseName : 'International sorting center',
    nowIso(shippedAt + DAY_MS),
  );
  event.run(orderId, 'Arrived at the destination facility', recipient.city, nowIso(shippedAt + 2 * DAY_MS));
  if (plan.completed) event.run(orderId, 'Delivered', recipient.city, at('completed'));
}
