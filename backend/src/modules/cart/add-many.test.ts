import {
  addManyToCart,
  getCart,
  QUICK_ORDER_MAX_LINES,
  validateWebsitePassword,
  type CallData,
  type Cart,
} from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER } from '../auth/seed';
import { newKey } from '../orders/order-fixtures';

type Answer = CallData<typeof addManyToCart>;
type Line = { product_id: number; quantity: number };

describe('cart.addMany', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());
  // Each test starts from an empty cart, so the warehouse rule sees only what the test puts there.
  beforeEach(() => t.db.prepare('DELETE FROM cart_items WHERE user_id = ?').run(DEMO_USER.id));

  /** `n` in-stock products of a warehouse, with at least `min` units each. */
  const products = (warehouse: number, n: number, min = 10) =>
    t.db
      .prepare('SELECT id, inventory FROM products WHERE warehouse_id = ? AND inventory >= ? ORDER BY id LIMIT ?')
      .all(warehouse, min, n) as { id: number; inventory: number }[];
  const ids = (warehouse: number, n: number) => products(warehouse, n).map((p) => p.id);
  const soldOut = () => t.db.prepare('SELECT id FROM products WHERE inventory = 0 LIMIT 1').pluck().get() as number;
  const putInCart = (productId: number, quantity: number, selected: boolean) =>
    t.db
      .prepare(
        'INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(DEMO_USER.id, productId, quantity, selected ? 1 : 0, nowIso(), nowIso());
  const addMany = async (lines: Line[], key = newKey(), client = buyer) => {
    const res = await client.call(addManyToCart, { lines, idempotency_key: key });
    expect(res.status).toBe(200);
    return res.body.data as Answer;
  };
  const cartOf = async (client = buyer) => (await client.call(getCart, {})).body.data as Cart;
  const quantities = async (client = buyer) =>
    Object.fromEntries((await cartOf(client)).items.map((i) => [i.product_id, i.quantity]));

  it('adds every line, selected, and answers for each in the order asked', async () => {
    const [a, b, c] = ids(1, 3);
    const data = await addMany([
      { product_id: c!, quantity: 3 },
      { product_id: a!, quantity: 1 },
      { product_id: b!, quantity: 2 },
    ]);
    expect(data.results.map((r) => [r.product_id, r.added, r.quantity])).toEqual([
      [c, true, 3],
      [a, true, 1],
      [b, true, 2],
    ]);
    expect(data.cart_total).toBe(3);
    const cart = await cartOf();
    for (const r of data.results) {
      const item = cart.items.find((i) => i.id === r.item_id)!;
      expect(item).toMatchObject({ product_id: r.product_id, quantity: r.quantity, selected: true });
      expect(r.available).toBe(item.inventory - item.quantity);
      expect(r).not.toHaveProperty('reason');
    }
  });

  it('adds to a line already in the cart and selects it, like cart.add', async () => {
    const [product] = products(1, 1);
    putInCart(product!.id, 4, false);
    const data = await addMany([{ product_id: product!.id, quantity: 3 }]);
    expect(data.results[0]).toMatchObject({ added: true, quantity: 7, available: product!.inventory - 7 });
    expect((await cartOf()).items[0]).toMatchObject({ quantity: 7, selected: true });
  });

  it('merges a product asked twice and answers each of its lines with the merged result', async () => {
    const [a, b] = ids(1, 2);
    const data = await addMany([
      { product_id: a!, quantity: 2 },
      { product_id: b!, quantity: 1 },
      { product_id: a!, quantity: 5 },
    ]);
    expect(data.results[0]).toEqual(data.results[2]);
    expect(data.results[0]).toMatchObject({ product_id: a, added: true, quantity: 7 });
    expect(data.cart_total).toBe(2);
    expect(await quantities()).toEqual({ [a!]: 7, [b!]: 1 });
  });

  it('refuses a line whose total passes the inventory, counting the cart, and adds the others', async () => {
    const [over, fine] = products(1, 2);
    putInCart(over!.id, over!.inventory - 2, true);
    const data = await addMany([
      { product_id: over!.id, quantity: 3 },
      { product_id: fine!.id, quantity: 1 },
    ]);
    expect(data.results[0]).toEqual({
      product_id: over!.id,
      added: false,
      item_id: null,
      quantity: over!.inventory - 2,
      reason: 'quantity_over_inventory',
      available: 2,
    });
    expect(data.results[1]).toMatchObject({ added: true, quantity: 1 });
    expect(await quantities()).toEqual({ [over!.id]: over!.inventory - 2, [fine!.id]: 1 });
  });

  it('refuses a product asked twice whose merged quantity passes the inventory, whole', async () => {
    const [product] = products(1, 1);
    const half = Math.ceil(product!.inventory / 2) + 1;
    const data = await addMany([
      { product_id: product!.id, quantity: half },
      { product_id: product!.id, quantity: half },
    ]);
    expect(data.results.map((r) => [r.added, r.reason, r.quantity])).toEqual([
      [false, 'quantity_over_inventory', 0],
      [false, 'quantity_over_inventory', 0],
    ]);
    expect(await quantities()).toEqual({});
  });

  it('refuses a sold-out product and an unknown one, adding the rest', async () => {
    const [fine] = ids(1, 1);
    const data = await addMany([
      { product_id: soldOut(), quantity: 1 },
      { product_id: 9_999_999, quantity: 1 },
      { product_id: fine!, quantity: 1 },
    ]);
    expect(data.results.map((r) => [r.added, r.reason ?? null, r.available])).toEqual([
      [false, 'product_sold_out', 0],
      [false, 'product_not_found', 0],
      [true, null, expect.any(Number)],
    ]);
    expect(Object.keys(await quantities())).toEqual([String(fine)]);
  });

  it("keeps to the warehouse of the cart's selected lines, even against most of the call's lines", async () => {
    const [inCart, one] = ids(1, 2);
    const [two, three] = ids(2, 2);
    putInCart(inCart!, 1, true);
    const data = await addMany([
      { product_id: two!, quantity: 1 },
      { product_id: three!, quantity: 1 },
      { product_id: one!, quantity: 1 },
    ]);
    expect(data.results.map((r) => [r.product_id, r.added, r.reason ?? null])).toEqual([
      [two, false, 'checkout_mixed_warehouses'],
      [three, false, 'checkout_mixed_warehouses'],
      [one, true, null],
    ]);
    expect(data.results[0]!.available).toBeGreaterThan(0);
  });

  it('with no selected line, keeps to the warehouse most lines that can go in ship from', async () => {
    const [unselected] = ids(2, 1);
    putInCart(unselected!, 1, false);
    const [first] = ids(1, 1);
    const [a, b] = ids(2, 3).filter((id) => id !== unselected);
    const [overA, overB] = products(3, 2);
    const data = await addMany([
      { product_id: first!, quantity: 1 },
      // Warehouse 3's lines cannot go in, so they do not make it the majority.
      { product_id: overA!.id, quantity: overA!.inventory + 1 },
      { product_id: overB!.id, quantity: overB!.inventory + 1 },
      { product_id: a!, quantity: 1 },
      { product_id: b!, quantity: 1 },
    ]);
    expect(data.results.map((r) => r.reason ?? 'added')).toEqual([
      'checkout_mixed_warehouses',
      'quantity_over_inventory',
      'quantity_over_inventory',
      'added',
      'added',
    ]);
  });

  it("breaks a tie between warehouses with the earliest line's", async () => {
    const [one] = ids(1, 1);
    const [two] = ids(2, 1);
    const data = await addMany([
      { product_id: two!, quantity: 1 },
      { product_id: one!, quantity: 1 },
    ]);
    expect(data.results.map((r) => r.reason ?? 'added')).toEqual(['added', 'checkout_mixed_warehouses']);
  });

  it('adds once for one key: a second call answers the first answer, even with other lines', async () => {
    const [a, b] = ids(1, 2);
    const key = newKey();
    const first = await addMany([{ product_id: a!, quantity: 2 }], key);
    const again = await addMany([{ product_id: a!, quantity: 2 }], key);
    const otherLines = await addMany([{ product_id: b!, quantity: 5 }], key);
    expect(again).toEqual(first);
    expect(otherLines).toEqual(first);
    expect(await quantities()).toEqual({ [a!]: 2 });
  });

  it('adds once when two calls with one key arrive together', async () => {
    const [a] = ids(1, 1);
    const key = newKey();
    const [one, two] = await Promise.all([
      addMany([{ product_id: a!, quantity: 3 }], key),
      addMany([{ product_id: a!, quantity: 3 }], key),
    ]);
    expect(one).toEqual(two);
    expect(await quantities()).toEqual({ [a!]: 3 });
  });

  it("does not answer another customer's key: each customer's keys are their own", async () => {
    const other = await asOther(t.app);
    const [a] = ids(1, 1);
    const key = newKey();
    await addMany([{ product_id: a!, quantity: 2 }], key);
    const before = (await quantities(other))[a!] ?? 0;
    const theirs = await addMany([{ product_id: a!, quantity: 1 }], key, other);
    expect(theirs.results[0]).toMatchObject({ added: true, quantity: before + 1 });
    expect(await quantities()).toEqual({ [a!]: 2 });
  });

  it('forgets a key after a day, once the customer adds again', async () => {
    const [a, b] = ids(1, 2);
    const key = newKey();
    await addMany([{ product_id: a!, quantity: 1 }], key);
    t.db
      .prepare('UPDATE cart_add_many SET created_at = ? WHERE user_id = ? AND idempotency_key = ?')
      .run(nowIso(Date.now() - 25 * 60 * 60 * 1000), DEMO_USER.id, key);
    await addMany([{ product_id: b!, quantity: 1 }]);
    const kept = t.db
      .prepare('SELECT COUNT(*) FROM cart_add_many WHERE user_id = ? AND idempotency_key = ?')
      .pluck()
      .get(DEMO_USER.id, key);
    expect(kept).toBe(0);
  });

  it(`takes ${QUICK_ORDER_MAX_LINES} lines and refuses more, or none`, async () => {
    const [a] = ids(1, 1);
    const lines = Array.from({ length: QUICK_ORDER_MAX_LINES }, () => ({ product_id: a!, quantity: 1 }));
    const data = await addMany(lines);
    expect(data.results).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(data.results[0]).toMatchObject({ added: true, quantity: QUICK_ORDER_MAX_LINES });
    const tooMany = await buyer.call(addManyToCart, { lines: [...lines, lines[0]!], idempotency_key: newKey() });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toMatchObject({ errors: { lines: ['quick_order_too_many'] } });
    const none = await buyer.call(addManyToCart, { lines: [], idempotency_key: newKey() });
    expect(none.body.data).toMatchObject({ errors: { lines: ['select_item'] } });
  });

  it('refuses a quantity that is not a whole number from 1, and a bad key, adding nothing', async () => {
    const [a, b] = ids(1, 2);
    for (const quantity of [0, -1, 1.5, 'two' as unknown as number]) {
      const res = await buyer.call(addManyToCart, {
        lines: [
          { product_id: a!, quantity: 1 },
          { product_id: b!, quantity },
        ],
        idempotency_key: newKey(),
      });
      expect(res.status).toBe(422);
      expect(res.body.data).toMatchObject({ errors: { 'lines.1.quantity': ['quantity_invalid'] } });
    }
    const badKey = await buyer.call(addManyToCart, { lines: [{ product_id: a!, quantity: 1 }], idempotency_key: 'x' });
    expect(badKey.body.data).toMatchObject({ errors: { idempotency_key: ['invalid_value'] } });
    expect(await quantities()).toEqual({});
  });

  it('is for customers only, with the CSRF token', async () => {
    const [a] = ids(1, 1);
    const input = { lines: [{ product_id: a!, quantity: 1 }], idempotency_key: newKey() };
    expect((await asVisitor(t.app).call(addManyToCart, input)).status).toBe(401);
    const noToken = await buyer.request({ method: 'POST', url: addManyToCart.path, payload: input });
    expect(noToken.status).toBe(419);
    expect(await quantities()).toEqual({});
  });
});

describe('cart.addMany behind the shop password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'open-sesame' })));
  afterAll(() => t.close());

  it('is refused until the session passes the gate', async () => {
    const client = asVisitor(t.app);
    const input = { lines: [{ product_id: 1, quantity: 1 }], idempotency_key: newKey() };
    expect((await client.call(addManyToCart, input)).status).toBe(423);
    await client.call(validateWebsitePassword, { password: 'open-sesame' });
    // Past the gate, a visitor is still asked to sign in.
    expect((await client.call(addManyToCart, input)).status).toBe(401);
  });
});
