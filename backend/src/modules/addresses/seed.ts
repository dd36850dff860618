import { nowIso } from '../../db/database';
import type { SeedContext } from '../../seed';
import { DAY_MS, SEED_EPOCH } from '../../seed/rng';
import { DEMO_USER, OTHER_USER } from '../auth/seed';

type SeedAddress = [
  userId: number,
  consignee: string,
  country: string,
  state: string,
  city: string,
  district: string,
  address: string,
  address2: string,
  postCode: string,
  areaCode: string,
  phone: string,
  daysAgo: number,
];

/**
 * The address book: the demo customer has a default in Vietnam, four more active ones and two in countries the
 * shop does not deliver to (NZ, BR), which show under the invalid tab.
 */
// prettier-ignore
const ADDRESSES: readonly SeedAddress[] = [
  [DEMO_USER.id, 'Bao Nguyen', 'VN', 'Ho Chi Minh City', 'Ho Chi Minh City', 'District 1', '45 Le Loi Street', 'Floor 3', '700000', '+84', '903 123 456', 80],
  [DEMO_USER.id, 'Bao Nguyen', 'US', 'California', 'San Jose', 'Santa Clara County', '1200 Story Road', 'Suite 8', '95122', '+1', '408 555 0199', 70],
  [DEMO_USER.id, 'Linh Pham', 'SG', 'Singapore', 'Singapore', 'Downtown Core', '1 Raffles Place', '#20-01', '048616', '+65', '9123 4567', 55],
  [DEMO_USER.id, 'Bao Nguyen', 'NZ', 'Auckland', 'Auckland', 'Ponsonby', '12 Ponsonby Road', '', '1011', '+64', '21 555 0134', 50],
  [DEMO_USER.id, 'Minh Tran', 'JP', 'Tokyo', 'Shibuya', 'Jingumae', '3-1-1 Jingumae', 'Room 402', '150-0001', '+81', '90 1234 5678', 30],
  [DEMO_USER.id, 'Bao Nguyen', 'BR', 'Sao Paulo', 'Sao Paulo', 'Pinheiros', 'Rua dos Pinheiros 870', '', '05422-001', '+55', '11 91234 5678', 20],
  [DEMO_USER.id, 'Hoa Le', 'TH', 'Bangkok', 'Bangkok', 'Pathum Wan', '99 Rama I Road', '', '10330', '+66', '81 234 5678', 10],
  [OTHER_USER.id, 'Olivia Tran', 'VN', 'Ha Noi', 'Ha Noi', 'Hoan Kiem', '10 Trang Tien Street', '', '100000', '+84', '912 345 678', 40],
];

export function seedAddresses({ db }: SeedContext): void {
  const shipsTo = db.prepare('SELECT ships_to FROM countries WHERE code = ?').pluck();
  const insert = db.prepare(
    `INSERT INTO addresses (user_id, consignee, country_code, state, city, district, address, address2, post_code,
       area_code, phone, email, is_default, status, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const hasDefault = new Set<number>();
  for (const row of ADDRESSES) {
    // A row is the table's first columns (user_id to phone) in their order, then its age in days.
    const columns = row.slice(0, -1);
    const [userId, , country] = row;
    const daysAgo = row[11];
    const active = shipsTo.get(country) === 1;
    // Each customer's first active address is the default.
    const isDefault = active && !hasDefault.has(userId);
    if (isDefault) hasDefault.add(userId);
    const email = userId === DEMO_USER.id ? DEMO_USER.email : OTHER_USER.email;
    const at = nowIso(SEED_EPOCH - daysAgo * DAY_MS);
    insert.run(...columns, email, isDefault ? 1 : 0, active ? 'active' : 'invalid', at, at);
  }
}
