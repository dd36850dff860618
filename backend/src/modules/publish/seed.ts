import { nowIso } from '../../db/database';
import type { SeedContext } from '../../seed';
import { createRng, DAY_MS, SEED_EPOCH } from '../../seed/rng';
import { DEMO_USER } from '../auth/seed';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo customer's collection box: five products claimed over the last weeks, all published by now (the
 * simulated ERP publishes within PUBLISH_DELAY_MS, so only fresh claims show as queued).
 */
export function seedPublish({ db }: SeedContext): void {
  const rng = createRng(0x9b115a);
  const inStock = db
    .prepare('SELECT id FROM products WHERE inventory > 0 ORDER BY id LIMIT 200')
    .pluck()
    .all() as number[];
  const insert = db.prepare(
    `INSERT INTO publish_box_items (user_id, product_id, platform, status, claimed_at, published_at)
     VALUES (?, ?, 'tiktok', 'published', ?, ?)`,
  );
  const chosen = new Set<number>();
  while (chosen.size < Math.min(5, inStock.length)) chosen.add(rng.pick(inStock));
  [...chosen].forEach((productId, i) => {
    const claimed = SEED_EPOCH - (20 - i * 4) * DAY_MS;
    insert.run(DEMO_USER.id, productId, nowIso(claimed), nowIso(claimed + rng.int(1, 6) * HOUR_MS));
  });
}
