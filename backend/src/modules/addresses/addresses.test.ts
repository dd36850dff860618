import {
  createAddress,
  deleteAddress,
  getAddressCountries,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  validationEn,
  type Address,
  type Country,
} from '@shop/api/contract';
import { asVisitor, buildTestApp, type TestApp, type TestClient } from '../../test/helper';
import { appWithBuyer, appWithBuyerAndOther } from '../../test/signed-in-app';
import { DEMO_USER, OTHER_USER } from '../auth/seed';

interface AddressList {
  items: Address[];
  active_count: number;
  invalid_count: number;
  max: number;
}

const HOME: Record<string, string> = {
  consignee: 'Bao Nguyen',
  country_code: 'VN',
  state: 'Ho Chi Minh City',
  city: 'Ho Chi Minh City',
  district: 'District 7',
  address: '8 Nguyen Huu Tho',
  address2: '',
  post_code: '700000',
  area_code: '+84',
  phone: '903 222 333',
  email: '',
};
const AUCKLAND = {
  ...HOME,
  country_code: 'NZ',
  state: 'Auckland',
  city: 'Auckland',
  district: 'Ponsonby',
  post_code: '1011',
  area_code: '+64',
};

const list = async (client: TestClient, status: 'active' | 'invalid' = 'active') =>
  (await client.call(listAddresses, { status })).body.data as AddressList;
const create = async (client: TestClient, fields: Record<string, unknown>) => {
  const res = await client.post(createAddress.path, fields);
  if (res.body.code !== 0) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
  return res.body.data as Address;
};
const defaultsOf = (t: TestApp, userId: number) =>
  t.db.prepare('SELECT id FROM addresses WHERE user_id = ? AND is_default = 1').pluck().all(userId) as number[];

describe('address.countries', () => {
  let t: TestApp;
  beforeAll(async () => (t = await buildTestApp()));
  afterAll(() => t.close());

  it('lists the countries delivered to, named in the locale, with their area codes', async () => {
    const en = (await asVisitor(t.app).call(getAddressCountries, { locale: 'en' })).body.data as Country[];
    expect(en).toContainEqual({ code: 'VN', name: 'Vietnam', area_code: '+84' });
    expect(en.map((c) => c.code)).not.toEqual(expect.arrayContaining(['NZ']));
    expect(en.map((c) => c.code)).not.toContain('BR');
    expect(en.map((c) => c.name)).toEqual([...en.map((c) => c.name)].sort());
    const vi = (await asVisitor(t.app).call(getAddressCountries, { locale: 'vi' })).body.data as Country[];
    expect(vi).toContainEqual({ code: 'VN', name: 'Việt Nam', area_code: '+84' });
    expect(vi).toHaveLength(en.length);
  });
});

