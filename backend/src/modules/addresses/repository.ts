import {
  ErrorCode,
  MAX_ADDRESSES,
  type Address,
  type AddressStatus,
  type CallParsedInput,
  type Country,
  type createAddress as createAddressCall,
} from '@shop/api/contract';
import { nowIso, type Db } from '../../db/database';
import { ApiFailure, conflict, fieldError, notFound } from '../../http/api-failure';

export type Locale = 'en' | 'vi';
export type AddressFields = Omit<CallParsedInput<typeof createAddressCall>, 'is_default'>;

interface AddressRow extends Omit<Address, 'is_default'> {
  is_default: number;
}

const countryName = (locale: Locale) => (locale === 'vi' ? 'c.name_vi' : 'c.name_en');

const ADDRESS_SELECT = (locale: Locale) =>
  `SELECT a.id, a.consignee, a.country_code, ${countryName(locale)} AS country_name, a.state, a.city, a.district,
     a.address, a.address2, a.post_code, a.area_code, a.phone, a.email, a.is_default, a.status, a.created_at, a.updated_at
   FROM addresses a JOIN countries c ON c.code = a.country_code`;

const toAddress = ({ is_default, ...row }: AddressRow): Address => ({ ...row, is_default: is_default === 1 });

/** The countries delivered to, named in the locale, for the country and area code selects. */
export function deliveredCountries(db: Db, locale: Locale): Country[] {
  return db
    .prepare(
      `SELECT c.code, ${countryName(locale)} AS name, c.area_code FROM countries c WHERE c.ships_to = 1
       ORDER BY ${countryName(locale)}, c.code`,
    )
    .all() as Country[];
}

export function listAddresses(db: Db, userId: number, status: AddressStatus, locale: Locale) {
  const items = (
    db
      .prepare(
        `${ADDRESS_SELECT(locale)} WHERE a.user_id = ? AND a.status = ? ORDER BY a.is_default DESC, a.created_at DESC, a.id DESC`,
      )
      .all(userId, status) as AddressRow[]
  ).map(toAddress);
  const counts = db
    .prepare(
      `SELECT COALESCE(SUM(status = 'active'), 0) AS active_count, COALESCE(SUM(status = 'invalid'), 0) AS invalid_count
       FROM addresses WHERE user_id = ?`,
    )
    .get(userId) as { active_count: number; invalid_count: number };
  return { items, ...counts, max: MAX_ADDRESSES };
}

/** The customer's address; another customer's is a 404, like a missing one. */
export function readAddress(db: Db, userId: number, id: number, locale: Locale = 'en'): Address {
  const row = db.prepare(`${ADDRESS_SELECT(locale)} WHERE a.id = ? AND a.user_id = ?`).get(id, userId) as
    AddressRow | undefined;
  if (!row) throw notFound();
  return toAddress(row);
}

/** active when the country is delivered to, invalid otherwise; an unknown country is refused. */
function statusFor(db: Db, countryCode: string): AddressStatus {
  const shipsTo = db.prepare('SELECT ships_to FROM countries WHERE code = ?').pluck().get(countryCode) as
    number | undefined;
  if (shipsTo === undefined) throw fieldError({ country_code: ['invalid_value'] });
  return shipsTo === 1 ? 'active' : 'invalid';
}

export function createAddress(db: Db, userId: number, fields: AddressFields, makeDefault: boolean): Address {
  return db.transaction(() => {
    const count = db.prepare('SELECT COUNT(*) FROM addresses WHERE user_id = ?').pluck().get(userId) as number;
    if (count >= MAX_ADDRESSES) throw new ApiFailure(ErrorCode.LIMIT, 'address_limit', { max: MAX_ADDRESSES });
    const status = statusFor(db, fields.country_code);
    const now = nowIso();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO addresses (user_id, consignee, country_code, state, city, district, address, address2, post_code,
           area_code, phone, email, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(userId, ...fieldValues(fields), status, now, now);
    const id = Number(lastInsertRowid);
    settleDefault(db, userId, makeDefault ? id : undefined);
    return readAddress(db, userId, id);
  })();
}

export function updateAddress(db: Db, userId: number, id: number, fields: AddressFields, makeDefault: boolean) {
  return db.transaction(() => {
    readAddress(db, userId, id);
    const status = statusFor(db, fields.country_code);
    db.prepare(
      `UPDATE addresses SET consignee = ?, country_code = ?, state = ?, city = ?, district = ?, address = ?, address2 = ?,
         post_code = ?, area_code = ?, phone = ?, email = ?, status = ?, updated_at = ? WHERE id = ? AND user_id = ?`,
    ).run(...fieldValues(fields), status, nowIso(), id, userId);
    settleDefault(db, userId, makeDefault ? id : undefined);
    return readAddress(db, userId, id);
  })();
}

export function deleteAddress(db: Db, userId: number, id: number): { id: number; default_id: number | null } {
  return db.transaction(() => {
    readAddress(db, userId, id);
    db.prepare('DELETE FROM addresses WHERE id = ? AND user_id = ?').run(id, userId);
    settleDefault(db, userId);
    return { id, default_id: defaultId(db, userId) };
  })();
}

export function setDefaultAddress(db: Db, userId: number, id: number): Address {
  return db.transaction(() => {
    if (readAddress(db, userId, id).status !== 'active') throw conflict('address_invalid');
    settleDefault(db, userId, id);
    return readAddress(db, userId, id);
  })();
}

function fieldValues(f: AddressFields) {
  return [
    f.consignee,
    f.country_code,
    f.state,
    f.city,
    f.district,
    f.address,
    f.address2,
    f.post_code,
    f.area_code,
    f.phone,
    f.email,
  ] as const;
}

const defaultId = (db: Db, userId: number) =>
  (db.prepare('SELECT id FROM addresses WHERE user_id = ? AND is_default = 1').pluck().get(userId) as
    number | undefined) ?? null;

/**
 * Keeps exactly one default per customer with addresses: `preferred` when given and active; otherwise the current
 * default while it is active (or nothing is); otherwise the newest active address (the newest of any when none is).
 */
function settleDefault(db: Db, userId: number, preferred?: number): void {
  const statusOf = (id: number) =>
    db.prepare('SELECT status FROM addresses WHERE id = ? AND user_id = ?').pluck().get(id, userId) as
      AddressStatus | undefined;
  const newest = (onlyActive: boolean) =>
    db
      .prepare(
        `SELECT id FROM addresses WHERE user_id = ? ${onlyActive ? "AND status = 'active'" : ''}
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .pluck()
      .get(userId) as number | undefined;

  let next: number | undefined;
  if (preferred !== undefined && statusOf(preferred) === 'active') next = preferred;
  else {
    const current = defaultId(db, userId);
    const newestActive = newest(true);
    if (current !== null && (statusOf(current) === 'active' || newestActive === undefined)) return;
    next = newestActive ?? newest(false);
  }
  if (next === undefined) return;
  db.prepare('UPDATE addresses SET is_default = (id = ?) WHERE user_id = ?').run(next, userId);
}
