import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const migrationsDir = path.join(__dirname, 'migrations');

/** Opens (creating when missing) the database file with the settings every connection needs. */
export function openDatabase(file: string): Db {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

/**
 * Applies the `migrations/NNN-name.sql` files not applied yet, in name order, each in its own transaction.
 * Returns the names applied now.
 */
export function migrate(db: Db): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const applied = new Set(db.prepare('SELECT name FROM schema_migrations').pluck().all() as string[]);
  const pending = fs
    .readdirSync(migrationsDir)
    .filter((f) => /^\d{3}-[\w-]+\.sql$/.test(f) && !applied.has(f))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (name) VALUES (?)');
  for (const name of pending) {
    const sql = fs.readFileSync(path.join(migrationsDir, name), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      record.run(name);
    })();
  }
  return pending;
}

/** The current time as the ISO 8601 text every timestamp column holds. */
export function nowIso(now: number = Date.now()): string {
  return new Date(now).toISOString();
}

/** How many rows `from` (a table, its joins and WHERE clause) holds: a page's total before LIMIT and OFFSET. */
export function countRows(db: Db, from: string, params: readonly unknown[]): number {
  return db
    .prepare(`SELECT COUNT(*) FROM ${from}`)
    .pluck()
    .get(...params) as number;
}