describe('address book', () => {
  let t: TestApp, buyer: TestClient, other: TestClient;
  beforeAll(async () => ({ t, buyer, other } = await appWithBuyerAndOther()));
  afterAll(() => t.close());

  it('shows the seeded tabs: the default first, invalid addresses apart, the counts and the limit', async () => {
    const active = await list(buyer);
    expect(active.max).toBe(20);
    expect(active.items.length).toBe(active.active_count);
    expect(active.items.every((a) => a.status === 'active')).toBe(true);
    expect(active.items[0]).toMatchObject({ is_default: true, country_code: 'VN', country_name: 'Vietnam' });
    expect(active.items.filter((a) => a.is_default)).toHaveLength(1);
    const invalid = await list(buyer, 'invalid');
    expect(invalid.items.map((a) => a.country_code).sort()).toEqual(['BR', 'NZ']);
    expect(invalid.invalid_count).toBe(2);
    expect(invalid.items.every((a) => a.status === 'invalid' && !a.is_default)).toBe(true);
  });

  it('creates an address (trimmed) and lists it under active', async () => {
    const created = await create(buyer, { ...HOME, consignee: '  Linh Pham  ', email: ' Linh@Example.com ' });
    expect(created).toMatchObject({
      ...HOME,
      consignee: 'Linh Pham',
      email: 'linh@example.com',
      status: 'active',
      is_default: false,
      country_name: 'Vietnam',
    });
    expect((await list(buyer)).items.map((a) => a.id)).toContain(created.id);
  });

  it('saves an address in a country not delivered to as invalid, under the invalid tab', async () => {
    const created = await create(buyer, AUCKLAND);
    expect(created.status).toBe('invalid');
    expect((await list(buyer, 'invalid')).items.map((a) => a.id)).toContain(created.id);
    expect((await list(buyer)).items.map((a) => a.id)).not.toContain(created.id);
  });

  it('updates the fields; the status follows the country', async () => {
    const created = await create(buyer, AUCKLAND);
    const fixed = await buyer.call(updateAddress, { id: created.id, ...HOME, city: 'Thu Duc', address2: 'Block B' });
    expect(fixed.body.data).toMatchObject({ id: created.id, city: 'Thu Duc', address2: 'Block B', status: 'active' });
    const broken = await buyer.call(updateAddress, { id: created.id, ...AUCKLAND });
    expect(broken.body.data).toMatchObject({ status: 'invalid', country_code: 'NZ' });
  });

  it('deletes an address', async () => {
    const created = await create(buyer, HOME);
    const res = await buyer.call(deleteAddress, { id: created.id });
    expect(res.body.data).toMatchObject({ id: created.id });
    expect((await list(buyer)).items.map((a) => a.id)).not.toContain(created.id);
    expect((await buyer.call(deleteAddress, { id: created.id })).status).toBe(404);
  });

  it.each([
    ['consignee', 'consignee_required'],
    ['country_code', 'country_required'],
    ['state', 'state_required'],
    ['city', 'city_required'],
    ['district', 'district_required'],
    ['address', 'address_required'],
    ['post_code', 'post_code_required'],
    ['area_code', 'area_code_required'],
    ['phone', 'phone_required'],
  ])('refuses a missing or blank %s with its message (%s)', async (field, key) => {
    const { [field]: _left, ...rest } = HOME;
    for (const body of [rest, { ...HOME, [field]: '   ' }]) {
      const res = await buyer.post(createAddress.path, body);
      expect(res.status).toBe(422);
      // The first message is the one shown under the field.
      expect((res.body.data as { errors: Record<string, string[]> }).errors[field]![0]).toBe(key);
    }
  });

  it('gives the spec texts for the required fields', () => {
    expect(validationEn.consignee_required).toBe('The Consignee field is required');
    expect(validationEn.area_code_required).toBe('Please select Area Code');
    expect(validationEn.state_required).toBe('The State/Province field is required');
    expect(validationEn.address_limit).toBe('You can save at most 20 addresses');
  });

  it.each([
    ['phone', 'abc', 'phone_invalid'],
    ['post_code', '!!', 'post_code_invalid'],
    ['email', 'not-an-email', 'email_invalid'],
    ['area_code', '84', 'area_code_required'],
    ['country_code', 'vietnam', 'country_required'],
  ])('refuses a malformed %s (%s)', async (field, value, key) => {
    const res = await buyer.post(createAddress.path, { ...HOME, [field]: value });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { [field]: [key] } });
  });

  it('refuses a country that does not exist', async () => {
    const res = await buyer.call(createAddress, { ...HOME, country_code: 'ZZ' });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({ errors: { country_code: ['invalid_value'] } });
  });

  it("answers 404 for another customer's address on update, delete and set-default, and changes nothing", async () => {
    const theirs = (await list(other)).items[0]!;
    for (const res of [
      await buyer.call(updateAddress, { id: theirs.id, ...HOME }),
      await buyer.call(deleteAddress, { id: theirs.id }),
      await buyer.call(setDefaultAddress, { id: theirs.id }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.data).toMatchObject({ key: 'not_found' });
    }
    expect((await list(other)).items[0]).toEqual(theirs);
    expect((await list(buyer)).items.map((a) => a.id)).not.toContain(theirs.id);
  });
});

