// `pnpm --filter @shop/backend seed`: replaces the database file with a freshly migrated and seeded one
// (SHOP_DB, SEED_PRODUCTS as for the server). Stop the backend first: it holds the file open.
import fs from 'node:fs';
import { loadConfig } from '../config';
import { migrate, openDatabase } from '../db/database';
import { seedDatabase } from '../seed';

async function main(): Promise<void> {
  const config = loadConfig();
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${config.dbFile}${suffix}`, { force: true });
  const db = openDatabase(config.dbFile);
  migrate(db);
  const started = Date.now();
  await seedDatabase({ db, config });
  db.close();
  console.log(`seeded ${config.dbFile} with ${config.seedProducts} products in ${Date.now() - started} ms`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
