import { SettingError } from '@shop/serve/settings';
import { buildApp } from './app';
import { loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { isSeeded, seedDatabase } from './seed';

/** Starts the backend: opens the database file, migrates, seeds it on first start, listens on 127.0.0.1. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.dbFile);
  migrate(db);
  if (!isSeeded(db)) {
    const started = Date.now();
    await seedDatabase({ db, config });
    console.log(`seeded ${config.dbFile} with ${config.seedProducts} products in ${Date.now() - started} ms`);
  }
  const app = buildApp(config, db, { logger: { level: process.env.LOG_LEVEL || 'warn' } });
  const close = async () => {
    await app.close();
    db.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ host: config.host, port: config.port });
  console.log(
    `backend listening on http://${config.host}:${config.port}${config.shopPassword ? ' (shop password gate on)' : ''}`,
  );
}

main().catch((error: unknown) => {
  // A setting it cannot take is one line naming it; anything else keeps its stack.
  console.error(error instanceof SettingError ? error.message : error);
  process.exit(1);
});
