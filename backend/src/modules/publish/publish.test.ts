import {
  listBoxItems,
  listClaimableProducts,
  publishBatch,
  publishOneClick,
  type BoxItem,
  type ClaimableProduct,
} from '@shop/api/contract';
import type { TestApp, TestClient } from '../../test/helper';
import { appWithBuyer, appWithBuyerAndOther } from '../../test/signed-in-app';
import { DEMO_USER } from '../auth/seed';

interface Page<T> {
  items: T[];
  page: number;
  page_size: number;
  total: number;
}

const boxOf = async (client: TestClient, query: Record<string, unknown> = {}) =>
  (await client.get(listBoxItems.path, { page_size: 100, ...query })).body.data as Page<BoxItem>;

describe('publish to the collection box', () => {
  let t: TestApp, buyer: TestClient, other: TestClient;
  beforeAll(async () => ({ t, buyer, other } = await appWithBuyerAndOther()));
  afterAll(() => t.close());

  /** In-stock products not in the demo customer's box yet. */
  const unclaimed = (n: number) =>
    t.db
      .prepare(
        `SELECT id FROM products WHERE inventory > 0
           AND id NOT IN (SELECT product_id FROM publish_box_items WHERE user_id = ?) ORDER BY id DESC LIMIT ?`,
      )
      .pluck()
      .all(DEMO_USER.id, n) as number[];
  const soldOut = () => t.db.prepare('SELECT id FROM products WHERE inventory = 0 LIMIT 1').pluck().get() as number;

  describe('publish.products', () => {
    it('lists in-stock products newest first, with prices and a claimed flag for those in the box', async () => {
      const res = (await buyer.call(listClaimableProducts, { page_size: 100 })).body.data as Page<ClaimableProduct>;
      expect(res.total).toBe(t.db.prepare('SELECT COUNT(*) FROM products WHERE inventory > 0').pluck().get());
      expect(res.items.every((p) => p.in_stock && typeof p.price === 'number')).toBe(true);
      const times = res.items.map((p) => p.created_at);
      expect(times).toEqual([...times].sort().reverse());

      const [productId] = unclaimed(1) as [number];
      await buyer.call(publishOneClick, { product_id: productId });
      const sku = t.db.prepare('SELECT sku FROM products WHERE id = ?').pluck().get(productId) as string;
      const found = (await buyer.call(listClaimableProducts, { q: sku })).body.data as Page<ClaimableProduct>;
      expect(found.items).toEqual([expect.objectContaining({ id: productId, claimed: true })]);
      const theirs = (await other.call(listClaimableProducts, { q: sku })).body.data as Page<ClaimableProduct>;
      expect(theirs.items).toEqual([expect.objectContaining({ id: productId, claimed: false })]);
    });

    it('searches the name or SKU and pages', async () => {
      const res = (await buyer.call(listClaimableProducts, { q: 'LW-', page: 2, page_size: 5 })).body
        .data as Page<ClaimableProduct>;
      expect(res).toMatchObject({ page: 2, page_size: 5 });
      expect(res.items).toHaveLength(5);
      expect(res.items.every((p) => p.sku.includes('LW-'))).toBe(true);
    });
  });

  describe('publish.oneClick', () => {
    it('queues the product in the box', async () => {
      const [productId] = unclaimed(1) as [number];
      const res = await buyer.call(publishOneClick, { product_id: productId });
      expect(res.body.data).toEqual({ box_item_id: expect.any(Number), status: 'queued' });
      const item = (await boxOf(buyer)).items[0]!;
      expect(item).toMatchObject({
        id: (res.body.data as { box_item_id: number }).box_item_id,
        status: 'queued',
        platform: 'tiktok',
        published_at: null,
        product: { id: productId },
      });
    });

    it('refuses a product already in the box (409), a sold-out one (409) and an unknown one (404)', async () => {
      const [productId] = unclaimed(1) as [number];
      await buyer.call(publishOneClick, { product_id: productId });
      const again = await buyer.call(publishOneClick, { product_id: productId });
      expect(again.status).toBe(409);
      expect(again.body.data).toMatchObject({ key: 'publish_already_in_box' });
      const sold = await buyer.call(publishOneClick, { product_id: soldOut() });
      expect(sold.status).toBe(409);
      expect(sold.body.data).toMatchObject({ key: 'product_sold_out' });
      expect((await buyer.call(publishOneClick, { product_id: 999_999 })).status).toBe(404);
    });
  });

  describe('publish.batch', () => {
    it('publishes the products that can go and skips the others with their reason', async () => {
      const [a, b, c] = unclaimed(3) as [number, number, number];
      await buyer.call(publishOneClick, { product_id: c });
      const sold = soldOut();
      const res = await buyer.call(publishBatch, { product_ids: [a, b, b, c, sold, 999_999] });
      expect(res.body.data).toEqual({
        published: [a, b],
        skipped: [
          { product_id: c, reason_key: 'publish_already_in_box' },
          { product_id: sold, reason_key: 'product_sold_out' },
          { product_id: 999_999, reason_key: 'not_found' },
        ],
      });
      const box = await boxOf(buyer);
      expect(box.items.filter((i) => [a, b].includes(i.product.id))).toHaveLength(2);
    });

    it('takes 1 to 50 products', async () => {
      const empty = await buyer.call(publishBatch, { product_ids: [] });
      expect(empty.status).toBe(422);
      expect(empty.body.data).toMatchObject({ errors: { product_ids: ['select_item'] } });
      const tooMany = await buyer.call(publishBatch, { product_ids: unclaimed(51) });
      expect(tooMany.status).toBe(422);
      const fifty = unclaimed(50);
      expect(fifty).toHaveLength(50);
      const res = await buyer.call(publishBatch, { product_ids: fifty });
      expect((res.body.data as { published: number[] }).published).toHaveLength(50);
    });
  });

  describe('publish.box', () => {
    it("shows the customer's own box only, newest first, with the seeded items", async () => {
      const mine = await boxOf(buyer);
      const theirs = await boxOf(other);
      const ids = new Set(mine.items.map((i) => i.id));
      expect(theirs.items.some((i) => ids.has(i.id))).toBe(false);
      const claimed = mine.items.map((i) => i.claimed_at);
      expect(claimed).toEqual([...claimed].sort().reverse());
      const seeded = mine.items.filter((i) => i.status === 'published');
      expect(seeded.length).toBeGreaterThanOrEqual(5);
      expect(seeded.every((i) => i.published_at! > i.claimed_at)).toBe(true);
      const queued = await boxOf(buyer, { status: 'queued' });
      expect(queued.items.every((i) => i.status === 'queued')).toBe(true);
    });
  });
});

describe('the simulated ERP publishes queued items after PUBLISH_DELAY_MS', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer({ publishDelayMs: 200 })));
  afterAll(() => t.close());

  it('is queued until the delay has passed, then published, dated when it was due', async () => {
    const productId = t.db
      .prepare(
        'SELECT id FROM products WHERE inventory > 0 AND id NOT IN (SELECT product_id FROM publish_box_items) LIMIT 1',
      )
      .pluck()
      .get() as number;
    const { box_item_id } = (await buyer.call(publishOneClick, { product_id: productId })).body.data as {
      box_item_id: number;
    };
    const find = async () => (await boxOf(buyer)).items.find((i) => i.id === box_item_id)!;
    expect((await find()).status).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 250));
    const item = await find();
    expect(item.status).toBe('published');
    expect(Date.parse(item.published_at!) - Date.parse(item.claimed_at)).toBe(200);
  });
});
