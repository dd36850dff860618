import type { Config } from '../config';
import type { Db } from '../db/database';
import { seedSite } from '../modules/site/seed';
import { seedUsers } from '../modules/auth/seed';
import { seedCatalog } from '../modules/catalog/seed';
import { seedCart } from '../modules/cart/seed';
import { seedOrders } from '../modules/orders/seed';
import { seedAddresses } from '../modules/addresses/seed';
import { seedAfterSales } from '../modules/after-sales/seed';
import { seedPublish } from '../modules/publish/seed';

export interface SeedContext {
  db: Db;
  config: Config;
}

/**
 * Fills an empty database with the demo shop. Deterministic: each module seeds from its own fixed RNG seed,
 * so adding data to one module does not change another's. Runs in one transaction.
 */
export async function seedDatabase(ctx: SeedContext): Promise<void> {
  // Password hashing is async, so users are prepared before the synchronous transaction.
  const users = await seedUsers.prepare();
  ctx.db.transaction(() => {
    seedSite(ctx);
    seedUsers.insert(ctx, users);
    seedCatalog(ctx);
    seedCart(ctx);
    seedOrders(ctx);
    seedAddresses(ctx);
    seedAfterSales(ctx);
    seedPublish(ctx);
  })();
}

export function isSeeded(db: Db): boolean {
  return (db.prepare('SELECT COUNT(*) FROM users').pluck().get() as number) > 0;
}
