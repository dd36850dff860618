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
import { loadConfig } from '../../config';
import { asOther, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { newKey, placedOrder } from '../orders/order-fixtures';
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
    const created = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
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

    const paidAgain = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect(paidAgain.status).toBe(409);
    expect(paidAgain.body.data).toMatchObject({ key: 'order_state_invalid', status: 'processing' });
  });

  const paymentsOf = (order_id: number) =>
    t.db.prepare('SELECT id, method, status FROM payments WHERE order_id = ? ORDER BY id').all(order_id) as {
      id: number;
      method: string;
      status: string;
    }[];

  /** A payment the gateway takes its time with (a bank transfer): it settles in an hour, not in SETTLE_MS. */
  const settlesLater = (payment_id: number) =>
    t.db
      .prepare('UPDATE payments SET settles_at = ? WHERE id = ?')
      .run(new Date(Date.now() + 3_600_000).toISOString(), payment_id);
  const eventsOf = (order_id: number) =>
    t.db.prepare('SELECT to_status FROM order_events WHERE order_id = ? ORDER BY id').pluck().all(order_id);

  it('starts one payment for 20 concurrent payment.create with one key, and answers all 20 with it', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const idempotency_key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => buyer.call(createPayment, { order_id, method: 'card', idempotency_key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const [first] = paymentsOf(order_id);
    expect(paymentsOf(order_id)).toEqual([{ id: first!.id, method: 'card', status: 'pending' }]);
    for (const answer of answers) expect(answer.body.data).toEqual({ payment_id: first!.id, status: 'pending' });
    expect(eventsOf(order_id)).toEqual(['unpaid', 'pending']);

    // The same key after the payment settled still names that payment, now paid: never a second one.
    await wait(SETTLE_MS + 30);
    const late = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key });
    expect(late.body.data).toEqual({ payment_id: first!.id, status: 'paid' });
    expect(paymentsOf(order_id)).toHaveLength(1);
  });

  it("keeps one key to its order: the same key on another order starts that order's own payment", async () => {
    const one = await placedOrder(t, buyer, DEMO_USER.id);
    const two = await placedOrder(t, buyer, DEMO_USER.id);
    const idempotency_key = newKey();
    const a = await buyer.call(createPayment, { order_id: one.order_id, method: 'card', idempotency_key });
    const b = await buyer.call(createPayment, { order_id: two.order_id, method: 'card', idempotency_key });
    expect(b.status).toBe(200);
    expect((b.body.data as { payment_id: number }).payment_id).not.toBe(
      (a.body.data as { payment_id: number }).payment_id,
    );
  });

  it('refuses another method or a new attempt while a payment is in flight, until the gateway says it is void; then accepts', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    const first = (await buyer.call(createPayment, { order_id, method: 'bank_transfer', idempotency_key: newKey() }))
      .body.data as { payment_id: number };
    settlesLater(first.payment_id);

    const card = newKey();
    const refusals = await Promise.all([
      buyer.call(createPayment, { order_id, method: 'card', idempotency_key: card }),
      buyer.call(createPayment, { order_id, method: 'bank_transfer', idempotency_key: newKey() }),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(refused.body.data).toMatchObject({
        key: 'payment_in_progress',
        payment_id: first.payment_id,
        method: 'bank_transfer',
      });
    }
    // The first is still the gateway's: nothing replaced it, and the order has not moved.
    expect(paymentsOf(order_id)).toEqual([{ id: first.payment_id, method: 'bank_transfer', status: 'pending' }]);
    expect(await statusOf(order_id)).toMatchObject({ payment_id: first.payment_id, status: 'pending' });

    // The gateway answers the void (as it settles: SETTLE_MS later); the order can be paid again, once.
    await wait(SETTLE_MS + 30);
    const accepted = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: card });
    expect(accepted.status).toBe(200);
    const second = accepted.body.data as { payment_id: number };
    expect(paymentsOf(order_id)).toEqual([
      { id: first.payment_id, method: 'bank_transfer', status: 'failed' },
      { id: second.payment_id, method: 'card', status: 'pending' },
    ]);
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', method: 'card', order_status: 'processing' });
    expect(eventsOf(order_id)).toEqual(['unpaid', 'pending', 'unpaid', 'pending', 'processing']);
  });

  it('accepts a new attempt once the gateway has said the payment in flight failed', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await nextOutcome('failure');
    await buyer.call(createPayment, { order_id, method: 'e_wallet', idempotency_key: newKey() });
    const early = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect(early.body.data).toMatchObject({ key: 'payment_in_progress', method: 'e_wallet' });
    await wait(SETTLE_MS + 30);
    const accepted = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect(accepted.status).toBe(200);
    expect(paymentsOf(order_id).map(({ method, status }) => [method, status])).toEqual([
      ['e_wallet', 'failed'],
      ['card', 'pending'],
    ]);
  });

  it('never charges twice: a payment the gateway captures before it answers the void pays the order, and the new attempt is refused', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await nextOutcome('success');
    const first = (await buyer.call(createPayment, { order_id, method: 'bank_transfer', idempotency_key: newKey() }))
      .body.data as { payment_id: number };
    // Decision 032 voided this one in the store and started a card payment at once; the gateway, which had not
    // voided it, could then capture both. Now the card waits for the gateway's word on the transfer.
    const card = newKey();
    const refused = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: card });
    expect(refused.body.data).toMatchObject({ key: 'payment_in_progress', payment_id: first.payment_id });

    // The transfer settles before the void's answer would come: it was captured.
    await wait(SETTLE_MS + 30);
    const again = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: card });
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ key: 'order_state_invalid', status: 'processing' });
    await wait(SETTLE_MS + 30);
    expect(paymentsOf(order_id)).toEqual([{ id: first.payment_id, method: 'bank_transfer', status: 'paid' }]);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', order_status: 'processing' });
  });

  it('keeps a second payment of an order off the gateway in the database too', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    const now = new Date().toISOString();
    expect(() =>
      t.db
        .prepare(
          `INSERT INTO payments (order_id, method, amount, status, outcome, created_at, settles_at)
           VALUES (?, 'card', 1, 'pending', 'success', ?, ?)`,
        )
        .run(order_id, now, now),
    ).toThrow(/UNIQUE/);
  });

  it('pays the seeded pending order (the bank transfer the bank has not confirmed) by card, once the transfer is void', async () => {
    const order_id = SEEDED_ORDERS.pending[0]!;
    expect(await statusOf(order_id)).toMatchObject({
      status: 'pending',
      method: 'bank_transfer',
      order_status: 'pending',
    });
    const methods = (await buyer.call(getPaymentMethods, { order_id })).body.data as { order: { status: string } };
    expect(methods.order.status).toBe('pending');
    await nextOutcome('success');
    const idempotency_key = newKey();
    const refused = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key });
    expect(refused.body.data).toMatchObject({ key: 'payment_in_progress', method: 'bank_transfer' });
    await wait(SETTLE_MS + 30);
    expect((await buyer.call(createPayment, { order_id, method: 'card', idempotency_key })).status).toBe(200);
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({ status: 'paid', method: 'card', order_status: 'processing' });
    expect(paymentsOf(order_id).map(({ method, status }) => [method, status])).toEqual([
      ['bank_transfer', 'failed'],
      ['card', 'paid'],
    ]);
  });

  it('settles when the order list or detail is read, not only the status', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'e_wallet', idempotency_key: newKey() });
    await wait(SETTLE_MS + 30);
    const page = (await buyer.get(listOrders.path, { status: 'processing', page_size: 100 })).body.data as {
      items: { id: number }[];
    };
    expect(page.items.map((o) => o.id)).toContain(order_id);
  });

  it('fails when the dev gateway is told so; the order is unpaid again and a retry succeeds', async () => {
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    expect((await nextOutcome('failure')).json()).toEqual({ code: 0, data: { next_outcome: 'failure' }, msg: 'ok' });
    await buyer.call(createPayment, { order_id, method: 'bank_transfer', idempotency_key: newKey() });
    await wait(SETTLE_MS + 30);
    expect(await statusOf(order_id)).toMatchObject({
      status: 'failed',
      order_status: 'unpaid',
      paid_at: null,
      transaction_id: null,
    });
    expect(((await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail).actions).toContain('pay');

    const retry = await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
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
    await buyer.call(createPayment, { order_id: first.order_id, method: 'card', idempotency_key: newKey() });
    await buyer.call(createPayment, { order_id: second.order_id, method: 'card', idempotency_key: newKey() });
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
    await other.call(createPayment, { order_id: others.order_id, method: 'card', idempotency_key: newKey() });
    await buyer.call(createPayment, { order_id: own.order_id, method: 'card', idempotency_key: newKey() });
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
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
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
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect((await other.call(getPaymentMethods, { order_id })).status).toBe(404);
    expect((await other.call(getPaymentStatus, { order_id })).status).toBe(404);
    expect(
      (
        await other.call(createPayment, {
          order_id: SEEDED_ORDERS.unpaid[0]!,
          method: 'card',
          idempotency_key: newKey(),
        })
      ).status,
    ).toBe(404);
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
      const idempotency_key = newKey();
      const pay = () => buyer.call(createPayment, { order_id, method: 'card', idempotency_key });
      let res = await pay();
      if (status === 'pending') {
        // Its payment is still with the gateway: refused until the gateway says it is void (decision 041).
        expect(res.status).toBe(409);
        expect(res.body.data).toMatchObject({ key: 'payment_in_progress' });
        await wait(SETTLE_MS + 30);
        res = await pay();
      }
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
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({
      status: 'failed',
      order_status: 'unpaid',
    });
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({ status: 'failed' });

    await t.app.inject({ method: 'POST', url: '/__dev/payment/next-outcome', payload: { outcome: 'success' } });
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    expect((await buyer.call(getPaymentStatus, { order_id })).body.data).toMatchObject({
      status: 'paid',
      order_status: 'processing',
    });
  });
});

