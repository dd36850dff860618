import {
  getAfterSaleDetail,
  getAfterSaleEligibility,
  getOrderDetail,
  type AfterSaleDetail,
  type OrderDetail,
} from '@shop/api/contract';
import { openDatabase } from '../../db/database';
import { cliOnSeededDatabase } from '../../test/cli-on-seeded-database';
import type { TestApp, TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER } from '../auth/seed';
import { maxOf, paidOrder, requestFields, seller, submit } from './after-sale-fixtures';
import { REFUND_ARRIVAL_MS } from './seller-actions';
import { SEEDED_AFTER_SALES } from './seed';

describe('the seller simulation (POST /__dev/after-sales/seller)', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const detail = async (id: number) => (await buyer.call(getAfterSaleDetail, { id })).body.data as AfterSaleDetail;
  const order = async (order_id: number) => (await buyer.call(getOrderDetail, { order_id })).body.data as OrderDetail;

  async function newRequest(amount = 1000, method: 'card' | 'e_wallet' = 'card') {
    const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'shipped', method);
    const res = await submit(buyer, requestFields(orderId, { amount }));
    return { id: res.body.data.id, orderId };
  }

  it('counter: proposes another amount as a seller entry and moves the request to processing', async () => {
    const { id } = await newRequest(1000);
    const res = await seller(t, { id, action: 'counter', amount: 600, text: 'We can refund 600.' });
    expect(res.json()).toEqual({ code: 0, data: { id, status: 'processing' }, msg: 'ok' });
    const stored = await detail(id);
    expect(stored).toMatchObject({ status: 'processing', offer_amount: 600, amount: 1000 });
    expect(stored.history.at(-1)).toMatchObject({
      author: 'seller',
      kind: 'counter_offer',
      text: 'We can refund 600.',
      amount: 600,
    });
  });

  it('counter: refuses an amount above the maximum', async () => {
    const { id, orderId } = await newRequest();
    const res = await seller(t, { id, action: 'counter', amount: maxOf(t, orderId) + 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ data: { errors: { amount: ['refund_amount_too_high'] } } });
    expect((await detail(id)).status).toBe('submitted');
  });

  it('approve: refunds the counter offer, closes the order with its refund and records buyer-visible entries', async () => {
    const { id, orderId } = await newRequest(1000, 'card');
    await seller(t, { id, action: 'counter', amount: 700 });
    const res = await seller(t, { id, action: 'approve', text: 'Refund sent.' });
    expect(res.json()).toMatchObject({ data: { id, status: 'refunded' } });

    const stored = await detail(id);
    expect(stored).toMatchObject({ status: 'refunded', refunded_amount: 700 });
    expect(Date.parse(stored.arrival_at!) - Date.parse(stored.completed_at!)).toBe(REFUND_ARRIVAL_MS.card);
    expect(stored.history.slice(-2)).toEqual([
      { author: 'seller', kind: 'approved', text: 'Refund sent.', amount: 700, at: stored.completed_at },
      { author: 'system', kind: 'refunded', text: '', amount: 700, at: stored.completed_at },
    ]);
    const closed = await order(orderId);
    expect(closed.status).toBe('closed');
    expect(closed.refund).toEqual({ method: 'card', refunded_at: stored.completed_at, amount: 700 });
    const event = t.db
      .prepare('SELECT from_status, to_status FROM order_events WHERE order_id = ? ORDER BY id DESC LIMIT 1')
      .get(orderId);
    expect(event).toEqual({ from_status: 'shipped', to_status: 'closed' });
    expect((await buyer.call(getAfterSaleEligibility, { order_id: orderId })).body.data).toMatchObject({
      eligible: false,
      reason_key: 'after_sale_exists',
    });
  });

  it('approve: refunds what the buyer asked without an offer, or the amount the seller gives', async () => {
    const asked = await newRequest(1200, 'e_wallet');
    await seller(t, { id: asked.id, action: 'approve' });
    const stored = await detail(asked.id);
    expect(stored.refunded_amount).toBe(1200);
    expect(stored.arrival_at).toBe(stored.completed_at);

    const given = await newRequest(1200);
    await seller(t, { id: given.id, action: 'approve', amount: 900 });
    expect((await detail(given.id)).refunded_amount).toBe(900);
    expect((await order(given.orderId)).refund?.amount).toBe(900);
  });

  it('reject: ends the request with the seller note and leaves the order as it was', async () => {
    const { id, orderId } = await newRequest();
    const res = await seller(t, { id, action: 'reject', text: 'The goods show no damage.' });
    expect(res.json()).toMatchObject({ data: { id, status: 'rejected' } });
    const stored = await detail(id);
    expect(stored).toMatchObject({
      status: 'rejected',
      rejection_reason_key: 'after_sale_rejected',
      rejection_note: 'The goods show no damage.',
      completed_at: expect.any(String),
      refunded_amount: null,
    });
    expect(stored.history.at(-1)).toMatchObject({
      author: 'seller',
      kind: 'rejected',
      text: 'The goods show no damage.',
    });
    expect((await order(orderId)).status).toBe('shipped');
  });

  it('refuses any action on a refunded or rejected request (409 after_sale_closed)', async () => {
    for (const id of [SEEDED_AFTER_SALES.refunded, SEEDED_AFTER_SALES.rejected, SEEDED_AFTER_SALES.interceptFailed]) {
      for (const action of [{ action: 'approve' }, { action: 'reject' }, { action: 'counter', amount: 100 }]) {
        const res = await seller(t, { id, ...action });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ data: { key: 'after_sale_closed' } });
      }
    }
  });

  it('answers 404 for an unknown request and 422 for an unknown action or a counter without amount', async () => {
    expect((await seller(t, { id: 99_999, action: 'approve' })).statusCode).toBe(404);
    const { id } = await newRequest();
    expect((await seller(t, { id, action: 'refund' })).statusCode).toBe(422);
    expect((await seller(t, { id, action: 'counter' })).statusCode).toBe(422);
    expect((await detail(id)).status).toBe('submitted');
  });
});

describe('the seller CLI (pnpm --filter @shop/backend seller)', () => {
  const { dbFile, run } = cliOnSeededDatabase('seller');
  const seller = (...args: string[]) =>
    run(...args).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  const statusOf = (id: number) => {
    const db = openDatabase(dbFile);
    try {
      return db.prepare('SELECT status, offer_amount FROM after_sales WHERE id = ?').get(id);
    } finally {
      db.close();
    }
  };

  it('applies an action to the database file and says what the request became', async () => {
    const id = SEEDED_AFTER_SALES.submitted;
    const res = await seller(String(id), 'counter', '--amount', '150', '--text', 'Half of it?');
    expect(res).toMatchObject({ code: 0, stdout: `after-sales request ${id} is now processing\n` });
    expect(statusOf(id)).toEqual({ status: 'processing', offer_amount: 150 });
  }, 20_000);

  it('exits non-zero with the reason when the action is refused or malformed', async () => {
    const closed = await seller(String(SEEDED_AFTER_SALES.refunded), 'reject');
    expect(closed.code).toBe(1);
    expect(closed.stderr).toContain('after_sale_closed');
    const usage = await seller('1');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: seller');
  }, 20_000);
});
