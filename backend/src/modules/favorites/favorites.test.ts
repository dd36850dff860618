import { asBuyer, asOther, asVisitor, buildTestApp, type TestApp } from '../../test/helper';

describe('favorites', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("lists the customer's favorites, newest first, with prices", async () => {
    const buyer = await asBuyer(t.app);
    const res = await buyer.get<{ items: { id: number; price: number }[]; total: number }>('/shop-api/favorite/list');
    expect(res.body.data.total).toBe(5);
    expect(res.body.data.items[0]?.id).toBe(2);
    expect(res.body.data.items.every((p) => typeof p.price === 'number')).toBe(true);
  });

  it('adds (idempotently) and removes, and the header counter follows', async () => {
    const buyer = await asBuyer(t.app);
    const before = (await buyer.get<{ wish_total: number }>('/shop-hapi/header')).body.data.wish_total;
    const added = await buyer.post<{ wish_total: number }>('/shop-api/favorite/add', { product_id: 40 });
    expect(added.body.data.wish_total).toBe(before + 1);
    expect(
      (await buyer.post<{ wish_total: number }>('/shop-api/favorite/add', { product_id: 40 })).body.data.wish_total,
    ).toBe(before + 1);
    expect((await buyer.get<{ wish_total: number }>('/shop-hapi/header')).body.data.wish_total).toBe(before + 1);
    expect(
      (await buyer.get<{ is_favorite: boolean }>('/shop-api/product/detail', { id: 40 })).body.data.is_favorite,
    ).toBe(true);
    const removed = await buyer.post<{ wish_total: number }>('/shop-api/favorite/remove', { product_id: 40 });
    expect(removed.body.data.wish_total).toBe(before);
  });

  it('refuses an unknown product', async () => {
    const buyer = await asBuyer(t.app);
    expect((await buyer.post('/shop-api/favorite/add', { product_id: 999999 })).status).toBe(404);
  });

  it("keeps each customer's favorites to themselves", async () => {
    const other = await asOther(t.app);
    const res = await other.get<{ items: { id: number }[] }>('/shop-api/favorite/list');
    expect(res.body.data.items.map((p) => p.id)).toEqual([3]);
    // Removing "someone else's" favorite only ever touches one's own list.
    await other.post('/shop-api/favorite/remove', { product_id: 2 });
    const buyer = await asBuyer(t.app);
    expect((await buyer.get<{ total: number }>('/shop-api/favorite/list')).body.data.total).toBeGreaterThanOrEqual(5);
  });

  it('is for customers only', async () => {
    expect((await asVisitor(t.app).get('/shop-api/favorite/list')).status).toBe(401);
  });
});
