import {
  addToCart,
  checkoutCart,
  getCart,
  removeCartItems,
  selectCartItems,
  setCartQuantity,
  type Cart,
} from '@shop/api/contract';
import { asBuyer, asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';

describe('cart', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  /** An in-stock product not in the demo cart, with at least `min` units, from the given warehouse when asked. */
  function freshProduct(
    min = 5,
    warehouseId?: number,
  ): { id: number; inventory: number; price: number; warehouse_id: number } {
    return t.db
      .prepare(
        `SELECT id, inventory, price, warehouse_id FROM products
         WHERE inventory >= ? AND (? IS NULL OR warehouse_id = ?)
           AND id NOT IN (SELECT product_id FROM cart_items)
         ORDER BY id LIMIT 1`,
      )
      .get(min, warehouseId ?? null, warehouseId ?? null) as {
      id: number;
      inventory: number;
      price: number;
      warehouse_id: number;
    };
  }
  const soldOutProduct = () =>
    t.db.prepare('SELECT id FROM products WHERE inventory = 0 ORDER BY id DESC LIMIT 1').pluck().get() as number;
  const cartOf = async (client: TestClient) => (await client.call(getCart, {})).body.data as Cart;
  const header = async (client: TestClient) =>
    ((await client.get('/shop-hapi/header')).body.data as { cart_total: number }).cart_total;

  it('lists the seeded demo cart with prices, amounts, stock and the selected total', async () => {
    const cart = await cartOf(buyer);
    expect(cart.items).toHaveLength(4);
    expect(cart.cart_total).toBe(4);
    for (const item of cart.items) {
      expect(item.amount).toBe(item.unit_price * item.quantity);
      expect(item.image_url).toBe(`/uploads/products/${item.product_id}-1.svg`);
      expect(item.sold_out).toBe(item.inventory === 0);
    }
    expect(cart.items.filter((i) => i.sold_out)).toHaveLength(1);
    const expected = cart.items.filter((i) => i.selected && !i.sold_out).reduce((sum, i) => sum + i.amount, 0);
    expect(cart.selected_total).toBe(expected);
    expect(cart.items.filter((i) => i.selected)).toHaveLength(2);
  });

  it('adds a product and keeps the header counter in step', async () => {
    const client = await asBuyer(t.app);
    const before = await header(client);
    const product = freshProduct();
    const res = await client.call(addToCart, { product_id: product.id, quantity: 2 });
    expect(res.body).toMatchObject({ code: 0, data: { quantity: 2, cart_total: before + 1 } });
    expect(await header(client)).toBe(before + 1);
    const line = (await cartOf(client)).items.find((i) => i.product_id === product.id);
    expect(line).toMatchObject({ quantity: 2, selected: true, amount: product.price * 2, unit_price: product.price });
  });

  it('merges a second add of the same product into its line', async () => {
    const product = freshProduct(10);
    const first = await buyer.call(addToCart, { product_id: product.id, quantity: 3 });
    const second = await buyer.call(addToCart, { product_id: product.id, quantity: '4' as unknown as number });
    const firstData = first.body.data as { item_id: number; cart_total: number };
    expect(second.body.data).toEqual({ item_id: firstData.item_id, quantity: 7, cart_total: firstData.cart_total });
    expect((await cartOf(buyer)).items.filter((i) => i.product_id === product.id)).toHaveLength(1);
  });

  it('refuses a total above the inventory, leaving the line as it was', async () => {
    const product = freshProduct(2);
    await buyer.call(addToCart, { product_id: product.id, quantity: product.inventory - 1 });
    const res = await buyer.call(addToCart, { product_id: product.id, quantity: 2 });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { quantity: ['quantity_over_inventory'] } });
    expect(res.body.msg).toBe('The quantity cannot be higher than the inventory');
    expect((await cartOf(buyer)).items.find((i) => i.product_id === product.id)?.quantity).toBe(product.inventory - 1);
  });

  it('refuses a sold-out product', async () => {
    const res = await buyer.call(addToCart, { product_id: soldOutProduct(), quantity: 1 });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { quantity: ['quantity_over_inventory'] } });
  });

  it('refuses quantities below 1 or not whole, and unknown products', async () => {
    const product = freshProduct();
    for (const quantity of [0, -1, 1.5]) {
      const res = await buyer.call(addToCart, { product_id: product.id, quantity });
      expect(res.body.data).toMatchObject({ errors: { quantity: ['quantity_invalid'] } });
    }
    expect((await buyer.call(addToCart, { product_id: 9_999_999, quantity: 1 })).status).toBe(404);
  });

  it('sets a line quantity within 1..inventory and answers with the whole cart', async () => {
    const client = await asBuyer(t.app);
    const product = freshProduct(3);
    const { item_id } = (await client.call(addToCart, { product_id: product.id, quantity: 1 })).body.data as {
      item_id: number;
    };
    const ok = await client.call(setCartQuantity, { item_id, quantity: product.inventory });
    const cart = ok.body.data as Cart;
    expect(cart.items.find((i) => i.id === item_id)).toMatchObject({ quantity: product.inventory });
    expect(cart.cart_total).toBe(cart.items.length);

    const over = await client.call(setCartQuantity, { item_id, quantity: product.inventory + 1 });
    expect(over.status).toBe(422);
    expect(over.body.data).toMatchObject({ errors: { quantity: ['quantity_over_inventory'] } });
    const zero = await client.call(setCartQuantity, { item_id, quantity: 0 });
    expect(zero.body.data).toMatchObject({ errors: { quantity: ['quantity_invalid'] } });
  });

  it('removes lines, with select_item when none is given, and updates the counter', async () => {
    const client = await asBuyer(t.app);
    const empty = await client.call(removeCartItems, { item_ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.data).toMatchObject({ errors: { item_ids: ['select_item'] } });
    expect(empty.body.msg).toBe('Please select an item');

    const product = freshProduct();
    const added = (await client.call(addToCart, { product_id: product.id, quantity: 1 })).body.data as {
      item_id: number;
      cart_total: number;
    };
    const res = await client.call(removeCartItems, { item_ids: [added.item_id] });
    const cart = res.body.data as Cart;
    expect(cart.cart_total).toBe(added.cart_total - 1);
    expect(cart.items.some((i) => i.id === added.item_id)).toBe(false);
    expect(await header(client)).toBe(added.cart_total - 1);
  });

  it('selects and unselects lines, and the selected total follows', async () => {
    const client = await asBuyer(t.app);
    const cart = await cartOf(client);
    const ids = cart.items.map((i) => i.id);
    const none = (await client.call(selectCartItems, { item_ids: ids, selected: false })).body.data as Cart;
    expect(none.items.every((i) => !i.selected)).toBe(true);
    expect(none.selected_total).toBe(0);
    const inStock = cart.items.filter((i) => !i.sold_out);
    const some = (await client.call(selectCartItems, { item_ids: [inStock[0]!.id], selected: true })).body.data as Cart;
    expect(some.selected_total).toBe(inStock[0]!.amount);
    const empty = await client.call(selectCartItems, { item_ids: [], selected: true });
    expect(empty.body.data).toMatchObject({ errors: { item_ids: ['select_item'] } });
  });

  it('another customer cannot read or change these lines (404), and has its own cart', async () => {
    const other = await asOther(t.app);
    const mine = (await cartOf(buyer)).items[0]!;
    expect((await other.call(setCartQuantity, { item_id: mine.id, quantity: 1 })).status).toBe(404);
    expect((await other.call(removeCartItems, { item_ids: [mine.id] })).status).toBe(404);
    expect((await other.call(selectCartItems, { item_ids: [mine.id], selected: false })).status).toBe(404);
    const theirs = await cartOf(other);
    expect(theirs.items).toHaveLength(1);
    expect(theirs.items.some((i) => i.id === mine.id)).toBe(false);
    expect((await cartOf(buyer)).items.find((i) => i.id === mine.id)).toEqual(mine);
  });

  it('a request naming one line of another cart changes nothing at all', async () => {
    const other = await asOther(t.app);
    const theirs = (await cartOf(other)).items[0]!;
    const mine = (await cartOf(buyer)).items[0]!;
    expect((await buyer.call(removeCartItems, { item_ids: [mine.id, theirs.id] })).status).toBe(404);
    expect((await cartOf(buyer)).items.some((i) => i.id === mine.id)).toBe(true);
  });

  it('is for customers only', async () => {
    expect((await asVisitor(t.app).call(getCart, {})).status).toBe(401);
  });
});

