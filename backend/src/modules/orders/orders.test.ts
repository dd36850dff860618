import {
  batchDeleteOrders,
  buyAgain,
  cancelOrder,
  confirmOrder,
  getCart,
  getCheckoutSummary,
  getOrderDetail,
  getOrderShipping,
  listOrders,
  moveToCart,
  setPostDelivery,
  type Cart,
  type CheckoutSummary,
  type OrderDetail,
  type OrderRow,
} from '@shop/api/contract';
import { asOther, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer, appWithBuyerAndOther } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { newCheckout, newKey, placedOrder, productRow, VN_ADDRESS } from './order-fixtures';
import { OTHER_USER_ORDER_ID, SEEDED_ORDERS } from './seed';

interface Page {
  items: OrderRow[];
  page: number;
  page_size: number;
  total: number;
}

const orderCount = (t: TestApp) => t.db.prepare('SELECT COUNT(*) FROM orders').pluck().get() as number;
const header = async (client: TestClient) =>
  ((await client.get('/shop-hapi/header')).body.data as { cart_total: number }).cart_total;

describe('order.confirm', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  async function readyCheckout(quantity = 3) {
    const checkout = await newCheckout(t, buyer, DEMO_USER.id, quantity);
    await buyer.call(setPostDelivery, { cart_id: checkout.cart_id, ...VN_ADDRESS });
    return checkout;
  }

  it('needs a delivery first (409 delivery_required)', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const res = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ key: 'delivery_required' });
  });

  it('places an unpaid order from the checkout: prices, totals, remark, stock, sales and cart in one go', async () => {
    const { cart_id, product } = await readyCheckout(3);
    const summary = (await buyer.call(getCheckoutSummary, { cart_id })).body.data as CheckoutSummary;
    const cartBefore = await header(buyer);
    const res = await buyer.call(confirmOrder, {
      cart_id,
      remark: '  Leave at the gate.  ',
      idempotency_key: newKey(),
    });
    expect(res.body.code).toBe(0);
    const { order_id, order_no } = res.body.data as { order_id: number; order_no: string };
    expect(order_no).toMatch(/^\d{8}\d{6}$/);

    const detail = (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;
    expect(detail).toMatchObject({
      order_no,
      status: 'unpaid',
      remark: 'Leave at the gate.',
      goods_total: summary.goods_total,
      shipping_fee: summary.shipping_fee,
      total: summary.total,
      shipping_zone: summary.shipping_zone,
      shipping_method: 'post',
      items: [{ product_id: product.id, quantity: 3, unit_price: product.price, amount: product.price * 3 }],
      delivery: { type: 'post', name: VN_ADDRESS.consignee, phone: VN_ADDRESS.phone, country_code: 'VN' },
      payment: null,
      refund: null,
      shipping: null,
      actions: ['pay', 'cancel', 'move_to_cart'],
    });
    const after = productRow(t, product.id);
    expect(after.inventory).toBe(product.inventory - 3);
    expect(after.sales_count).toBe(product.sales_count + 3);
    const cart = (await buyer.call(getCart, {})).body.data as Cart;
    expect(cart.items.some((i) => i.product_id === product.id)).toBe(false);
    expect(await header(buyer)).toBe(cartBefore - 1);
    expect(t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ?').pluck().all(order_id)).toEqual([
      'unpaid',
    ]);
  });

  it('answers the same order for the same key, and never places a second one', async () => {
    const { cart_id, product } = await readyCheckout(2);
    const key = newKey();
    const first = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: key });
    const count = orderCount(t);
    const again = await buyer.call(confirmOrder, { cart_id, remark: 'changed my mind', idempotency_key: key });
    expect(again.body.data).toEqual(first.body.data);
    expect(orderCount(t)).toBe(count);
    expect(productRow(t, product.id).inventory).toBe(product.inventory - 2);

    // The key alone decides, even when sent with another checkout.
    const other = await readyCheckout(1);
    const reused = await buyer.call(confirmOrder, { cart_id: other.cart_id, remark: '', idempotency_key: key });
    expect(reused.body.data).toEqual(first.body.data);
    expect(orderCount(t)).toBe(count);
  });

  it('answers the order already placed for a checkout whatever key is sent', async () => {
    const { cart_id, product } = await readyCheckout(2);
    const first = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
    const count = orderCount(t);
    const second = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
    expect(second.body.data).toEqual(first.body.data);
    expect(orderCount(t)).toBe(count);
    expect(productRow(t, product.id).inventory).toBe(product.inventory - 2);
  });

  it('places one order for a concurrent double submit, taking the stock once', async () => {
    const { cart_id, product } = await readyCheckout(4);
    const count = orderCount(t);
    const key = newKey();
    const answers = await Promise.all([
      buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: key }),
      buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: key }),
      buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() }),
    ]);
    expect(answers.map((a) => a.body.code)).toEqual([0, 0, 0]);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(orderCount(t)).toBe(count + 1);
    expect(productRow(t, product.id).inventory).toBe(product.inventory - 4);
  });

  it('refuses a remark over 500 characters and a malformed idempotency key', async () => {
    const { cart_id } = await readyCheckout();
    const long = await buyer.call(confirmOrder, { cart_id, remark: 'x'.repeat(501), idempotency_key: newKey() });
    expect(long.status).toBe(422);
    expect(long.body.data).toMatchObject({ errors: { remark: ['remark_too_long'] } });
    expect(long.body.msg).toBe('The Remark field must not be longer than 500 characters.');
    for (const idempotency_key of ['short', 'has spaces in it', 'x'.repeat(101)]) {
      const res = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key });
      expect(res.body.data).toMatchObject({ errors: { idempotency_key: ['invalid_value'] } });
    }
    const ok = await buyer.call(confirmOrder, { cart_id, remark: 'y'.repeat(500), idempotency_key: newKey() });
    expect(ok.body.code).toBe(0);
  });

  it('refuses when the stock fell below the quantity since the checkout, placing nothing', async () => {
    const { cart_id, product } = await readyCheckout(5);
    t.db.prepare('UPDATE products SET inventory = 4 WHERE id = ?').run(product.id);
    const count = orderCount(t);
    const res = await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { items: ['quantity_over_inventory'] }, product_ids: [product.id] });
    expect(orderCount(t)).toBe(count);
    expect(productRow(t, product.id).inventory).toBe(4);
  });

  it("keeps another customer's checkout hidden (404)", async () => {
    const { cart_id } = await readyCheckout();
    const other = await asOther(t.app);
    const res = await other.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
    expect(res.status).toBe(404);
  });
});

