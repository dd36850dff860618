import { ORDER_STATUSES, type OrderStatus } from '@shop/api/contract';
import { buildTestApp, type TestApp } from '../../test/helper';
import { canTransition, orderActions, transition, TRANSITIONS } from './order-states';
import { SEEDED_ORDERS } from './seed';

/** The table of docs/order-states.md, written out pair by pair so a change to either shows here. */
const ALLOWED: readonly [OrderStatus, OrderStatus][] = [
  ['unpaid', 'pending'],
  ['unpaid', 'canceled'],
  ['unpaid', 'closed'],
  ['pending', 'processing'],
  ['pending', 'unpaid'],
  ['pending', 'canceled'],
  ['processing', 'purchased'],
  ['processing', 'closed'],
  ['purchased', 'shipped'],
  ['purchased', 'closed'],
  ['shipped', 'completed'],
  ['shipped', 'closed'],
  ['completed', 'closed'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const allPairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

describe('order state table', () => {
  it.each(allPairs)('%s -> %s is allowed only when the documented table says so', (from, to) => {
    expect(canTransition(from, to)).toBe(isAllowed(from, to));
  });

  it('has canceled and closed as final states', () => {
    expect(TRANSITIONS.canceled).toEqual([]);
    expect(TRANSITIONS.closed).toEqual([]);
  });
});

describe('order actions', () => {
  it.each([
    ['unpaid', false, ['pay', 'cancel', 'move_to_cart']],
    ['pending', false, ['pay', 'cancel', 'move_to_cart']],
    ['processing', false, ['buy_again', 'after_sale']],
    ['purchased', false, ['buy_again', 'after_sale']],
    ['shipped', true, ['shipping_details', 'buy_again', 'after_sale']],
    ['completed', true, ['shipping_details', 'buy_again', 'after_sale', 'delete']],
    ['canceled', false, ['buy_again', 'delete']],
    ['closed', false, ['buy_again', 'delete']],
    ['closed', true, ['shipping_details', 'buy_again', 'delete']],
  ] as const)('%s (shipment: %s) offers %j', (status, hasShipment, actions) => {
    expect(orderActions(status, hasShipment)).toEqual(actions);
  });
});

describe('transition', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  const statusOf = (id: number) => t.db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(id);
  const eventsOf = (id: number) =>
    t.db.prepare('SELECT from_status, to_status, note FROM order_events WHERE order_id = ? ORDER BY id').all(id);

  it('moves an order along an allowed edge and records the event', () => {
    const id = SEEDED_ORDERS.processing[0]!;
    expect(transition(t.db, id, 'purchased', 'supplier bought')).toBe('processing');
    expect(statusOf(id)).toBe('purchased');
    expect(eventsOf(id).at(-1)).toEqual({ from_status: 'processing', to_status: 'purchased', note: 'supplier bought' });
  });

  it('refuses an edge the table does not have with 409 order_state_invalid, changing nothing', () => {
    const id = SEEDED_ORDERS.completed[0]!;
    const before = eventsOf(id).length;
    expect(() => transition(t.db, id, 'shipped', 'back in time')).toThrow(
      expect.objectContaining({ code: 409, key: 'order_state_invalid' }),
    );
    expect(statusOf(id)).toBe('completed');
    expect(eventsOf(id)).toHaveLength(before);
  });

  it('refuses any move out of a final state', () => {
    for (const id of [...SEEDED_ORDERS.canceled, ...SEEDED_ORDERS.closed]) {
      for (const to of ORDER_STATUSES) {
        expect(() => transition(t.db, id, to, 'again')).toThrow(expect.objectContaining({ code: 409 }));
      }
    }
  });

  it('answers 404 for an unknown order', () => {
    expect(() => transition(t.db, 999_999, 'closed', 'nothing')).toThrow(expect.objectContaining({ code: 404 }));
  });

  it('gives stock back when an order not paid yet ends, and not when a paid one is refunded', () => {
    const stock = (productId: number) =>
      t.db.prepare('SELECT inventory FROM products WHERE id = ?').pluck().get(productId) as number;
    const itemsOf = (id: number) =>
      t.db.prepare('SELECT product_id, quantity FROM order_items WHERE order_id = ?').all(id) as {
        product_id: number;
        quantity: number;
      }[];

    const unpaid = SEEDED_ORDERS.unpaid[0]!;
    const [item] = itemsOf(unpaid);
    const before = stock(item!.product_id);
    transition(t.db, unpaid, 'closed', 'not paid in time');
    expect(stock(item!.product_id)).toBe(before + item!.quantity);

    const shipped = SEEDED_ORDERS.shipped[0]!;
    const [sold] = itemsOf(shipped);
    const soldBefore = stock(sold!.product_id);
    transition(t.db, shipped, 'closed', 'refunded');
    expect(stock(sold!.product_id)).toBe(soldBefore);
  });

  it('voids a payment in flight when the order ends', () => {
    const pending = SEEDED_ORDERS.pending[0]!;
    transition(t.db, pending, 'canceled', 'customer');
    const payments = t.db.prepare('SELECT status FROM payments WHERE order_id = ?').pluck().all(pending);
    expect(payments).toEqual(['failed']);
  });
});

describe('seeded orders', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('cover every status, with two or more of those after-sales requests are seeded on', () => {
    for (const status of ORDER_STATUSES) expect(SEEDED_ORDERS[status].length).toBeGreaterThan(0);
    for (const status of ['processing', 'shipped', 'completed'] as const) {
      expect(SEEDED_ORDERS[status].length).toBeGreaterThanOrEqual(2);
    }
    for (const status of ORDER_STATUSES) {
      for (const id of SEEDED_ORDERS[status]) {
        expect([id, t.db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(id)]).toEqual([id, status]);
      }
    }
  });

  it('lived through allowed transitions only, ending in their status', () => {
    const orders = t.db.prepare('SELECT id, status FROM orders').all() as { id: number; status: OrderStatus }[];
    for (const order of orders) {
      const events = t.db
        .prepare('SELECT from_status, to_status FROM order_events WHERE order_id = ? ORDER BY id')
        .all(order.id) as { from_status: OrderStatus | null; to_status: OrderStatus }[];
      expect(events[0]).toEqual({ from_status: null, to_status: 'unpaid' });
      for (const event of events.slice(1))
        expect([order.id, canTransition(event.from_status!, event.to_status)]).toEqual([order.id, true]);
      expect(events.at(-1)!.to_status).toBe(order.status);
    }
  });

  it('have a payment when paid and a shipment when shipped, and some cannot be intercepted', () => {
    for (const id of [...SEEDED_ORDERS.processing, ...SEEDED_ORDERS.shipped, ...SEEDED_ORDERS.completed]) {
      const order = t.db
        .prepare('SELECT paid_at, transaction_id, tracking_number, status FROM orders WHERE id = ?')
        .get(id) as {
        paid_at: string | null;
        transaction_id: string | null;
        tracking_number: string | null;
        status: OrderStatus;
      };
      expect(order.paid_at).not.toBeNull();
      expect(order.transaction_id).not.toBeNull();
      expect(order.tracking_number !== null).toBe(order.status !== 'processing');
    }
    const interceptFails = t.db.prepare('SELECT status FROM orders WHERE intercept_fails = 1').pluck().all();
    expect(interceptFails).toEqual(expect.arrayContaining(['shipped', 'completed']));
  });

  it('are the same on every run', async () => {
    const again = await buildTestApp();
    const dump = (db: TestApp['db']) =>
      db
        .prepare('SELECT order_no, status, total, created_at, tracking_number, transaction_id FROM orders ORDER BY id')
        .all();
    expect(dump(again.db)).toEqual(dump(t.db));
    await again.close();
  });
});