describe('cart checkout', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  const cartOf = async (client: TestClient) => (await client.call(getCart, {})).body.data as Cart;

  it('starts a checkout from the selected lines only', async () => {
    const buyer = await asBuyer(t.app);
    const cart = await cartOf(buyer);
    const selected = cart.items.filter((i) => i.selected);
    const res = await buyer.call(checkoutCart, {});
    expect(res.body.code).toBe(0);
    const { cart_id } = res.body.data as { cart_id: number };
    const items = t.db
      .prepare('SELECT product_id, quantity FROM checkout_items WHERE checkout_id = ? ORDER BY product_id')
      .all(cart_id);
    expect(items).toEqual(
      selected
        .map((i) => ({ product_id: i.product_id, quantity: i.quantity }))
        .sort((a, b) => a.product_id - b.product_id),
    );
    // The lines stay in the cart until the order is confirmed.
    expect((await cartOf(buyer)).cart_total).toBe(cart.cart_total);
  });

  it('refuses when nothing is selected (select_item)', async () => {
    const buyer = await asBuyer(t.app);
    const cart = await cartOf(buyer);
    await buyer.call(selectCartItems, { item_ids: cart.items.map((i) => i.id), selected: false });
    const res = await buyer.call(checkoutCart, {});
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { items: ['select_item'] } });
    await buyer.call(selectCartItems, {
      item_ids: cart.items.filter((i) => i.selected).map((i) => i.id),
      selected: true,
    });
  });

  it('refuses a selected line above the inventory or sold out, naming it', async () => {
    const buyer = await asBuyer(t.app);
    const soldOut = (await cartOf(buyer)).items.find((i) => i.sold_out)!;
    await buyer.call(selectCartItems, { item_ids: [soldOut.id], selected: true });
    const res = await buyer.call(checkoutCart, {});
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { items: ['quantity_over_inventory'] }, item_ids: [soldOut.id] });
    await buyer.call(selectCartItems, { item_ids: [soldOut.id], selected: false });

    // Stock that fell after the line was added.
    const line = (await cartOf(buyer)).items.find((i) => i.selected)!;
    t.db.prepare('UPDATE products SET inventory = ? WHERE id = ?').run(line.quantity - 1, line.product_id);
    const over = await buyer.call(checkoutCart, {});
    expect(over.body.data).toMatchObject({ item_ids: [line.id] });
    t.db.prepare('UPDATE products SET inventory = ? WHERE id = ?').run(line.inventory, line.product_id);
  });

  it('refuses lines that ship from different warehouses', async () => {
    const buyer = await asBuyer(t.app);
    const cart = await cartOf(buyer);
    const warehouse = cart.items.find((i) => i.selected)!.warehouse_id;
    const elsewhere = t.db
      .prepare('SELECT id FROM products WHERE inventory > 0 AND warehouse_id <> ? ORDER BY id LIMIT 1')
      .pluck()
      .get(warehouse) as number;
    const added = (await buyer.call(addToCart, { product_id: elsewhere, quantity: 1 })).body.data as {
      item_id: number;
    };
    const res = await buyer.call(checkoutCart, {});
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { items: ['checkout_mixed_warehouses'] } });
    await buyer.call(removeCartItems, { item_ids: [added.item_id] });
    expect((await buyer.call(checkoutCart, {})).body.code).toBe(0);
  });
});