describe('order.list', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const list = async (query: Record<string, unknown> = {}) =>
    (await buyer.get(listOrders.path, query)).body.data as Page;
  const seeded = () =>
    t.db
      .prepare(
        'SELECT id, order_no, status, created_at FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC',
      )
      .all(DEMO_USER.id) as { id: number; order_no: string; status: string; created_at: string }[];

  it("lists the customer's orders newest first with products, totals, warehouse, zone, method and actions", async () => {
    const page = await list({ page_size: 100 });
    const mine = seeded();
    expect(page.total).toBe(mine.length);
    expect(page.items.map((o) => o.id)).toEqual(mine.map((o) => o.id));
    expect(page.items.some((o) => o.id === OTHER_USER_ORDER_ID)).toBe(false);
    const completed = page.items.find((o) => o.id === SEEDED_ORDERS.completed[0])!;
    const warehouse = t.db
      .prepare('SELECT w.name FROM orders o JOIN warehouses w ON w.id = o.warehouse_id WHERE o.id = ?')
      .pluck()
      .get(completed.id);
    expect(completed).toMatchObject({
      status: 'completed',
      warehouse_name: warehouse,
      shipping_method: 'post',
      // The seeded completed order has its after-sales request: it leads there instead of offering another.
      actions: ['shipping_details', 'buy_again', 'delete'],
      after_sale_id: expect.any(Number),
    });
    expect(completed.total).toBe(completed.goods_total + completed.shipping_fee);
    expect(completed.products.reduce((sum, p) => sum + p.amount, 0)).toBe(completed.goods_total);
    expect(completed.products[0]).toMatchObject({
      name: expect.any(String),
      sku: expect.any(String),
      quantity: expect.any(Number),
    });
  });

  it('names the request of an order that has one, and offers no second one (spec 4: one per order)', async () => {
    const page = await list({ page_size: 100 });
    const requests = t.db.prepare('SELECT order_id, id FROM after_sales WHERE user_id = ?').all(DEMO_USER.id) as {
      order_id: number;
      id: number;
    }[];
    expect(requests.length).toBeGreaterThan(0);
    for (const { order_id, id } of requests) {
      const order = page.items.find((o) => o.id === order_id)!;
      expect(order.after_sale_id).toBe(id);
      expect(order.actions).not.toContain('after_sale');
      const detail = (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;
      expect(detail).toMatchObject({ after_sale_id: id });
      expect(detail.actions).not.toContain('after_sale');
    }
    const without = page.items.filter((o) => !requests.some((r) => r.order_id === o.id));
    expect(without.every((o) => o.after_sale_id === null)).toBe(true);
    expect(without.some((o) => o.actions.includes('after_sale'))).toBe(true);
  });

  it('paginates', async () => {
    const all = seeded();
    const second = await list({ page: 2, page_size: 5 });
    expect(second).toMatchObject({ page: 2, page_size: 5, total: all.length });
    expect(second.items.map((o) => o.id)).toEqual(all.slice(5, 10).map((o) => o.id));
    const beyond = await list({ page: 99, page_size: 5 });
    expect(beyond.items).toEqual([]);
    expect((await buyer.get(listOrders.path, { page_size: 101 })).status).toBe(422);
  });

  it('finds a batch of order numbers separated by new lines, commas or spaces', async () => {
    const [a, b, c] = seeded();
    const other = t.db.prepare('SELECT order_no FROM orders WHERE id = ?').pluck().get(OTHER_USER_ORDER_ID);
    const page = await list({ order_nos: `${a!.order_no}\n${b!.order_no}, ${c!.order_no}\n\nNO-SUCH-ORDER\n${other}` });
    expect(page.items.map((o) => o.order_no)).toEqual([a!.order_no, b!.order_no, c!.order_no]);
  });

  it('refuses more than 50 order numbers', async () => {
    const many = Array.from({ length: 51 }, (_, i) => `N${i}`).join('\n');
    const res = await buyer.get(listOrders.path, { order_nos: many });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { order_nos: ['order_nos_too_many'] } });
    expect((await buyer.get(listOrders.path, { order_nos: many.split('\n').slice(0, 50).join('\n') })).body.code).toBe(
      0,
    );
  });

  it('filters by creation date, both ends inclusive (UTC days)', async () => {
    const all = seeded();
    const day = all[4]!.created_at.slice(0, 10);
    const sameDay = all.filter((o) => o.created_at.slice(0, 10) === day);
    expect((await list({ date_from: day, date_to: day })).items.map((o) => o.id)).toEqual(sameDay.map((o) => o.id));
    const from = (await list({ date_from: day, page_size: 100 })).items;
    expect(from.map((o) => o.id)).toEqual(all.filter((o) => o.created_at.slice(0, 10) >= day).map((o) => o.id));
    const to = (await list({ date_to: day, page_size: 100 })).items;
    expect(to.map((o) => o.id)).toEqual(all.filter((o) => o.created_at.slice(0, 10) <= day).map((o) => o.id));
  });

  it('refuses a start date after the end date, or a date that is not one', async () => {
    const res = await buyer.get(listOrders.path, { date_from: '2026-10-10', date_to: '2026-10-01' });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { date_to: ['date_range_invalid'] } });
    expect((await buyer.get(listOrders.path, { date_from: '2026-13-45' })).status).toBe(422);
  });

  it('filters by status', async () => {
    for (const status of ['shipped', 'unpaid', 'closed'] as const) {
      const page = await list({ status });
      expect(page.items.map((o) => o.id).sort()).toEqual([...SEEDED_ORDERS[status]].sort());
      expect(page.items.every((o) => o.status === status)).toBe(true);
    }
    expect((await buyer.get(listOrders.path, { status: 'lost' })).status).toBe(422);
  });

  it('combines the filters', async () => {
    const shipped = t.db
      .prepare('SELECT order_no, created_at FROM orders WHERE id = ?')
      .get(SEEDED_ORDERS.shipped[0]) as {
      order_no: string;
      created_at: string;
    };
    const day = shipped.created_at.slice(0, 10);
    expect((await list({ order_nos: shipped.order_no, status: 'shipped', date_from: day, date_to: day })).total).toBe(
      1,
    );
    expect((await list({ order_nos: shipped.order_no, status: 'completed' })).total).toBe(0);
  });
});

