import {
  productsBySkus,
  QUICK_ORDER_MAX_LINES,
  validateWebsitePassword,
  type CallData,
  type QuickOrderProduct,
} from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { asOther, asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { editDistance, editsAllowed, foldSku } from './sku-suggestions';

type Answer = CallData<typeof productsBySkus>;

describe('product.bySkus', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const check = async (client: TestClient, skus: string[]) => {
    const res = await client.call(productsBySkus, { skus });
    expect(res.status).toBe(200);
    return res.body.data as Answer;
  };
  const allSkus = () => t.db.prepare('SELECT sku FROM products ORDER BY sku').pluck().all() as string[];
  const cartLine = () =>
    t.db
      .prepare(
        `SELECT p.sku, p.price, c.quantity FROM cart_items c JOIN products p ON p.id = c.product_id
         WHERE c.user_id = ? AND p.inventory > 0 ORDER BY c.id LIMIT 1`,
      )
      .get(DEMO_USER.id) as { sku: string; price: number; quantity: number };
  const selectedWarehouse = () =>
    t.db
      .prepare(
        'SELECT DISTINCT p.warehouse_id FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.user_id = ? AND c.selected = 1',
      )
      .pluck()
      .all(DEMO_USER.id) as number[];

  it('shows a visitor each product with its stock and warehouse, but no price and no cart', async () => {
    const { sku } = cartLine();
    const data = await check(asVisitor(t.app), [sku]);
    const product = data.products[0]!;
    expect(product).not.toHaveProperty('price');
    expect(product).toMatchObject({ sku, in_cart: 0, image_url: `/uploads/products/${product.id}-1.svg` });
    expect(data.cart_warehouse_id).toBeNull();
    const row = t.db
      .prepare(
        'SELECT p.inventory, p.warehouse_id, w.name, p.ship_from FROM products p JOIN warehouses w ON w.id = p.warehouse_id WHERE p.sku = ?',
      )
      .get(sku) as { inventory: number; warehouse_id: number; name: string; ship_from: string };
    expect(product).toMatchObject({
      inventory: row.inventory,
      sold_out: row.inventory === 0,
      warehouse_id: row.warehouse_id,
      warehouse_name: row.name,
      ship_from: row.ship_from,
    });
  });

  it("shows a customer the price, the units already in the cart and the cart's warehouse", async () => {
    const line = cartLine();
    const data = await check(buyer, [line.sku]);
    expect(data.products[0]).toMatchObject({ sku: line.sku, price: line.price, in_cart: line.quantity });
    expect(selectedWarehouse()).toEqual([data.cart_warehouse_id]);
    // Another customer's cart is not this one's.
    const other = await check(await asOther(t.app), [line.sku]);
    expect(other.products[0]!.in_cart).toBe(0);
  });

  it('matches SKUs without regard to case or spaces and answers a SKU asked twice once, in the order asked', async () => {
    const [first, second] = allSkus();
    const data = await check(buyer, [second!.toLowerCase(), ` ${first!} `, second!, 'NO-SUCH-1', 'no-such-1']);
    expect(data.products.map((p) => p.sku)).toEqual([second, first]);
    expect(data.unknown.map((u) => u.sku)).toEqual(['NO-SUCH-1']);
  });

  it('suggests up to 3 close SKUs for an unknown one, fewest edits first, then in SKU order', async () => {
    const skus = allSkus();
    const real = skus[Math.floor(skus.length / 2)]!;
    // One character more is one edit from the real SKU and from no other.
    const typo = `${real.toLowerCase()}x`;
    const data = await check(buyer, [typo]);
    const suggestions = data.unknown[0]!.suggestions;
    expect(suggestions[0]!.sku).toBe(real);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    const asked = foldSku(typo);
    const edits = suggestions.map((s) => editDistance(asked, s.sku, 10));
    expect(edits).toEqual([...edits].sort((a, b) => a - b));
    for (const [i, s] of suggestions.entries()) {
      expect(edits[i]).toBeLessThanOrEqual(editsAllowed(asked));
      const row = t.db.prepare('SELECT id, name FROM products WHERE sku = ?').get(s.sku);
      expect(s).toEqual({ ...(row as object), sku: s.sku });
      if (i > 0 && edits[i] === edits[i - 1]) expect(s.sku > suggestions[i - 1]!.sku).toBe(true);
    }
  });

  it('ranks close SKUs by edits, then in SKU order, and keeps the 3 closest', async () => {
    const insert = t.db.prepare(
      `INSERT INTO products (sku, name, description, category_id, price, inventory, warehouse_id, ship_from, created_at)
       SELECT ?, ?, '', category_id, 100, 5, warehouse_id, ship_from, created_at FROM products WHERE id = 1`,
    );
    // From QO-AAA-1000: two edits, one, one, two, and four.
    for (const sku of ['QO-AAA-2001', 'QO-AAA-1002', 'QO-AAA-1001', 'QO-AAA-1011', 'QO-BBB-2222']) {
      insert.run(sku, `Quick order ${sku}`);
    }
    const data = await check(buyer, ['qo-aaa-1000']);
    expect(data.unknown[0]!.suggestions.map((s) => s.sku)).toEqual(['QO-AAA-1001', 'QO-AAA-1002', 'QO-AAA-1011']);
    expect(data.unknown[0]!.suggestions[0]!.name).toBe('Quick order QO-AAA-1001');
  });

  it('finds the SKU a buyer meant through a slip in the digits, a swap or a wrong category', async () => {
    const skus = allSkus();
    const real = skus.find((s) => /^LW-\d{2}-\d{6}$/.test(s) && s[10] !== s[11])!;
    const swapped = `${real.slice(0, 10)}${real[11]}${real[10]}`;
    const otherCategory = `LW-${real[3] === '9' ? '8' : '9'}${real.slice(4)}`;
    const dropped = `${real.slice(0, 7)}${real.slice(8)}`;
    for (const typo of [swapped, otherCategory, dropped].filter((s) => !skus.includes(s))) {
      const data = await check(buyer, [typo]);
      expect(data.unknown[0]!.suggestions.map((s) => s.sku)).toContain(real);
    }
  });

  it('suggests nothing for a SKU with no close match, nor for one too short to compare', async () => {
    const data = await check(buyer, ['QQQQ-ZZZZ-QQQQ', 'AB']);
    expect(data.unknown).toEqual([
      { sku: 'QQQQ-ZZZZ-QQQQ', suggestions: [] },
      { sku: 'AB', suggestions: [] },
    ]);
  });

  it('takes search and SQL syntax as plain text', async () => {
    const hostile = ['" OR 1=1 --', 'sku : "LW', "LW-%' OR '1'='1", 'LW-*', 'NEAR(LW 00)', '%_%'];
    const data = await check(buyer, hostile);
    expect(data.products).toEqual([]);
    expect(data.unknown.map((u) => u.sku)).toEqual(hostile);
  });

  it(`checks ${QUICK_ORDER_MAX_LINES} SKUs in one call and refuses more, or none`, async () => {
    const skus = allSkus().slice(0, QUICK_ORDER_MAX_LINES);
    expect((await check(buyer, skus)).products).toHaveLength(QUICK_ORDER_MAX_LINES);
    const tooMany = await buyer.call(productsBySkus, { skus: [...skus, 'ONE-MORE-1'] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.data).toMatchObject({ errors: { skus: ['quick_order_too_many'] } });
    const none = await buyer.call(productsBySkus, { skus: [] });
    expect(none.body.data).toMatchObject({ errors: { skus: ['sku_required'] } });
    const blank = await buyer.call(productsBySkus, { skus: ['  '] });
    expect(blank.body.data).toMatchObject({ errors: { 'skus.0': ['sku_required'] } });
  });

  it('needs the CSRF token', async () => {
    const client = asVisitor(t.app);
    await client.ensureCsrf();
    const res = await client.request({ method: 'POST', url: productsBySkus.path, payload: { skus: ['LW-01'] } });
    expect(res.status).toBe(419);
  });

  it('gives the warehouse most selected lines ship from when they already mix warehouses', async () => {
    const other = await asOther(t.app);
    const pick = (warehouse: number, n: number) =>
      t.db
        .prepare(
          'SELECT id FROM products WHERE warehouse_id = ? AND inventory > 0 AND id NOT IN (SELECT product_id FROM cart_items WHERE user_id = ?) ORDER BY id LIMIT ?',
        )
        .pluck()
        .all(warehouse, OTHER_USER.id, n) as number[];
    const insert = t.db.prepare(
      'INSERT INTO cart_items (user_id, product_id, quantity, selected, created_at, updated_at) VALUES (?, ?, 1, 1, ?, ?)',
    );
    t.db.prepare('UPDATE cart_items SET selected = 0 WHERE user_id = ?').run(OTHER_USER.id);
    // The earliest selected line ships from warehouse 1, most of them from warehouse 2.
    for (const id of [...pick(1, 1), ...pick(2, 2)]) insert.run(OTHER_USER.id, id, nowIso(), nowIso());
    expect((await check(other, ['LW-01'])).cart_warehouse_id).toBe(2);
  });
});

describe('product.bySkus behind the shop password', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp({ shopPassword: 'open-sesame' })));
  afterAll(() => t.close());

  it('is refused until the session passes the gate, like the catalogue', async () => {
    const client = asVisitor(t.app);
    const sku = t.db.prepare('SELECT sku FROM products ORDER BY id LIMIT 1').pluck().get() as string;
    expect((await client.call(productsBySkus, { skus: [sku] })).status).toBe(423);
    await client.call(validateWebsitePassword, { password: 'open-sesame' });
    const open = await client.call(productsBySkus, { skus: [sku] });
    expect((open.body.data as { products: QuickOrderProduct[] }).products[0]!.sku).toBe(sku);
  });
});