describe('the default address', () => {
  let t: TestApp, buyer: TestClient, other: TestClient;
  beforeAll(async () => ({ t, buyer, other } = await appWithBuyerAndOther()));
  afterAll(() => t.close());

  it('moves to a new address created with is_default, leaving exactly one', async () => {
    const created = await create(buyer, { ...HOME, is_default: true });
    expect(created.is_default).toBe(true);
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([created.id]);
    expect((await list(buyer)).items[0]!.id).toBe(created.id);
  });

  it('moves with set-default and with update is_default', async () => {
    const [a, b] = [await create(buyer, HOME), await create(buyer, HOME)];
    expect((await buyer.call(setDefaultAddress, { id: a.id })).body.data).toMatchObject({ id: a.id, is_default: true });
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([a.id]);
    await buyer.call(updateAddress, { id: b.id, ...HOME, is_default: true });
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([b.id]);
    // false leaves the default where it is
    await buyer.call(updateAddress, { id: b.id, ...HOME, is_default: false });
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([b.id]);
  });

  it('is never an invalid address while an active one exists', async () => {
    const current = defaultsOf(t, DEMO_USER.id)[0]!;
    const nz = await create(buyer, { ...AUCKLAND, is_default: true });
    expect(nz.is_default).toBe(false);
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([current]);
    const refused = await buyer.call(setDefaultAddress, { id: nz.id });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toMatchObject({ key: 'address_invalid' });
  });

  it('passes to the newest active address when the default is deleted or becomes invalid', async () => {
    const older = await create(buyer, HOME);
    const newest = await create(buyer, HOME);
    await create(buyer, AUCKLAND); // newer still, but invalid
    await buyer.call(setDefaultAddress, { id: older.id });
    const res = await buyer.call(deleteAddress, { id: older.id });
    expect(res.body.data).toEqual({ id: older.id, default_id: newest.id });
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([newest.id]);

    const next = await create(buyer, HOME);
    await buyer.call(updateAddress, { id: newest.id, ...AUCKLAND });
    expect(defaultsOf(t, DEMO_USER.id)).toEqual([next.id]);
  });

  it("makes a customer's first address the default", async () => {
    for (const address of (await list(other)).items) await other.call(deleteAddress, { id: address.id });
    expect(defaultsOf(t, OTHER_USER.id)).toEqual([]);
    const first = await create(other, HOME);
    expect(first.is_default).toBe(true);
    const second = await create(other, HOME);
    expect(second.is_default).toBe(false);
    expect(defaultsOf(t, OTHER_USER.id)).toEqual([first.id]);
  });
});

describe('the 20 address limit', () => {
  let t: TestApp, buyer: TestClient;
  beforeAll(async () => ({ t, buyer } = await appWithBuyer()));
  afterAll(() => t.close());

  const count = () => t.db.prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?').pluck().get(DEMO_USER.id);

  it('accepts up to 20 addresses of any status and refuses the 21st (429 address_limit)', async () => {
    let n = count() as number;
    expect(n).toBeLessThan(20);
    while (n < 19) {
      await create(buyer, HOME);
      n++;
    }
    // The 20th is invalid: invalid addresses count too.
    expect((await create(buyer, AUCKLAND)).status).toBe('invalid');
    expect(count()).toBe(20);

    const refused = await buyer.call(createAddress, HOME);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, data: { key: 'address_limit' } });
    expect(refused.body.msg).toBe('You can save at most 20 addresses');
    expect(count()).toBe(20);

    const { active_count, invalid_count } = await list(buyer);
    expect(active_count + invalid_count).toBe(20);
  });

  it('accepts a new one once one was deleted', async () => {
    const some = (await list(buyer, 'invalid')).items[0]!;
    await buyer.call(deleteAddress, { id: some.id });
    expect((await buyer.call(createAddress, HOME)).body.code).toBe(0);
    expect((await buyer.call(createAddress, HOME)).status).toBe(429);
  });
});
