import fs from 'node:fs';
import { loadConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';

/**
 * Runs `use` on the database the backend uses (SHOP_DB), migrated, and closes it after. These tools read and change
 * a store that has run; they never create one, so a missing file answers exit code 1 with a hint.
 */
export function withBackendDatabase(use: (db: Db) => number): number {
  const { dbFile } = loadConfig();
  if (!fs.existsSync(dbFile)) {
    console.error(`no database at ${dbFile}: start the backend once (or set SHOP_DB)`);
    return 1;
  }
  const db = openDatabase(dbFile);
  try {
    migrate(db);
    return use(db);
  } finally {
    db.close();
  }
}