describe('order detail, cancel, delete, buy again, move to cart, shipping', () => {
  let t: TestApp, buyer: TestClient, other: TestClient;
  beforeAll(async () => ({ t, buyer, other } = await appWithBuyerAndOther()));
  afterAll(() => t.close());

  const detailOf = async (order_id: number) =>
    (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;
  const statusOf = (id: number) => t.db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(id);

  it('shows a completed order with its payment, shipping, warehouse contact and actions', async () => {
    const id = SEEDED_ORDERS.completed[0]!;
    const row = t.db.prepare('SELECT * FROM orders WHERE id = ?').get(id) as Record<string, unknown>;
    const detail = await detailOf(id);
    expect(detail).toMatchObject({
      id,
      order_no: row.order_no,
      status: 'completed',
      created_at: row.created_at,
      remark: row.remark,
      payment: { method: row.payment_method, paid_at: row.paid_at, transaction_id: row.transaction_id },
      refund: null,
      shipping: {
        company: row.shipping_company,
        tracking_number: row.tracking_number,
        delivery_slip_url: row.delivery_slip_url,
      },
      delivery: { type: 'post', name: row.recipient_name, address: row.recipient_address },
      // The seeded completed order has its after-sales request: it leads there instead of offering another.
      actions: ['shipping_details', 'buy_again', 'delete'],
      after_sale_id: expect.any(Number),
    });
    expect(detail.warehouse).toMatchObject({
      contact_person: expect.any(String),
      post_code: expect.any(String),
      phone: expect.any(String),
    });
    expect(detail.items.reduce((sum, i) => sum + i.amount, 0)).toBe(detail.goods_total);
    expect(detail.total).toBe(detail.goods_total + detail.shipping_fee);
  });

  it('shows the refund of a refunded order', async () => {
    const refunded = t.db
      .prepare(
        "SELECT id, refund_method, refunded_at, refunded_amount FROM orders WHERE status = 'closed' AND refunded_at IS NOT NULL",
      )
      .get() as { id: number; refund_method: string; refunded_at: string; refunded_amount: number };
    expect((await detailOf(refunded.id)).refund).toEqual({
      method: refunded.refund_method,
      refunded_at: refunded.refunded_at,
      amount: refunded.refunded_amount,
    });
  });

  it('shows the pickup person of a pickup order', async () => {
    const pickup = t.db
      .prepare("SELECT id, recipient_name FROM orders WHERE delivery_type = 'pickup' AND user_id = ?")
      .get(DEMO_USER.id) as {
      id: number;
      recipient_name: string;
    };
    expect((await detailOf(pickup.id)).delivery).toMatchObject({
      type: 'pickup',
      name: pickup.recipient_name,
      country_code: null,
    });
  });

  it('cancels an unpaid order and gives its stock back', async () => {
    const { order_id, product } = await placedOrder(t, buyer, DEMO_USER.id, 'post', 3);
    expect(productRow(t, product.id).inventory).toBe(product.inventory - 3);
    const res = await buyer.call(cancelOrder, { order_id });
    expect(res.body.data).toEqual({ order_id, status: 'canceled' });
    expect(productRow(t, product.id).inventory).toBe(product.inventory);
    expect((await detailOf(order_id)).actions).toEqual(['buy_again', 'delete']);
    const again = await buyer.call(cancelOrder, { order_id });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ key: 'order_state_invalid' });
    expect(productRow(t, product.id).inventory).toBe(product.inventory);
  });

  it.each(['processing', 'purchased', 'shipped', 'completed', 'closed'] as const)(
    'refuses to cancel a %s order (409)',
    async (status) => {
      const id = SEEDED_ORDERS[status][0]!;
      const res = await buyer.call(cancelOrder, { order_id: id });
      expect(res.status).toBe(409);
      expect(res.body.data).toMatchObject({ key: 'order_state_invalid', status });
      expect(statusOf(id)).toBe(status);
    },
  );

  it('batch-deletes final orders only: empty -> select_item, any other -> 409 naming them, all or none', async () => {
    const empty = await buyer.call(batchDeleteOrders, { order_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toMatchObject({ errors: { order_ids: ['select_item'] } });
    expect(empty.body.msg).toBe('Please select an item');

    const final = [SEEDED_ORDERS.completed[1]!, SEEDED_ORDERS.canceled[0]!];
    const open = [SEEDED_ORDERS.processing[1]!, SEEDED_ORDERS.unpaid[1]!];
    const refused = await buyer.call(batchDeleteOrders, { order_ids: [...final, ...open] });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ key: 'order_not_deletable' });
    expect((refused.body.data as { order_ids: number[] }).order_ids.sort()).toEqual([...open].sort());
    for (const id of final) expect((await buyer.call(getOrderDetail, { order_id: id })).status).toBe(200);

    const res = await buyer.call(batchDeleteOrders, { order_ids: final });
    expect(res.body.data).toEqual({ deleted: 2 });
    for (const id of final) expect((await buyer.call(getOrderDetail, { order_id: id })).status).toBe(404);
    const listed = (await buyer.get(listOrders.path, { page_size: 100 })).body.data as Page;
    expect(listed.items.some((o) => final.includes(o.id))).toBe(false);
    // Deleted is gone: deleting again is a 404.
    expect((await buyer.call(batchDeleteOrders, { order_ids: final })).status).toBe(404);
  });

  it('buys again: the items go back to the cart, bounded by the stock, sold-out ones skipped', async () => {
    const id = SEEDED_ORDERS.processing[0]!;
    const items = t.db
      .prepare('SELECT product_id, quantity FROM order_items WHERE order_id = ? ORDER BY id')
      .all(id) as {
      product_id: number;
      quantity: number;
    }[];
    t.db.prepare('DELETE FROM cart_items WHERE user_id = ?').run(DEMO_USER.id);
    const [first, ...rest] = items;
    t.db.prepare('UPDATE products SET inventory = 1 WHERE id = ?').run(first!.product_id);
    for (const item of rest) t.db.prepare('UPDATE products SET inventory = 0 WHERE id = ?').run(item.product_id);

    const res = await buyer.call(buyAgain, { order_id: id });
    expect(res.body.data).toEqual({ cart_total: 1, skipped_product_ids: rest.map((i) => i.product_id) });
    expect(await header(buyer)).toBe(1);
    const cart = (await buyer.call(getCart, {})).body.data as Cart;
    expect(cart.items.map((i) => [i.product_id, i.quantity, i.selected])).toEqual([[first!.product_id, 1, true]]);
  });

  it('moves an unpaid order back to the cart: canceled, stock returned, items in the cart', async () => {
    const { order_id, product } = await placedOrder(t, buyer, DEMO_USER.id, 'pickup', 2);
    const res = await buyer.call(moveToCart, { order_id });
    expect(res.body.code).toBe(0);
    expect(statusOf(order_id)).toBe('canceled');
    expect(productRow(t, product.id).inventory).toBe(product.inventory);
    const cart = (await buyer.call(getCart, {})).body.data as Cart;
    expect(cart.items.find((i) => i.product_id === product.id)).toMatchObject({ quantity: 2, selected: true });
    expect((res.body.data as { cart_total: number }).cart_total).toBe(cart.cart_total);
    expect(
      t.db.prepare('SELECT note FROM order_events WHERE order_id = ? ORDER BY id DESC').pluck().get(order_id),
    ).toMatch(/cart/);
  });

  it('refuses to move a paid order to the cart (409)', async () => {
    const res = await buyer.call(moveToCart, { order_id: SEEDED_ORDERS.shipped[1]! });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ key: 'order_state_invalid' });
  });

  it('shows the shipping details of a shipped order, newest tracking event first', async () => {
    const id = SEEDED_ORDERS.shipped[0]!;
    const res = await buyer.call(getOrderShipping, { order_id: id });
    const data = res.body.data as {
      company: string;
      tracking_number: string;
      delivery_slip_url: string;
      events: { at: string }[];
    };
    expect(data.company).toBeTruthy();
    expect(data.tracking_number).toMatch(/^LT/);
    expect(data.events.length).toBeGreaterThanOrEqual(2);
    expect(data.events.map((e) => e.at)).toEqual([...data.events.map((e) => e.at)].sort().reverse());

    const slip = await t.app.inject({ method: 'GET', url: data.delivery_slip_url });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(slip.body).toContain(data.tracking_number);
    const guessed = await t.app.inject({ method: 'GET', url: '/uploads/delivery-slips/0000.svg' });
    expect(guessed.statusCode).toBe(404);
  });

  it('answers 409 order_not_shipped for an order not handed to a carrier yet', async () => {
    const res = await buyer.call(getOrderShipping, { order_id: SEEDED_ORDERS.purchased[0]! });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ key: 'order_not_shipped' });
  });

  it("keeps another customer's orders hidden (404) for every order call", async () => {
    const mine = SEEDED_ORDERS.unpaid[0]!;
    const shipped = SEEDED_ORDERS.shipped[2]!;
    const before = await detailOf(mine);
    expect((await other.call(getOrderDetail, { order_id: mine })).status).toBe(404);
    expect((await other.call(cancelOrder, { order_id: mine })).status).toBe(404);
    expect((await other.call(moveToCart, { order_id: mine })).status).toBe(404);
    expect((await other.call(buyAgain, { order_id: mine })).status).toBe(404);
    expect((await other.call(getOrderShipping, { order_id: shipped })).status).toBe(404);
    expect((await other.call(batchDeleteOrders, { order_ids: [SEEDED_ORDERS.canceled[0]!] })).status).toBe(404);
    expect(await detailOf(mine)).toEqual(before);
    const theirs = (await other.get(listOrders.path)).body.data as Page;
    expect(theirs.items.map((o) => o.id)).toEqual([OTHER_USER_ORDER_ID]);
    expect((await buyer.call(getOrderDetail, { order_id: OTHER_USER_ORDER_ID })).status).toBe(404);
    expect(OTHER_USER.id).not.toBe(DEMO_USER.id);
  });
});

