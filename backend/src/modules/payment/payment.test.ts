import {
  canPay,
  createPayment,
  getOrderDetail,
  getPaymentMethods,
  getPaymentStatus,
  listOrders,
  ORDER_STATUSES,
  PAYABLE_STATUSES,
  type OrderDetail,
} from '@shop/api/contract';
import { asOther, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { placedOrder } from '../orders/order-fixtures';
import { OTHER_USER_ORDER_ID, SEEDED_ORDERS } from '../orders/seed';

interface StatusData {
  payment_id: number;
  status: 'pending' | 'paid' | 'failed';
  method: string;
  order_status: string;
  paid_at: string | null;
  transaction_id: string | null;
}

const SETTLE_MS = 300;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('payment', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer({ paymentSettleMs: SETTLE_MS })));
  afterAll(() => t.close());

  const statusOf = async (order_id: number) =>
    (await buyer.call(getPaymentStatus, { order_id })).body.data as StatusData;
  const nextOutcome = (outcome: string) =>
    t.app.inject({ method: 'POST', url: '/__dev/payment/next-outcome', payload: { outcome } });

  it('offers the methods for an order, with its number, total and status', async () => {
    const { order_id, order_no } = await placedOrder(t, buyer, DEMO_USER.id);
    const res = await buyer.call(getPaymentMethods, { order_id });
    const total = t.db.prepare('SELECT total FROM orders WHERE id = ?').pluck().get(order_id);
    expect(res.body.data).toEqual({
      order: { id: order_id, order_no, total, status: 'unpaid' },
      methods: [
        { code: 'card', name: 'Credit / debit card' },
        { code: 'bank_transfer', name: 'Bank transfer' },
        { code: 'e_wallet', name: 'E-wallet' },
      ],
    });
  });

  it('stays pending until the settle time, then the order is paid and processing', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const created = await buyer.call(createPayment, { order_id, method: 'card' });
    expect(created.body.data).toEqual({ payment_id: expect.any(Number), status: 'pending' });
    expect(await statusOf(order_id)).toMatchObject({
      status: 'pending',
      order_status: 'pending',
      paid_at: null,
      transaction_id: null,
    });

    await wait(SETTLE_MS + 30);
    const settled = await statusOf(order_id);
    expect(settled).toMatchObject({ status: 'paid', method: 'card', order_status: 'processing' });
    expect(settled.transaction_id).toMatch(/^TX\d{8}[0-9A-F]{12}$/);
    const detail = (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;
    expect(detail.status).toBe('processing');
    expect(detail.payment).toEqual({
      method: 'card',
      paid_at: settled.paid_at,
      transaction_id: settled.transaction_id,
    });
    expect(
      t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').pluck().all(order_id),
    ).toEqual(['unpaid', 'pending', 'processing']);

    const paidAgain = await buyer.call(createPayment, { order_id, method: 'card' });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.data).toMatchObject({ key: 'order_state_invalid', status: 'processing' });
  });

  const paymentsOf = (order_id: number) =>
    t.db.prepare('SELECT id, method, status FROM payments WHERE order_id = ? ORDER BY id').all(order_id) as {
      id: number;
      method: string;
      status: string;
    }[];

  it('pays a pending order again: the new payment replaces the one not confirmed, and the order is paid once', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const first = (await buyer.call(createPayment, { order_id, method: 'bank_transfer' })).body.data as {
      payment_id: number;
    };
    const again = await buyer.call(createPayment, { order_id, method: 'card' });
    expect(again.status).toBe(200);
    const second = again.body.data as { payment_id: number; status: string };
    expect(second).toEqual({ payment_id: expect.any(Number), status: 'pending' });
    expect(paymentsOf(order_id)).toEqual([
      { id: first.payment_id, method: 'bank_transfer', status: 'failed' },
      { id: second.payment_id, method: 'card', status: 'pending' },
    ]);
    expect(await statusOf(order_id)).toMatchObject({ payment_id: second.payment_id, order_status: 'pending' });

    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', method: 'card', order_status: 'processing' });
    expect(paymentsOf(order_id).map((payment) => payment.status)).toEqual(['failed', 'paid']);
    // One move to pending and one to processing: the replacement is not a move of the order.
    expect(
      t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').pluck().all(order_id),
    ).toEqual(['unpaid', 'pending', 'processing']);
  });

  it('pays the seeded pending order (the bank transfer the bank has not confirmed) by card', async () => {
    const order_id = SEEDED_ORDERS.pending[0]!;
    expect(await statusOf(order_id)).toMatchObject({
      status: 'pending',
      method: 'bank_transfer',
      order_status: 'pending',
    });
    const methods = (await buyer.call(getPaymentMethods, { order_id })).body.data as { order: { status: string } };
    expect(methods.order.status).toBe('pending');
    await nextOutcome('success');
    expect((await buyer.call(createPayment, { order_id, method: 'card' })).status).toBe(200);
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', method: 'card', order_status: 'processing' });
    expect(paymentsOf(order_id).map(({ method, status }) => [method, status])).toEqual([
      ['bank_transfer', 'failed'],
      ['card', 'paid'],
    ]);
  });

  it('settles when the order list or detail is read, not only the status', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'e_wallet' });
    await wait(SETTLE_MS + 30);
    const page = (await buyer.get(listOrders.path, { status: 'processing', page_size: 100 })).body.data as {
      items: { id: number }[];
    };
    expect(page.items.map((o) => o.id)).toContain(order_id);
  });

  it('fails when the dev gateway is told so; the order is unpaid again and a retry succeeds', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    expect((await nextOutcome('failure')).json()).toEqual({ code: 0, data: { next_outcome: 'failure' }, msg: 'ok' });
    await buyer.call(createPayment, { order_id, method: 'bank_transfer' });
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({
      status: 'failed',
      order_status: 'unpaid',
      paid_at: null,
      transaction_id: null,
    });
    expect(((await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail).actions).toContain('pay');

    const retry = await buyer.call(createPayment, { order_id, method: 'card' });
    expect(retry.body.code).toBe(0);
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', order_status: 'processing', method: 'card' });
    expect(
      t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').pluck().all(order_id),
    ).toEqual(['unpaid', 'pending', 'unpaid', 'pending', 'processing']);
  });

  it('the forced outcome applies to the next payment only', async () => {
    await nextOutcome('failure');
    const first = await placedOrder(t, buyer, DEMO_USER.id);
    const second = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id: first.order_id, method: 'card' });
    await buyer.call(createPayment, { order_id: second.order_id, method: 'card' });
    await wait(SETTLE_MS + 30);
    expect((await statusOf(first.order_id)).status).toBe('failed');
    expect((await statusOf(second.order_id)).status).toBe('paid');
  });

  it("gives a customer's forced outcome to that customer's next payment, not to another's made first", async () => {
    const other = await asOther(t.app);
    const forced = await t.app.inject({
      method: 'POST',
      url: '/__dev/payment/next-outcome',
      payload: { outcome: 'failure', email: DEMO_USER.email },
    });
    expect(forced.json()).toEqual({ code: 0, data: { next_outcome: 'failure' }, msg: 'ok' });
    const others = await placedOrder(t, other, OTHER_USER.id);
    const own = await placedOrder(t, buyer, DEMO_USER.id);
    await other.call(createPayment, { order_id: others.order_id, method: 'card' });
    await buyer.call(createPayment, { order_id: own.order_id, method: 'card' });
    await wait(SETTLE_MS + 30);
    expect((await other.call(getPaymentStatus, { order_id: others.order_id })).body.data).toMatchObject({
      status: 'paid',
    });
    expect((await statusOf(own.order_id)).status).toBe('failed');
  });

  it('refuses a bad outcome on the dev endpoint and a method that is not offered', async () => {
    expect((await nextOutcome('maybe')).statusCode).toBe(422);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/__dev/payment/next-outcome',
      payload: { outcome: 'failure', email: 'nobody@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const res = await buyer.post(createPayment.path, { order_id, method: 'cash' });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { method: ['invalid_value'] } });
  });

  it('canceling a pending order voids its payment, which never settles', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'card' });
    expect((await buyer.post('/shop-api/order/cancel', { order_id })).body.data).toEqual({
      order_id,
      status: 'canceled',
    });
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'failed', order_status: 'canceled' });
  });

  it('answers 409 payment_not_started for an order never paid', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const res = await buyer.call(getPaymentStatus, { order_id });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ key: 'payment_not_started' });
  });

  it("keeps another customer's orders and payments hidden (404)", async () => {
    const other = await asOther(t.app);
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'card' });
    expect((await other.call(getPaymentMethods, { order_id })).status).toBe(404);
    expect((await other.call(getPaymentStatus, { order_id })).status).toBe(404);
    expect((await other.call(createPayment, { order_id: SEEDED_ORDERS.unpaid[0]!, method: 'card' })).status).toBe(404);
    expect(t.db.prepare('SELECT status FROM orders WHERE id = ?').pluck().get(SEEDED_ORDERS.unpaid[0])).toBe('unpaid');
    expect((await buyer.call(getPaymentStatus, { order_id: OTHER_USER_ORDER_ID })).status).toBe(404);
  });
});

