import type { ProductDetail } from '@shop/api/contract';
import { DEMO_FAVORITE_IDS } from '../catalog/seed';
import { asBuyer, asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';

interface Favorite {
  id: number;
  name: string;
  price?: number;
  favorited_at: string;
}

interface FavoritePage {
  items: Favorite[];
  page: number;
  page_size: number;
  total: number;
}

const favorites = (client: TestClient, query: Record<string, unknown> = {}) =>
  client.get<FavoritePage>('/shop-api/favorite/list', query);
const add = (client: TestClient, productId: unknown) =>
  client.post<{ wish_total: number }>('/shop-api/favorite/add', { product_id: productId });
const remove = (client: TestClient, productId: unknown) =>
  client.post<{ wish_total: number }>('/shop-api/favorite/remove', { product_id: productId });
const wishTotal = async (client: TestClient) =>
  (await client.get<{ wish_total: number }>('/shop-hapi/header')).body.data.wish_total;

describe('favorites', () => {
  let t: TestApp;
  beforeEach(async () => (t = await buildTestApp()));
  afterEach(() => t.close());

  it("lists the customer's favorites, most recently added first, with prices and dates", async () => {
    const res = (await favorites(await asBuyer(t.app))).body.data;
    expect(res).toMatchObject({ page: 1, page_size: 20, total: DEMO_FAVORITE_IDS.length });
    // The seed adds them a day apart, the first one most recently.
    expect(res.items.map((p) => p.id)).toEqual(DEMO_FAVORITE_IDS);
    const price = t.db.prepare('SELECT price FROM products WHERE id = ?').pluck();
    for (const item of res.items) {
      expect(item.price).toBe(price.get(item.id));
      expect(new Date(item.favorited_at).toISOString()).toBe(item.favorited_at);
    }
  });

  it('pages the list', async () => {
    const buyer = await asBuyer(t.app);
    const first = (await favorites(buyer, { page_size: 2 })).body.data;
    const third = (await favorites(buyer, { page_size: 2, page: 3 })).body.data;
    expect(first.items.map((p) => p.id)).toEqual(DEMO_FAVORITE_IDS.slice(0, 2));
    expect(third.items.map((p) => p.id)).toEqual(DEMO_FAVORITE_IDS.slice(4, 6));
    expect(third.total).toBe(DEMO_FAVORITE_IDS.length);
  });

  it('adds a product on top of the list, and the header counter follows', async () => {
    const buyer = await asBuyer(t.app);
    const before = await wishTotal(buyer);
    expect(before).toBe(DEMO_FAVORITE_IDS.length);
    const added = await add(buyer, 40);
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ wish_total: before + 1 });
    expect(await wishTotal(buyer)).toBe(before + 1);
    expect((await favorites(buyer)).body.data.items[0]?.id).toBe(40);
    await add(buyer, 41);
    expect((await favorites(buyer)).body.data.items.slice(0, 2).map((p) => p.id)).toEqual([41, 40]);
    const detail = await buyer.get<ProductDetail>('/shop-api/product/detail', { id: 40 });
    expect(detail.body.data.is_favorite).toBe(true);
  });

  it('adds idempotently: a second add changes nothing, not even the date', async () => {
    const buyer = await asBuyer(t.app);
    await add(buyer, 40);
    const firstDate = (await favorites(buyer)).body.data.items[0]?.favorited_at;
    await add(buyer, 41);
    const again = await add(buyer, 40);
    expect(again.status).toBe(200);
    expect(again.body.data.wish_total).toBe(DEMO_FAVORITE_IDS.length + 2);
    const items = (await favorites(buyer)).body.data.items;
    expect(items.filter((p) => p.id === 40)).toHaveLength(1);
    expect(items.map((p) => p.id).slice(0, 2)).toEqual([41, 40]);
    expect(items.find((p) => p.id === 40)?.favorited_at).toBe(firstDate);
  });

  it('removes a product, and removing it again changes nothing', async () => {
    const buyer = await asBuyer(t.app);
    const id = DEMO_FAVORITE_IDS[1]!;
    const removed = await remove(buyer, id);
    expect(removed.body.data).toEqual({ wish_total: DEMO_FAVORITE_IDS.length - 1 });
    expect(await wishTotal(buyer)).toBe(DEMO_FAVORITE_IDS.length - 1);
    expect((await favorites(buyer)).body.data.items.map((p) => p.id)).not.toContain(id);
    expect((await remove(buyer, id)).body.data).toEqual({ wish_total: DEMO_FAVORITE_IDS.length - 1 });
    expect((await buyer.get<ProductDetail>('/shop-api/product/detail', { id })).body.data.is_favorite).toBe(false);
  });

  it('refuses an unknown product (404) and a malformed id (422)', async () => {
    const buyer = await asBuyer(t.app);
    const unknown = await add(buyer, 999999);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(404);
    expect((await add(buyer, 'abc')).status).toBe(422);
    expect((await add(buyer, undefined)).status).toBe(422);
    expect(await wishTotal(buyer)).toBe(DEMO_FAVORITE_IDS.length);
  });

  it("keeps each customer's favorites to themselves", async () => {
    const [buyer, other] = [await asBuyer(t.app), await asOther(t.app)];
    const otherIds = (await favorites(other)).body.data.items.map((p) => p.id);
    expect(otherIds).toEqual([3]);
    expect(otherIds.some((id) => DEMO_FAVORITE_IDS.includes(id))).toBe(false);
    // Removing the buyer's favorite as the other customer only ever touches the other's own list.
    expect((await remove(other, DEMO_FAVORITE_IDS[0])).body.data).toEqual({ wish_total: 1 });
    await add(other, 40);
    expect((await favorites(buyer)).body.data.items.map((p) => p.id)).toEqual(DEMO_FAVORITE_IDS);
    expect(await wishTotal(buyer)).toBe(DEMO_FAVORITE_IDS.length);
    expect(await wishTotal(other)).toBe(2);
  });

  it('is for customers only', async () => {
    const visitor = asVisitor(t.app);
    expect((await favorites(visitor)).status).toBe(401);
    expect((await add(visitor, 40)).status).toBe(401);
    expect((await remove(visitor, 2)).status).toBe(401);
  });

  it('refuses a change without the CSRF token', async () => {
    const buyer = await asBuyer(t.app);
    const res = await buyer.request({ method: 'POST', url: '/shop-api/favorite/add', payload: { product_id: 40 } });
    expect(res.status).toBe(419);
    expect(await wishTotal(buyer)).toBe(DEMO_FAVORITE_IDS.length);
  });
});
