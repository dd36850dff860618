import { hashPassword } from '../../plugins/auth';
import { nowIso } from '../../db/database';
import { SEED_EPOCH } from '../../seed/rng';
import type { SeedContext } from '../../seed';

/**
 * The demo customer of docs/architecture.md ("Running it"), who owns the seeded orders, addresses, cart and
 * favorites.
 */
export const DEMO_USER = {
  id: 1,
  email: 'buyer@example.com',
  password: 'buyer123',
  first_name: 'Bao',
  last_name: 'Nguyen',
};
/** A second customer, so tests can show one customer cannot reach another's data. */
export const OTHER_USER = {
  id: 2,
  email: 'other@example.com',
  password: 'other123',
  first_name: 'Olivia',
  last_name: 'Tran',
};

const USERS = [DEMO_USER, OTHER_USER];

export const seedUsers = {
  async prepare(): Promise<string[]> {
    return Promise.all(USERS.map((u) => hashPassword(u.password)));
  },
  insert({ db }: SeedContext, hashes: string[]): void {
    const insert = db.prepare(
      'INSERT INTO users (id, email, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    USERS.forEach((u, i) =>
      insert.run(u.id, u.email, u.first_name, u.last_name, hashes[i], nowIso(SEED_EPOCH - 90 * 86_400_000)),
    );
  },
};
