import type { Db } from '../state/registry-database';
import type { BuildFigures } from '../../shared/registry-model';
import type { ForwardedSignal } from '@shop/serve';

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
}

function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  return values[Math.min(values.length - 1, Math.ceil(values.length * 0.75) - 1)]!;
}

/**
 * Shoppers' signals, kept as they came in the registry's database for `retentionMs` (24 hours): each batch is one
 * transaction, so what was answered 204 survives a kill of the registry. Figures over any span in that time: views,
 * errors, distinct shoppers and failing shoppers, p75 of LCP, INP and CLS, failed calls by name, per build.
 */
export class SignalsStore {
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    private readonly retentionMs = 24 * HOUR_MS,
    private readonly now: () => number = Date.now,
  ) {}

  add(signals: readonly ForwardedSignal[]): void {
    const at = this.now();
    const insert = this.db.prepare(
      'INSERT INTO shopper_signals (at, remote, build, kind, shopper, name, value) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    this.db
      .transaction(() => {
        for (const s of signals) insert.run(at, s.r, s.b, s.k, s.u, s.n ?? null, s.v ?? null);
        if (at - this.prunedAt >= PRUNE_EVERY_MS) {
          this.db.prepare('DELETE FROM shopper_signals WHERE at < ?').run(at - this.retentionMs);
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
             AS failingShoppers
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
