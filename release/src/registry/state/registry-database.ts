import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { HistoryEntry, RegistryDocument, RemoteState } from '../../shared/registry-model';

export type Db = Database.Database;

/** Why the registry's database cannot be used, in one line naming the file: the registry's start prints it. */
export class RegistryDatabaseError extends Error {}

/** Written into every registry database, so a database of something else is never taken for an empty registry. */
const SCHEMA = 'release-registry 1';

// The registry's document: the remotes as one JSON value (a few kilobytes, always read and written whole), the
// history as rows (it only grows), the shoppers' signals as rows (24 hours) and the canaries' judgements in a row.
const CREATE = `
CREATE TABLE registry_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE registry_state (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL, remotes TEXT NOT NULL);
CREATE TABLE registry_history (
  seq INTEGER PRIMARY KEY, at TEXT NOT NULL, who TEXT NOT NULL, remote TEXT NOT NULL, action TEXT NOT NULL,
  build TEXT NOT NULL, manifest TEXT NOT NULL, previous TEXT, reason TEXT NOT NULL
);
CREATE TABLE shopper_signals (
  at INTEGER NOT NULL, remote TEXT NOT NULL, build TEXT NOT NULL, kind TEXT NOT NULL, shopper TEXT NOT NULL,
  name TEXT, value REAL
);
CREATE INDEX shopper_signals_by_build ON shopper_signals (remote, build, at);
CREATE INDEX shopper_signals_by_time ON shopper_signals (at);
CREATE TABLE canary_judgements (
  remote TEXT PRIMARY KEY, build TEXT NOT NULL, action TEXT NOT NULL, in_row INTEGER NOT NULL
);
INSERT INTO registry_state (id, version, remotes) VALUES (1, 0, '{}');
`;

export interface OpenOptions {
  /**
   * Create the database when the file does not exist (`--init`): once. An existing registry that has had a change is
   * refused with it, so `--init` left in a start command fails on the next start rather than one day making a lost
   * database again empty; one with no change yet is opened as it is (to import a `registry.json` again).
   */
  init?: boolean;
}

/**
 * Opens the registry's SQLite database, refusing anything that is not a whole registry: a missing file (unless
 * `init`: a volume that is not mounted must not start an empty registry, which shells would follow into rolling
 * every remote back), a file SQLite cannot read or that fails `PRAGMA quick_check`, a database of another schema,
 * and with `init` a registry that already has changes (decision 054).
 * WAL with `synchronous=FULL`: a change is on disk when its transaction commits; a busy timeout lets a second
 * registry process on the same file wait for the first one's transaction instead of failing.
 */
export function openRegistryDatabase(file: string, options: OpenOptions = {}): Db {
  const memory = file === ':memory:';
  const missing = !memory && !existsSync(file);
  if (missing && !options.init) {
    throw new RegistryDatabaseError(
      `${file} is missing: restore it from backup, or create an empty registry with --init (the shells keep the map they hold)`,
    );
  }
  if (missing) mkdirSync(path.dirname(file), { recursive: true });
  let db: Db | undefined;
  try {
    db = new Database(file, { fileMustExist: !missing && !memory });
    db.pragma('busy_timeout = 5000');
    if (!missing && !memory) checkWhole(db, file);
    const version = !missing && !memory && options.init ? readVersion(db) : 0;
    if (version > 0) {
      throw new RegistryDatabaseError(
        `${file} already holds a registry (version ${version}): --init creates a registry once; start without it`,
      );
    }
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    if (missing || memory) {
      db.transaction(() => {
        db!.exec(CREATE);
        db!.prepare('INSERT INTO registry_meta (key, value) VALUES (?, ?)').run('schema', SCHEMA);
      }).immediate();
    }
    return db;
  } catch (error) {
    db?.close();
    if (error instanceof RegistryDatabaseError) throw error;
    throw new RegistryDatabaseError(`${file} cannot be used: ${oneLine(error)}`);
  }
}

function checkWhole(db: Db, file: string): void {
  const problems = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check);
  if (problems.join() !== 'ok') {
    throw new RegistryDatabaseError(`${file} is damaged (quick_check: ${problems.slice(0, 3).join('; ')})`);
  }
  const hasMeta = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'registry_meta'").get();
  const schema = hasMeta
    ? (db.prepare("SELECT value FROM registry_meta WHERE key = 'schema'").pluck().get() as string | undefined)
    : undefined;
  if (schema !== SCHEMA) {
    throw new RegistryDatabaseError(
      `${file} is not a release registry database (schema ${schema ? `"${schema}"` : 'missing'}, expected "${SCHEMA}")`,
    );
  }
}

const oneLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

interface HistoryRow extends Omit<HistoryEntry, 'action'> {
  action: string;
}

/** The whole document as of now (the caller's transaction, if any, makes it a consistent read). */
/** The version alone: what a shell's poll is answered 304 by, read without the rest. */
export const readVersion = (db: Db): number =>
  (db.prepare('SELECT version FROM registry_state WHERE id = 1').get() as { version: number }).version;

/** The remotes' state without the history, which only grows: what the shells' map and the signals need. */
export function readState(db: Db): Pick<RegistryDocument, 'version' | 'remotes'> {
  const state = db.prepare('SELECT version, remotes FROM registry_state WHERE id = 1').get() as {
    version: number;
    remotes: string;
  };
  return { version: state.version, remotes: JSON.parse(state.remotes) as Record<string, RemoteState> };
}

export function readDocument(db: Db): RegistryDocument {
  const state = readState(db);
  const history = db
    .prepare(
      'SELECT seq, at, who, remote, action, build, manifest, previous, reason FROM registry_history ORDER BY seq',
    )
    .all() as HistoryRow[];
  return { ...state, history: history as HistoryEntry[] };
}

/**
 * One change as one `BEGIN IMMEDIATE` transaction: the document is read under the write lock, `apply` changes it
 * (and appends to its history), and what it changed is written back before the lock is let go. Two registry
 * processes on one file take their changes one after the other, each from the other's result, so no change is lost
 * and no version is given twice (the version is the shells' ETag: a reused one would hide a change). `apply`
 * throwing rolls everything back.
 */
/** Writes the document's version and remotes, and appends `entries` to the history: inside a transaction. */
export function writeState(db: Db, document: RegistryDocument, entries: readonly HistoryEntry[]): void {
  db.prepare('UPDATE registry_state SET version = ?, remotes = ? WHERE id = 1').run(
    document.version,
    JSON.stringify(document.remotes),
  );
  const append = db.prepare(
    `INSERT INTO registry_history (seq, at, who, remote, action, build, manifest, previous, reason)
     VALUES (@seq, @at, @who, @remote, @action, @build, @manifest, @previous, @reason)`,
  );
  for (const entry of entries) append.run({ ...entry, previous: entry.previous ?? null });
}

export function updateDocument<T>(db: Db, apply: (document: RegistryDocument) => T): T {
  return db
    .transaction(() => {
      const document = readDocument(db);
      const { version } = document;
      const kept = document.history.length;
      const result = apply(document);
      if (document.version <= version) {
        throw new Error(`a registry change must move the version on from ${version}`);
      }
      writeState(db, document, document.history.slice(kept));
      return result;
    })
    .immediate();
}
