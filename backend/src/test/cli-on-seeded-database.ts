import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { testConfig } from '../config';
import { migrate, openDatabase, type Db } from '../db/database';
import { seedDatabase } from '../seed';

export interface CliOnSeededDatabase {
  /** The database file the CLI is given as SHOP_DB, for the test to read what the CLI changed. */
  dbFile: string;
  /** Runs the CLI with these arguments; rejects with the exit code and output when it exits non-zero. */
  run(...args: string[]): Promise<{ stdout: string; stderr: string }>;
}

const execFileAsync = promisify(execFile);

/**
 * One of the backend's CLI tools (src/cli) run as `pnpm --filter @shop/backend <name>` runs it, through tsx, on a
 * seeded database of its own in a temporary folder. Registers the describe block's hooks that create the database
 * (then `prepare` adds to it) and remove the folder after.
 */
export function cliOnSeededDatabase(name: string, prepare: (db: Db) => void = () => {}): CliOnSeededDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-${name}-cli-`));
  const dbFile = path.join(dir, 'shop.sqlite');
  const tsx = path.join(__dirname, '../../node_modules/.bin/tsx');
  const cli = path.join(__dirname, `../cli/${name}.ts`);
  beforeAll(async () => {
    const db = openDatabase(dbFile);
    migrate(db);
    await seedDatabase({ db, config: testConfig({ dbFile, uploadDir: path.join(dir, 'uploads') }) });
    prepare(db);
    db.close();
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return {
    dbFile,
    run: (...args) => execFileAsync(tsx, [cli, '--', ...args], { env: { ...process.env, SHOP_DB: dbFile } }),
  };
}
