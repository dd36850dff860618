import {
  getAfterSaleDetail,
  getAfterSaleEligibility,
  getOrderDetail,
  listAfterSales,
  REFUND_REASONS,
  sendAfterSaleMessage,
  validationEn,
  type AfterSaleDetail,
  type AfterSaleRow,
  type OrderDetail,
} from '@shop/api/contract';
import type { TestApp, TestClient } from '../../test/helper';
import { appWithBuyerAndOther } from '../../test/signed-in-app';
import { DEMO_USER } from '../auth/seed';
import { OTHER_USER_ORDER_ID, SEEDED_ORDERS } from '../orders/seed';
import { maxOf, paidOrder, requestFields, seller, submit } from './after-sale-fixtures';
import { SAMPLE } from './multipart.test-helper';
import { SEEDED_AFTER_SALES } from './seed';

interface Eligibility {
  eligible: boolean;
  reason_key: string | null;
  max_amount: number;
  existing_request_id: number | null;
  order_status: string;
  service_types: { code: string; name: string }[];
  reasons: { code: string; name: string }[];
}
interface Page {
  items: AfterSaleRow[];
  total: number;
}

describe('after-sales requests', () => {
  let t: TestApp, buyer: TestClient, other: TestClient;
  beforeAll(async () => ({ t, buyer, other } = await appWithBuyerAndOther()));
  afterAll(() => t.close());

  const eligibility = async (order_id: number) =>
    (await buyer.call(getAfterSaleEligibility, { order_id })).body.data as Eligibility;
  const detail = async (id: number, client: TestClient = buyer) =>
    (await client.call(getAfterSaleDetail, { id })).body.data as AfterSaleDetail;

  describe('eligibility', () => {
    const requestFree = (ids: readonly number[]) =>
      ids.find((id) => !t.db.prepare('SELECT 1 FROM after_sales WHERE order_id = ?').get(id))!;

    it.each([['unpaid'], ['pending'], ['canceled'], ['closed']] as const)(
      'refuses a %s order (after_sale_not_allowed)',
      async (status) => {
        const orderId = requestFree(SEEDED_ORDERS[status]);
        expect(await eligibility(orderId)).toMatchObject({
          eligible: false,
          reason_key: 'after_sale_not_allowed',
          order_status: status,
          existing_request_id: null,
        });
        const res = await submit(buyer, requestFields(orderId));
        expect(res.status).toBe(409);
        expect(res.body.data).toMatchObject({ key: 'after_sale_not_allowed' });
      },
    );

    it.each([['processing'], ['purchased'], ['shipped'], ['completed']] as const)(
      'accepts a paid %s order',
      async (status) => {
        const orderId = await paidOrder(t, buyer, DEMO_USER.id, status);
        expect(await eligibility(orderId)).toMatchObject({ eligible: true, reason_key: null, order_status: status });
      },
    );

    it('caps the refund at the goods total plus the shipping fee', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id);
      const order = (await buyer.call(getOrderDetail, { order_id: orderId })).body.data as OrderDetail;
      expect(order.shipping_fee).toBeGreaterThan(0);
      expect((await eligibility(orderId)).max_amount).toBe(order.goods_total + order.shipping_fee);
    });

    it('offers the service types and the six refund reasons of the spec, in order', async () => {
      const data = await eligibility(SEEDED_ORDERS.processing[0]!);
      expect(data.service_types.map((s) => s.code)).toEqual(['refund_only', 'return_refund']);
      // The contract's list, whose order and wording the after-sales remote's test holds to the spec.
      expect(data.reasons.map((r) => r.code)).toEqual([...REFUND_REASONS]);
      expect(data.reasons.every((r) => r.name.length > 0)).toBe(true);
    });

    it('points at the request an order already has', async () => {
      const orderId = t.db
        .prepare('SELECT order_id FROM after_sales WHERE id = ?')
        .pluck()
        .get(SEEDED_AFTER_SALES.submitted) as number;
      expect(await eligibility(orderId)).toMatchObject({
        eligible: false,
        reason_key: 'after_sale_exists',
        existing_request_id: SEEDED_AFTER_SALES.submitted,
      });
    });

    it("answers 404 for another customer's order", async () => {
      const res = await buyer.call(getAfterSaleEligibility, { order_id: OTHER_USER_ORDER_ID });
      expect(res.status).toBe(404);
      expect((await submit(buyer, requestFields(OTHER_USER_ORDER_ID))).status).toBe(404);
    });
  });

  describe('submitting', () => {
    it('stores the request with its files and the buyer entry, and lists it first', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'completed');
      const res = await submit(
        buyer,
        requestFields(orderId, { amount: '2500', description: '  Cracked on arrival.  ', reason: 'wrong_item' }),
        [
          { field: 'images', name: 'front.png', content: SAMPLE.png },
          { field: 'images', name: 'back.jpg', content: SAMPLE.jpeg },
          { field: 'attachments', name: 'invoice.pdf', content: SAMPLE.pdf },
        ],
      );
      expect(res.body).toMatchObject({ code: 0, data: { id: expect.any(Number), status: 'submitted' } });
      const { id } = res.body.data;
      const stored = await detail(id);
      expect(stored).toMatchObject({
        order_id: orderId,
        service_type: 'return_refund',
        goods_status: 'received',
        reason: 'wrong_item',
        amount: 2500,
        max_amount: maxOf(t, orderId),
        description: 'Cracked on arrival.',
        status: 'submitted',
        offer_amount: null,
        rejection_reason_key: null,
        completed_at: null,
        arrival_at: null,
      });
      expect(stored.images.map((f) => [f.name, f.mime])).toEqual([
        ['front.png', 'image/png'],
        ['back.jpg', 'image/jpeg'],
      ]);
      expect(stored.attachments).toEqual([
        {
          url: expect.stringMatching(/^\/uploads\/after-sales\/[0-9a-f]{32}\.pdf$/),
          name: 'invoice.pdf',
          mime: 'application/pdf',
          size: SAMPLE.pdf.length,
        },
      ]);
      expect(stored.history).toEqual([
        { author: 'buyer', kind: 'submitted', text: 'Cracked on arrival.', amount: 2500, at: stored.submitted_at },
      ]);
      const list = (await buyer.call(listAfterSales, {})).body.data as Page;
      expect(list.items[0]).toMatchObject({ id, order_id: orderId, status: 'submitted', amount: 2500 });
      expect(list.items[0]!.products.length).toBeGreaterThan(0);
    });

    it('accepts the full maximum, fees included, and refuses one cent more', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id);
      const max = maxOf(t, orderId);
      const over = await submit(buyer, requestFields(orderId, { amount: max + 1 }));
      expect(over.status).toBe(422);
      expect(over.body.data).toMatchObject({ errors: { amount: ['refund_amount_too_high'] } });
      const full = await submit(buyer, requestFields(orderId, { amount: max }));
      expect(full.body.code).toBe(0);
      expect((await detail(full.body.data.id)).amount).toBe(max);
    });

    it.each([
      ['service_type', undefined, 'service_type_required'],
      ['service_type', 'exchange', 'service_type_required'],
      ['goods_status', undefined, 'goods_status_required'],
      ['reason', undefined, 'refund_reason_required'],
      ['reason', '', 'refund_reason_required'],
      ['reason', 'too_expensive', 'refund_reason_required'],
      ['amount', undefined, 'refund_amount_required'],
      ['amount', '  ', 'refund_amount_required'],
      ['amount', 'ten', 'refund_amount_invalid'],
      ['amount', '12.50', 'refund_amount_invalid'],
      ['amount', '0', 'refund_amount_invalid'],
      ['amount', '-5', 'refund_amount_invalid'],
      ['description', undefined, 'description_required'],
      ['description', '   ', 'description_required'],
    ])('refuses %s = %p with %s', async (field, value, key) => {
      const res = await submit(buyer, requestFields(SEEDED_ORDERS.processing[0]!, { [field]: value }));
      expect(res.status).toBe(422);
      expect(res.body.data).toMatchObject({ errors: { [field]: [key] } });
    });

    it('words the required messages as the spec does', () => {
      expect(validationEn.refund_reason_required).toBe('Please select refund reason');
      expect(validationEn.intercept_failed).toBe(
        'The shipment could not be intercepted. Please contact the seller for manual intervention.',
      );
    });

    it('refuses a second request for the same order (409 after_sale_exists) and keeps no file of it', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id);
      const first = await submit(buyer, requestFields(orderId));
      const files = t.db.prepare('SELECT COUNT(*) FROM after_sale_files').pluck().get();
      const again = await submit(buyer, requestFields(orderId, { service_type: 'refund_only' }), [
        { field: 'images', name: 'a.png', content: SAMPLE.png },
      ]);
      expect(again.status).toBe(409);
      expect(again.body.data).toMatchObject({ key: 'after_sale_exists', request_id: first.body.data.id });
      expect(t.db.prepare('SELECT COUNT(*) FROM after_sale_files').pluck().get()).toBe(files);
      expect(t.db.prepare('SELECT COUNT(*) FROM after_sales WHERE order_id = ?').pluck().get(orderId)).toBe(1);
    });
  });

  describe('refund only, goods not received: the shipment is intercepted', () => {
    const notReceived = (orderId: number) =>
      requestFields(orderId, { service_type: 'refund_only', goods_status: 'not_received', reason: 'other' });

    it('proceeds with a system entry when the carrier intercepts it', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'shipped');
      const res = await submit(buyer, notReceived(orderId));
      expect(res.body.data).toMatchObject({ status: 'submitted' });
      const stored = await detail(res.body.data.id);
      expect(stored.history.map((e) => [e.author, e.kind])).toEqual([
        ['buyer', 'submitted'],
        ['system', 'intercepted'],
      ]);
    });

    it('stores the request rejected (intercept_failed) when the carrier cannot', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'shipped');
      t.db.prepare('UPDATE orders SET intercept_fails = 1 WHERE id = ?').run(orderId);
      const res = await submit(buyer, notReceived(orderId));
      expect(res.body).toMatchObject({ code: 0, data: { status: 'rejected' } });
      const stored = await detail(res.body.data.id);
      expect(stored).toMatchObject({
        status: 'rejected',
        rejection_reason_key: 'intercept_failed',
        completed_at: stored.submitted_at,
      });
      expect(stored.history.at(-1)).toMatchObject({ author: 'system', kind: 'intercept_failed' });
      // Rejected is final: the buyer is sent to the seller, not to a new request for the order.
      expect(await eligibility(orderId)).toMatchObject({ eligible: false, reason_key: 'after_sale_exists' });
    });

    it('fails to intercept an order the development endpoint marks so (the journeys reach it through the form)', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'shipped');
      const carrier = (intercept: string) =>
        t.app.inject({ method: 'POST', url: '/__dev/orders/carrier', payload: { order_id: orderId, intercept } });
      expect((await carrier('sometimes')).statusCode).toBe(422);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/__dev/orders/carrier',
            payload: { order_id: 999999, intercept: 'fails' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await carrier('fails')).json()).toMatchObject({
        code: 0,
        data: { order_id: orderId, intercept: 'fails' },
      });
      const res = await submit(buyer, notReceived(orderId));
      expect(res.body.data).toMatchObject({ status: 'rejected' });
      expect(await detail(res.body.data.id)).toMatchObject({ rejection_reason_key: 'intercept_failed' });
    });

    it('does not intercept for a return, nor when the goods were received', async () => {
      for (const overrides of [
        { service_type: 'return_refund', goods_status: 'not_received' },
        { service_type: 'refund_only', goods_status: 'received' },
      ]) {
        const orderId = await paidOrder(t, buyer, DEMO_USER.id, 'shipped');
        t.db.prepare('UPDATE orders SET intercept_fails = 1 WHERE id = ?').run(orderId);
        const res = await submit(buyer, requestFields(orderId, overrides));
        expect(res.body.data).toMatchObject({ status: 'submitted' });
        expect((await detail(res.body.data.id)).history.map((e) => e.kind)).toEqual(['submitted']);
      }
    });
  });

  describe('list, detail and messages', () => {
    it("lists only the customer's requests, newest first, by status and by page", async () => {
      const all = (await buyer.call(listAfterSales, { page_size: 100 })).body.data as Page;
      const ids = all.items.map((r) => r.id);
      expect(ids).not.toContain(SEEDED_AFTER_SALES.otherUser);
      expect(all.total).toBe(ids.length);
      const times = all.items.map((r) => r.submitted_at);
      expect(times).toEqual([...times].sort().reverse());

      const rejected = (await buyer.call(listAfterSales, { status: 'rejected' })).body.data as Page;
      expect(rejected.items.every((r) => r.status === 'rejected')).toBe(true);
      expect(rejected.items.map((r) => r.id)).toEqual(
        expect.arrayContaining([SEEDED_AFTER_SALES.rejected, SEEDED_AFTER_SALES.interceptFailed]),
      );

      const second = (await buyer.call(listAfterSales, { page: 2, page_size: 2 })).body.data as Page;
      expect(second.items.map((r) => r.id)).toEqual(ids.slice(2, 4));
    });

    it("answers 404 for another customer's request (detail, message)", async () => {
      const id = SEEDED_AFTER_SALES.otherUser;
      expect((await buyer.call(getAfterSaleDetail, { id })).status).toBe(404);
      expect((await buyer.call(sendAfterSaleMessage, { id, text: 'hello' })).status).toBe(404);
      expect((await detail(id, other)).history.map((e) => e.kind)).toEqual(['submitted', 'intercepted']);
    });

    it('adds a buyer message to an open request', async () => {
      const orderId = await paidOrder(t, buyer, DEMO_USER.id);
      const { id } = (await submit(buyer, requestFields(orderId))).body.data;
      const res = await buyer.call(sendAfterSaleMessage, { id, text: '  Any news?  ' });
      const data = res.body.data as AfterSaleDetail;
      expect(data.history.at(-1)).toMatchObject({ author: 'buyer', kind: 'message', text: 'Any news?', amount: null });
      const blank = await buyer.call(sendAfterSaleMessage, { id, text: '  ' });
      expect(blank.status).toBe(422);
      expect(blank.body.data).toMatchObject({ errors: { text: ['message_required'] } });
    });

    it('refuses messages once the request is refunded or rejected (409 after_sale_closed)', async () => {
      for (const id of [SEEDED_AFTER_SALES.refunded, SEEDED_AFTER_SALES.rejected]) {
        const res = await buyer.call(sendAfterSaleMessage, { id, text: 'Please reconsider.' });
        expect(res.status).toBe(409);
        expect(res.body.data).toMatchObject({ key: 'after_sale_closed' });
      }
    });
  });

  describe('the seed', () => {
    it('gives the demo customer a request in every state, with buyer, seller and system entries', async () => {
      const states = await Promise.all(
        [
          SEEDED_AFTER_SALES.submitted,
          SEEDED_AFTER_SALES.processing,
          SEEDED_AFTER_SALES.rejected,
          SEEDED_AFTER_SALES.interceptFailed,
          SEEDED_AFTER_SALES.refunded,
        ].map((id) => detail(id)),
      );
      expect(states.map((r) => r.status)).toEqual(['submitted', 'processing', 'rejected', 'rejected', 'refunded']);
      const [submitted, processing, rejected, interceptFailed, refunded] = states as [
        AfterSaleDetail,
        AfterSaleDetail,
        AfterSaleDetail,
        AfterSaleDetail,
        AfterSaleDetail,
      ];
      expect(submitted.images.length).toBeGreaterThan(0);
      expect(submitted.attachments.length).toBeGreaterThan(0);
      expect(processing.offer_amount).toBe(processing.history.at(-1)!.amount);
      expect(processing.history.at(-1)).toMatchObject({ author: 'seller', kind: 'counter_offer' });
      expect(rejected).toMatchObject({
        rejection_reason_key: 'after_sale_rejected',
        rejection_note: expect.any(String),
      });
      expect(interceptFailed.rejection_reason_key).toBe('intercept_failed');
      const authors = new Set(states.flatMap((r) => r.history.map((e) => e.author)));
      expect([...authors].sort()).toEqual(['buyer', 'seller', 'system']);

      // The refunded request is the refund the orders seed recorded on its closed order.
      const order = (await buyer.call(getOrderDetail, { order_id: refunded.order_id })).body.data as OrderDetail;
      expect(order.status).toBe('closed');
      expect(order.refund).toEqual({
        method: expect.any(String),
        refunded_at: refunded.completed_at,
        amount: refunded.refunded_amount,
      });
      expect(refunded.arrival_at! >= refunded.completed_at!).toBe(true);
      expect(SEEDED_ORDERS.closed).toContain(refunded.order_id);
    });

    it('puts every seeded request on a paid order of its customer, at a time after the payment', () => {
      const rows = t.db
        .prepare(
          `SELECT r.submitted_at, o.paid_at, o.user_id AS order_user, r.user_id FROM after_sales r
           JOIN orders o ON o.id = r.order_id WHERE r.id <= ?`,
        )
        .all(SEEDED_AFTER_SALES.otherUser) as {
        submitted_at: string;
        paid_at: string;
        order_user: number;
        user_id: number;
      }[];
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row.order_user).toBe(row.user_id);
        expect(row.submitted_at > row.paid_at).toBe(true);
      }
    });
  });

  it('moves through the seller simulation (details in seller.test.ts)', async () => {
    const orderId = await paidOrder(t, buyer, DEMO_USER.id);
    const { id } = (await submit(buyer, requestFields(orderId))).body.data;
    expect((await seller(t, { id, action: 'counter', amount: 50 })).statusCode).toBe(200);
    expect((await detail(id)).status).toBe('processing');
  });
});
