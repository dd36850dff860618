import type { Db } from '../state/registry-database';
import type { BuildFigures } from '../../shared/registry-model';
import type { ForwardedSignal, ServerError } from '@shop/serve';

export type FiguresByRemote = Record<string, Record<string, BuildFigures>>;

const HOUR_MS = 60 * 60_000;
/** Old signals are deleted at most this often, not on every batch. */
const PRUNE_EVERY_MS = 60_000;

interface CountRow {
  remote: string;
  build: string;
  views: number;
  errors: number;
  shoppers: number;
  failingShoppers: number;
  failingNetworks: number;
}

// The canary's corroborating evidence (decision 055), added to databases made before it on their first open: the
// client network a signal came from, and what the shell servers saw go wrong themselves per build.
function addEvidenceTables(db: Db): void {
  const columns = db.prepare("SELECT name FROM pragma_table_info('shopper_signals')").pluck().all() as string[];
  db.transaction(() => {
    if (!columns.includes('network')) db.exec('ALTER TABLE shopper_signals ADD COLUMN network TEXT');
    db.exec(
      `CREATE TABLE IF NOT EXISTS server_errors (
         at INTEGER NOT NULL, remote TEXT NOT NULL, build TEXT NOT NULL, kind TEXT NOT NULL, count INTEGER NOT NULL
       );
       CREATE INDEX IF NOT EXISTS server_errors_by_time ON server_errors (at);`,
    );
  }).immediate();
}

const emptyFigures = (): BuildFigures => ({
  views: 0,
  errors: 0,
  errorRate: 0,
  shoppers: 0,
  failingShoppers: 0,
  failingNetworks: 0,
  serverErrors: {},
  lcpP75: null,
  inpP75: null,
  clsP75: null,
  failedCalls: {},
});

function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  return values[Math.min(values.length - 1, Math.ceil(values.length * 0.75) - 1)]!;
}

/**
 * Shoppers' signals, kept as they came in the registry's database for `retentionMs` (24 hours), with what the shell
 * servers saw go wrong themselves: each batch is one transaction, so what was answered 204 survives a kill of the
 * registry. Figures over any span in that time: views, errors, distinct shoppers, failing shoppers and the distinct
 * client networks they came from, p75 of LCP, INP and CLS, failed calls by name, server-seen errors, per build.
 */
export class SignalsStore {
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly retentionMs = 24 * HOUR_MS,
    private readonly now: () => number = Date.now,
  ) {
    addEvidenceTables(db);
  }

  /** A shell server's batch: its shoppers' signals and the errors it saw itself (`e`, absent from older shells). */
  add(signals: readonly ForwardedSignal[], serverErrors: readonly ServerError[] = []): void {
    const at = this.now();
    const insert = this.db.prepare(
      `INSERT INTO shopper_signals (at, remote, build, kind, shopper, name, value, network)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const insertError = this.db.prepare(
      'INSERT INTO server_errors (at, remote, build, kind, count) VALUES (?, ?, ?, ?, ?)',
    );
    this.db
      .transaction(() => {
        for (const s of signals) insert.run(at, s.r, s.b, s.k, s.u, s.n ?? null, s.v ?? null, s.w ?? null);
        for (const e of serverErrors) insertError.run(at, e.r, e.b, e.k, e.c);
        if (at - this.prunedAt >= PRUNE_EVERY_MS) {
          this.db.prepare('DELETE FROM shopper_signals WHERE at < ?').run(at - this.retentionMs);
          this.db.prepare('DELETE FROM server_errors WHERE at < ?').run(at - this.retentionMs);
          this.prunedAt = at;
        }
      })
      .immediate();
  }

  /** Remote -> build -> figures over the last `windowMs`. */
  figures(windowMs: number): FiguresByRemote {
    const now = this.now();
    return this.between(now - windowMs, now);
  }

  /** Remote -> build -> figures from `fromMs` to `toMs` (both included), of one remote or of all. */
  between(fromMs: number, toMs: number, remote?: string): FiguresByRemote {
    const from = Math.max(fromMs, this.now() - this.retentionMs);
    const where = `at >= ? AND at <= ?${remote === undefined ? '' : ' AND remote = ?'}`;
    const params = remote === undefined ? [from, toMs] : [from, toMs, remote];
    const counts = this.db
      .prepare(
        `SELECT remote, build,
           SUM(kind = 'view') AS views,
           SUM(kind IN ('load-error', 'render-error', 'call-error')) AS errors,
           COUNT(DISTINCT CASE WHEN kind <> 'vital' THEN shopper END) AS shoppers,
           COUNT(DISTINCT CASE WHEN kind IN ('load-error', 'render-error', 'call-error') THEN shopper END)
             AS failingShoppers,
           -- A signal without a network's tag (an older shell) is of one unknown network, never of many.
           COUNT(DISTINCT CASE WHEN kind IN ('load-error', 'render-error', 'call-error') THEN COALESCE(network, '')
             END) AS failingNetworks
         FROM shopper_signals WHERE ${where} GROUP BY remote, build`,
      )
      .all(...params) as CountRow[];
    const result: FiguresByRemote = {};
    for (const row of counts) {
      (result[row.remote] ??= {})[row.build] = {
        views: row.views,
        errors: row.errors,
        errorRate: row.views > 0 ? row.errors / row.views : row.errors > 0 ? 1 : 0,
        shoppers: row.shoppers,
        failingShoppers: row.failingShoppers,
        failingNetworks: row.failingNetworks,
        serverErrors: {},
        lcpP75: null,
        inpP75: null,
        clsP75: null,
        failedCalls: {},
      };
    }
    const calls = this.db
      .prepare(
        `SELECT remote, build, name, COUNT(*) AS n FROM shopper_signals
         WHERE ${where} AND kind = 'call-error' AND name IS NOT NULL GROUP BY remote, build, name`,
      )
      .all(...params) as { remote: string; build: string; name: string; n: number }[];
    for (const { remote: r, build, name, n } of calls) {
      const figures = result[r]?.[build];
      if (figures) figures.failedCalls[name] = n;
    }
    const seen = this.db
      .prepare(
        `SELECT remote, build, kind, SUM(count) AS n FROM server_errors WHERE ${where} GROUP BY remote, build, kind`,
      )
      .all(...params) as { remote: string; build: string; kind: ServerError['k']; n: number }[];
    for (const { remote: r, build, kind, n } of seen) {
      // A build the servers saw fail without a shopper's signal of it still has figures: its errors.
      const figures = ((result[r] ??= {})[build] ??= emptyFigures());
      figures.serverErrors[kind] = n;
    }
    const vitals = this.db
      .prepare(
        `SELECT remote, build, name, value FROM shopper_signals
         WHERE ${where} AND kind = 'vital' AND name IN ('LCP', 'INP', 'CLS') AND value IS NOT NULL
         ORDER BY remote, build, name, value`,
      )
      .all(...params) as { remote: string; build: string; name: 'LCP' | 'INP' | 'CLS'; value: number }[];
    const samples = new Map<string, number[]>();
    for (const { remote: r, build, name, value } of vitals) {
      const key = `${r}\u0000${build}\u0000${name}`;
      const kept = samples.get(key);
      if (kept) kept.push(value);
      else samples.set(key, [value]);
    }
    for (const [key, values] of samples) {
      const [r, build, name] = key.split('\u0000') as [string, string, 'LCP' | 'INP' | 'CLS'];
      const figures = result[r]?.[build];
      if (!figures) continue;
      const field = name === 'LCP' ? 'lcpP75' : name === 'INP' ? 'inpP75' : 'clsP75';
      figures[field] = p75(values);
    }
    return result;
  }
}
