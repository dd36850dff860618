import { checkoutCart, confirmOrder, setPickupDelivery, setPostDelivery, addToCart } from '@shop/api/contract';
import type { TestApp, TestClient } from '../../test/helper';

/** A complete delivery address in Vietnam (a country the shop delivers to). */
export const VN_ADDRESS = {
  consignee: 'Bao Nguyen',
  country_code: 'VN',
  state: 'Ho Chi Minh City',
  city: 'Ho Chi Minh City',
  district: 'District 3',
  address: '12 Vo Van Tan',
  address2: '',
  post_code: '700000',
  area_code: '+84',
  phone: '903 000 111',
  email: 'buyer@example.com',
};

export interface ProductRow {
  id: number;
  inventory: number;
  price: number;
  weight_grams: number;
  warehouse_id: number;
  sales_count: number;
}

/** An in-stock product nobody has ordered or put in a cart yet, so each test works on its own stock. */
export function unusedProduct(t: TestApp, minInventory = 10): ProductRow {
  const row = t.db
    .prepare(
      `SELECT id, inventory, price, weight_grams, warehouse_id, sales_count FROM products
       WHERE inventory >= ? AND id NOT IN (SELECT product_id FROM cart_items)
         AND id NOT IN (SELECT product_id FROM order_items) AND id NOT IN (SELECT product_id FROM checkout_items)
       ORDER BY id LIMIT 1`,
    )
    .get(minInventory) as ProductRow | undefined;
  if (!row) throw new Error('the seed has no unused product left');
  return row;
}

export function productRow(t: TestApp, id: number): ProductRow {
  return t.db
    .prepare('SELECT id, inventory, price, weight_grams, warehouse_id, sales_count FROM products WHERE id = ?')
    .get(id) as ProductRow;
}

/** A checkout of `quantity` units of one unused product (the customer's other lines are unselected first). */
export async function newCheckout(t: TestApp, client: TestClient, userId: number, quantity = 2) {
  const product = unusedProduct(t, quantity + 5);
  t.db.prepare('UPDATE cart_items SET selected = 0 WHERE user_id = ?').run(userId);
  const added = await client.call(addToCart, { product_id: product.id, quantity });
  if (added.body.code !== 0) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  const res = await client.call(checkoutCart, {});
  if (res.body.code !== 0) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return { cart_id: (res.body.data as { cart_id: number }).cart_id, product };
}

let keyCounter = 0;
export const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/** An unpaid order placed through the calls, by post (Vietnam) or pickup. */
export async function placedOrder(
  t: TestApp,
  client: TestClient,
  userId: number,
  how: 'post' | 'pickup' = 'post',
  quantity = 2,
) {
  const { cart_id, product } = await newCheckout(t, client, userId, quantity);
  const delivery =
    how === 'post'
      ? await client.call(setPostDelivery, { cart_id, ...VN_ADDRESS })
      : await client.call(setPickupDelivery, {
          cart_id,
          pickup_name: 'Bao Nguyen',
          area_code: '+84',
          phone: '903 000 111',
        });
  if (delivery.body.code !== 0) throw new Error(`delivery failed: ${JSON.stringify(delivery.body)}`);
  const res = await client.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() });
  if (res.body.code !== 0) throw new Error(`confirm failed: ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as { order_id: number; order_no: string }), cart_id, product };
}