describe('payment on a backend run as staging (NODE_ENV=production, no development endpoints)', () => {
  let t: TestApp, buyer: TestClient;
  // The development endpoints as production mode reads them: off, and refused if asked for.
  const staging = { devEndpoints: loadConfig({ NODE_ENV: 'production' }).devEndpoints, paymentSettleMs: SETTLE_MS };
  beforeAll(async () => ({ t, buyer } = await appWithBuyer(staging)));
  afterAll(() => t.close());

  it('settles a test payment by itself, so a QA run against staging can buy and pay', async () => {
    const forced = await t.app.inject({
      method: 'POST',
      url: '/__dev/payment/next-outcome',
      payload: { outcome: 'failure' },
    });
    expect(forced.statusCode).toBe(404);
    const { order_id } = await placedOrder(t, buyer, DEMO_USER.id);
    await buyer.call(createPayment, { order_id, method: 'card', idempotency_key: newKey() });
    // Polled with a generous bound: it proves the payment settles without any outside help, not how fast.
    let status = (await buyer.call(getPaymentStatus, { order_id })).body.data as StatusData;
    for (const deadline = Date.now() + 5_000; status.status === 'pending' && Date.now() < deadline;) {
      await wait(50);
      status = (await buyer.call(getPaymentStatus, { order_id })).body.data as StatusData;
    }
    expect(status).toMatchObject({ status: 'paid', order_status: 'processing' });
  });
});
