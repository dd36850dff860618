import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SignalsStore } from '../signals/signals-store';
import { openRegistryDatabase, RegistryDatabaseError } from './registry-database';
import { importJsonRegistry } from './registry-json-import';
import { RegistryStore } from './registry-store';
import { publishedBuild, VERIFIED } from './published-fixtures';

const manifest = (build: string) => `https://cdn.example/mf_catalog/${build}/mf-manifest.json`;

let dir: string;
let file: string;
const opened: Database.Database[] = [];
const open = (init = false) => {
  const db = openRegistryDatabase(file, { init });
  opened.push(db);
  return db;
};
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'registry-db-'));
  file = path.join(dir, 'registry.sqlite');
});
afterEach(() => {
  opened.splice(0).forEach((db) => db.open && db.close());
  rmSync(dir, { recursive: true, force: true });
});

describe("the registry's database", () => {
  it('is shared by two registries on one file without losing a change or giving a version twice', () => {
    const first = new RegistryStore(open(true));
    const second = new RegistryStore(open());
    const versions: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const store = i % 2 === 0 ? first : second;
      const build = `b${i}`;
      versions.push(store.publish(publishedBuild(build), { who: 'a' }).version);
      versions.push(store.recordVerification('mf_catalog', build, VERIFIED, { who: 'a' }).version);
      // Each promotes over what the other did: both promotions end in the history, each naming the one before.
      versions.push(store.promote('mf_catalog', build, { who: 'a' }).version);
    }
    expect(versions).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const store of [first, second]) {
      const document = store.read();
      expect(document.version).toBe(30);
      expect(Object.keys(document.remotes.mf_catalog!.builds)).toHaveLength(10);
      expect(document.history.map((entry) => entry.seq)).toEqual(versions);
      const promotions = document.history.filter((entry) => entry.action === 'promote');
      expect(promotions.map((entry) => entry.previous)).toEqual([null, ...promotions.slice(0, -1).map((p) => p.build)]);
    }
    // A rollback by one registry goes back over the other's last promotion.
    expect(first.rollback('mf_catalog', { who: 'a' }).remotes.mf_catalog?.live?.build).toBe('b8');
    expect(second.read().remotes.mf_catalog?.live?.build).toBe('b8');
  });

  it('refuses to start from a missing file unless asked to create it, and creates a registry once', () => {
    expect(() => open()).toThrow(
      new RegistryDatabaseError(
        `${file} is missing: restore it from backup, or create an empty registry with --init (the shells keep the map they hold)`,
      ),
    );
    open(true).close();
    // --init on a registry with no change yet opens it as it is (an import of registry.json may be tried again).
    const store = new RegistryStore(open(true));
    store.publish(publishedBuild('b1'), { who: 'a' });
    // Once it has a change, --init is refused: left in a start command, it fails now, not the day the file is lost.
    expect(() => open(true)).toThrow(
      new RegistryDatabaseError(
        `${file} already holds a registry (version 1): --init creates a registry once; start without it`,
      ),
    );
    expect(new RegistryStore(open()).read().version).toBe(1);
  });

  it('refuses a truncated file, and a database that is not a registry, naming the file and the problem', () => {
    const store = new RegistryStore(open(true));
    for (let i = 0; i < 50; i += 1) {
      store.publish(publishedBuild(`b${i}`), { who: 'a' });
    }
    opened.splice(0).forEach((db) => db.close());
    truncateSync(file, Math.floor(readFileSync(file).length / 2));
    expect(() => open(true)).toThrow(RegistryDatabaseError);
    expect(() => open(true)).toThrow(
      new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (is damaged|cannot be used)`),
    );

    writeFileSync(file, '');
    expect(() => open(true)).toThrow(`${file} is not a release registry database (schema missing`);
    rmSync(file);
    const other = new Database(file);
    other.exec('CREATE TABLE orders (id INTEGER PRIMARY KEY)');
    other.close();
    expect(() => open(true)).toThrow('is not a release registry database');
  });

  it("keeps shoppers' figures as they arrive: closed and opened again, nothing was lost", () => {
    const signals = new SignalsStore(open(true));
    signals.add([
      { k: 'view', r: 'mf_catalog', b: 'b1', u: 'shopper-1' },
      { k: 'call-error', r: 'mf_catalog', b: 'b1', u: 'shopper-1', n: 'cart.add' },
    ]);
    const before = signals.figures(600_000);
    // No save, no stop: a kill between two batches loses nothing that was answered.
    opened.splice(0).forEach((db) => db.close());
    expect(new SignalsStore(open()).figures(600_000)).toEqual(before);
    expect(before.mf_catalog?.b1).toMatchObject({ views: 1, errors: 1, shoppers: 1, failingShoppers: 1 });
  });

  it('imports the JSON document of before once, into a registry with no change', () => {
    const json = path.join(dir, 'registry.json');
    const canary = { build: 'b2', manifest: manifest('b2'), share: 10 };
    const policy = { marginPct: 5, windowS: 300, minViews: 20, since: '2026-11-25T10:00:00Z' };
    writeFileSync(
      json,
      JSON.stringify({
        version: 7,
        remotes: {
          mf_catalog: { live: { build: 'b1', manifest: manifest('b1') }, canary: { ...canary, policy }, builds: {} },
        },
        history: [
          {
            seq: 1,
            at: '2026-11-25T09:00:00Z',
            who: 'a',
            remote: 'mf_catalog',
            action: 'promote',
            build: 'b1',
            manifest: manifest('b1'),
            previous: null,
            reason: '',
          },
        ],
      }),
    );
    const db = open(true);
    expect(importJsonRegistry(db, json)).toBe(7);
    const document = new RegistryStore(db).read();
    expect(document).toMatchObject({ version: 7, history: [{ seq: 1, action: 'promote', build: 'b1' }] });
    expect(document.remotes.mf_catalog?.canary?.policy).toEqual({
      marginPct: 5,
      windowS: 300,
      minShoppers: 20,
      since: policy.since,
    });
    expect(() => importJsonRegistry(db, json)).toThrow('the registry has changes already');
  });
});