describe('the pay rule (canPay), status by status: the list, the detail and payment.create agree', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer({ paymentSettleMs: SETTLE_MS })));
  afterAll(() => t.close());

  it('is unpaid and pending, and nothing else', () => {
    expect(PAYABLE_STATUSES).toEqual(['unpaid', 'pending']);
  });

  it.each(ORDER_STATUSES.map((status) => [status, canPay(status)] as const))(
    '%s: Pay now offered and a payment accepted = %s',
    async (status, payable) => {
      const order_id = SEEDED_ORDERS[status][0]!;
      const list = (await buyer.get(listOrders.path, { status, page_size: 100 })).body.data as {
        items: { id: number; actions: string[] }[];
      };
      const row = list.items.find((item) => item.id === order_id);
      expect(row?.actions.includes('pay')).toBe(payable);
      const detail = (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;
      expect(detail.actions.includes('pay')).toBe(payable);
      const methods = (await buyer.call(getPaymentMethods, { order_id })).body.data as { order: { status: string } };
      expect(methods.order.status).toBe(status);

      const paymentCount = () =>
        t.db.prepare('SELECT COUNT(*) FROM payments WHERE order_id = ?').pluck().get(order_id) as number;
      const before = paymentCount();
      const res = await buyer.call(createPayment, { order_id, method: 'card' });
      if (payable) {
        expect(res.status).toBe(200);
        expect(paymentCount()).toBe(before + 1);
        expect((await buyer.call(getOrderDetail, { order_id })).body.data).toMatchObject({ status: 'pending' });
      } else {
        expect(res.status).toBe(409);
        expect(res.body.data).toMatchObject({ key: 'order_state_invalid', status });
        expect(paymentCount()).toBe(before);
        expect((await buyer.call(getOrderDetail, { order_id })).body.data).toMatchObject({ status });
      }
    },
  );
});

describe('payment with PAYMENT_FAIL=1', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer({ paymentSettleMs: 0, paymentFail: true })));
  afterAll(() => t.close());

  it('fails every payment, unless the dev gateway forces the next one to succeed', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'card' });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({
      status: 'failed',
      order_status: 'unpaid',
    });
    await buyer.call(createPayment, { order_id, method: 'card' });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({ status: 'failed' });

    await t.app.inject({ method: 'POST', url: '/__dev/payment/next-outcome', payload: { outcome: 'success' } });
    await buyer.call(createPayment, { order_id, method: 'card' });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({
      status: 'paid',
      order_status: 'processing',
    });
  });
});
