import {
  confirmOrder,
  getCheckoutSummary,
  setPickupDelivery,
  setPostDelivery,
  validationEn,
  type CheckoutSummary,
} from '@shop/api/contract';
import { nowIso } from '../../db/database';
import { asOther, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';
import { newCheckout, newKey, VN_ADDRESS } from '../orders/order-fixtures';
import { postFee } from './shipping-fee';

describe('checkout summary and delivery', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const summaryOf = async (cart_id: number) =>
    (await buyer.call(getCheckoutSummary, { cart_id })).body.data as CheckoutSummary;
  const warehouseCountry = (warehouseId: number) =>
    t.db.prepare('SELECT country_code FROM warehouses WHERE id = ?').pluck().get(warehouseId) as string;
  const abroad = (country: string) => (country === 'US' ? 'SG' : 'US');

  it('shows items, goods total and the warehouse before a delivery is chosen', async () => {
    const { cart_id, product } = await newCheckout(t, buyer, DEMO_USER.id, 3);
    const summary = await summaryOf(cart_id);
    const warehouse = t.db.prepare('SELECT * FROM warehouses WHERE id = ?').get(product.warehouse_id) as Record<
      string,
      unknown
    >;
    expect(summary).toMatchObject({
      cart_id,
      items: [{ product_id: product.id, quantity: 3, unit_price: product.price, amount: product.price * 3 }],
      goods_total: product.price * 3,
      delivery: null,
      shipping_fee: null,
      total: product.price * 3,
      send_to: null,
      shipping_zone: null,
      shipping_method: null,
      order_id: null,
      warehouse: {
        id: product.warehouse_id,
        name: warehouse.name,
        address: warehouse.address,
        contact_person: warehouse.contact_person,
        post_code: warehouse.post_code,
        phone: warehouse.phone,
      },
    });
    expect(summary.items[0]).toMatchObject({ name: expect.any(String), sku: expect.any(String) });
  });

  it.each([
    ['consignee', 'consignee_required', 'The Consignee field is required'],
    ['country_code', 'country_required', 'The Country field is required'],
    ['state', 'state_required', 'The State/Province field is required'],
    ['city', 'city_required', 'The City field is required'],
    ['district', 'district_required', 'The District field is required'],
    ['address', 'address_required', 'The Address field is required'],
    ['post_code', 'post_code_required', 'The Post Code field is required'],
    ['area_code', 'area_code_required', 'Please select Area Code'],
    ['phone', 'phone_required', 'The Phone field is required'],
  ])('post delivery without %s answers %s: "%s"', async (field, key, text) => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    for (const value of ['', '   ', undefined]) {
      const res = await buyer.post(setPostDelivery.path, { cart_id, ...VN_ADDRESS, [field]: value });
      expect(res.status).toBe(422);
      const { errors } = res.body.data as { errors: Record<string, string[]> };
      // Only this field fails, and the required message comes first (a format message may follow).
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]![0]).toBe(key);
      expect(res.body.msg).toBe(text);
    }
    expect(validationEn[key as keyof typeof validationEn]).toBe(text);
  });

  it('reports every missing field at once when the form is sent empty', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const res = await buyer.post(setPostDelivery.path, { cart_id });
    const errors = (res.body.data as { errors: Record<string, string[]> }).errors;
    expect(Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys[0]]))).toEqual({
      consignee: 'consignee_required',
      country_code: 'country_required',
      state: 'state_required',
      city: 'city_required',
      district: 'district_required',
      address: 'address_required',
      post_code: 'post_code_required',
      area_code: 'area_code_required',
      phone: 'phone_required',
    });
  });

  it('takes the email as optional, but a valid one when given', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const bad = await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS, email: 'not-an-email' });
    expect(bad.body.data).toMatchObject({ errors: { email: ['email_invalid'] } });
    const { email: _email, address2: _address2, ...withoutOptional } = VN_ADDRESS;
    const ok = await buyer.post(setPostDelivery.path, { cart_id, ...withoutOptional });
    expect(ok.body.data).toMatchObject({ delivery: { recipient: { email: '', address2: '' } } });
  });

  it('refuses a country the shop does not deliver to', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const res = await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS, country_code: 'NZ', area_code: '+64' });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { country_code: ['country_not_deliverable'] } });
    expect((await summaryOf(cart_id)).delivery).toBeNull();
  });

  it('sets a post delivery and prices it by zone and weight (domestic)', async () => {
    const { cart_id, product } = await newCheckout(t, buyer, DEMO_USER.id, 4);
    const country = warehouseCountry(product.warehouse_id);
    const res = await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS, country_code: country });
    const summary = res.body.data as CheckoutSummary;
    const fee = postFee('domestic', product.weight_grams * 4);
    expect(summary).toMatchObject({
      delivery: { type: 'post', recipient: { ...VN_ADDRESS, country_code: country } },
      shipping_zone: 'domestic',
      shipping_method: 'post',
      shipping_fee: fee,
      total: product.price * 4 + fee,
    });
    expect(summary.send_to).toBe(`12 Vo Van Tan, District 3, Ho Chi Minh City, Ho Chi Minh City, 700000, ${country}`);
    expect(await summaryOf(cart_id)).toEqual(summary);
  });

  it('prices an international post with the international tariff', async () => {
    const { cart_id, product } = await newCheckout(t, buyer, DEMO_USER.id, 7);
    const country = abroad(warehouseCountry(product.warehouse_id));
    const summary = (await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS, country_code: country })).body
      .data as CheckoutSummary;
    expect(summary.shipping_zone).toBe('international');
    expect(summary.shipping_fee).toBe(postFee('international', product.weight_grams * 7));
    expect(summary.shipping_fee).toBeGreaterThan(postFee('domestic', product.weight_grams * 7));
  });

  describe('from a saved address', () => {
    const insertAddress = (userId: number, status: 'active' | 'invalid', country = 'VN') =>
      Number(
        t.db
          .prepare(
            `INSERT INTO addresses (user_id, consignee, country_code, state, city, district, address, address2, post_code,
               area_code, phone, email, status, created_at, updated_at)
             VALUES (?, 'Saved Person', ?, 'Ha Noi', 'Ha Noi', 'Ba Dinh', '1 Hung Vuong', '', '100000', '+84', '912 000 000', '', ?, ?, ?)`,
          )
          .run(userId, country, status, nowIso(), nowIso()).lastInsertRowid,
      );

    it('copies an active address of the customer', async () => {
      const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
      const address_id = insertAddress(DEMO_USER.id, 'active');
      const res = await buyer.call(setPostDelivery, { cart_id, address_id });
      expect(res.body.data).toMatchObject({
        delivery: { type: 'post', recipient: { consignee: 'Saved Person', district: 'Ba Dinh', phone: '912 000 000' } },
      });
    });

    it("refuses an invalid address (422) and another customer's address (404)", async () => {
      const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
      const invalid = await buyer.call(setPostDelivery, {
        cart_id,
        address_id: insertAddress(DEMO_USER.id, 'invalid', 'NZ'),
      });
      expect(invalid.status).toBe(422);
      expect(invalid.body.data).toMatchObject({ errors: { address_id: ['address_invalid'] } });
      const foreign = await buyer.call(setPostDelivery, {
        cart_id,
        address_id: insertAddress(OTHER_USER.id, 'active'),
      });
      expect(foreign.status).toBe(404);
      expect((await summaryOf(cart_id)).delivery).toBeNull();
    });
  });

  it.each([
    ['pickup_name', 'pickup_name_required', 'The Pickup Person Name field is required'],
    ['area_code', 'area_code_required', 'Please select Area Code'],
    ['phone', 'phone_required', 'The Phone field is required'],
  ])('pickup without %s answers %s: "%s"', async (field, key, text) => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const valid = { cart_id, pickup_name: 'Bao Nguyen', area_code: '+84', phone: '903 000 111' };
    for (const value of ['', undefined]) {
      const res = await buyer.post(setPickupDelivery.path, { ...valid, [field]: value });
      expect(res.status).toBe(422);
      expect((res.body.data as { errors: Record<string, string[]> }).errors[field]![0]).toBe(key);
      expect(res.body.msg).toBe(text);
    }
  });

  it('needs the temporary address when it is also the delivery address', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const base = { cart_id, pickup_name: 'Bao Nguyen', area_code: '+84', phone: '903 000 111' };
    const res = await buyer.call(setPickupDelivery, { ...base, same_address_for_delivery: true });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { temporary_address: ['address_required'] } });
    const ok = await buyer.call(setPickupDelivery, {
      ...base,
      same_address_for_delivery: true,
      temporary_address: '5 Nguyen Hue',
    });
    expect(ok.body.data).toMatchObject({
      delivery: { type: 'pickup', pickup: { temporary_address: '5 Nguyen Hue', same_address_for_delivery: true } },
    });
  });

  it('sets a pickup at the warehouse: no shipping fee, domestic, sent to the warehouse', async () => {
    const { cart_id, product } = await newCheckout(t, buyer, DEMO_USER.id, 3);
    await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS });
    const res = await buyer.call(setPickupDelivery, {
      cart_id,
      pickup_name: 'Lan Tran',
      area_code: '+84',
      phone: '903 222 333',
    });
    const summary = res.body.data as CheckoutSummary;
    expect(summary).toMatchObject({
      delivery: {
        type: 'pickup',
        pickup: {
          pickup_name: 'Lan Tran',
          area_code: '+84',
          phone: '903 222 333',
          temporary_address: '',
          same_address_for_delivery: false,
        },
      },
      shipping_fee: 0,
      shipping_zone: 'domestic',
      shipping_method: 'pickup',
      total: product.price * 3,
    });
    expect(summary.send_to).toBe(`${summary.warehouse.name}, ${summary.warehouse.address}`);
  });

  it("keeps another customer's checkout hidden (404)", async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    const other = await asOther(t.app);
    expect((await other.call(getCheckoutSummary, { cart_id })).status).toBe(404);
    expect((await other.call(setPostDelivery, { cart_id, ...VN_ADDRESS })).status).toBe(404);
    expect(
      (await other.call(setPickupDelivery, { cart_id, pickup_name: 'X', area_code: '+84', phone: '9030001' })).status,
    ).toBe(404);
    expect((await summaryOf(cart_id)).delivery).toBeNull();
    expect((await buyer.call(getCheckoutSummary, { cart_id: 9_999_999 })).status).toBe(404);
  });

  it('freezes the delivery once the order is placed, and points to the order', async () => {
    const { cart_id } = await newCheckout(t, buyer, DEMO_USER.id);
    await buyer.call(setPostDelivery, { cart_id, ...VN_ADDRESS });
    const placed = (await buyer.call(confirmOrder, { cart_id, remark: '', idempotency_key: newKey() })).body.data as {
      order_id: number;
    };
    expect((await summaryOf(cart_id)).order_id).toBe(placed.order_id);
    const res = await buyer.call(setPickupDelivery, {
      cart_id,
      pickup_name: 'Late',
      area_code: '+84',
      phone: '903 000 111',
    });
    expect(res.status).toBe(409);
    expect(res.body.data).toMatchObject({ key: 'checkout_confirmed', order_id: placed.order_id });
  });
});