describe('dev order advance (seller and system stand-in)', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const advance = (order_id: number, to: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/__dev/orders/advance', payload: { order_id, to, ...extra } });

  it('walks a paid order through purchased, shipped (with tracking) and completed', async () => {
    const id = SEEDED_ORDERS.processing[0]!;
    expect((await advance(id, 'purchased')).json()).toEqual({
      code: 0,
      data: { order_id: id, status: 'purchased' },
      msg: 'ok',
    });
    expect((await advance(id, 'shipped', { tracking_number: 'TRACK-12345' })).json().data.status).toBe('shipped');
    const shipping = (await buyer.call(getOrderShipping, { order_id: id })).body.data as {
      tracking_number: string;
      events: unknown[];
    };
    expect(shipping.tracking_number).toBe('TRACK-12345');
    expect(shipping.events).toHaveLength(2);
    expect((await advance(id, 'completed')).json().data.status).toBe('completed');
    const detail = (await buyer.call(getOrderDetail, { order_id: id })).body.data as OrderDetail;
    expect(detail.status).toBe('completed');
    expect(detail.actions).toContain('delete');
    expect(
      t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').pluck().all(id).slice(-3),
    ).toEqual(['purchased', 'shipped', 'completed']);
  });

  it('refuses moves the state machine does not allow (409)', async () => {
    const res = await advance(SEEDED_ORDERS.unpaid[0]!, 'shipped');
    expect(res.statusCode).toBe(409);
    expect(res.json().data.key).toBe('order_state_invalid');
    expect((await advance(SEEDED_ORDERS.completed[0]!, 'purchased')).statusCode).toBe(409);
  });

  it('closes an unpaid order (time-out) but not a paid one', async () => {
    expect((await advance(SEEDED_ORDERS.unpaid[0]!, 'closed')).json().data.status).toBe('closed');
    expect((await advance(SEEDED_ORDERS.shipped[0]!, 'closed')).statusCode).toBe(409);
  });
});
