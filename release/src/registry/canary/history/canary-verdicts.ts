import type { Db } from '../../state/registry-database';
import type { JudgedCanary } from '../../state/registry-store';
import type { Verdict } from '../verdict';

/**
 * A verdict as people read it: not enough to judge by, no worse than live, worse, worse by its shoppers' word alone
 * (not corroborated), or the figures unreadable.
 */
export type VerdictState = 'waiting' | 'passed' | 'failed' | 'kept' | 'unknown';

/** The last verdict the judge reached on a remote's canary, with the figures it reached it on. */
export interface LastVerdict {
  canary: JudgedCanary;
  at: string;
  state: VerdictState;
  reason: string;
}

export function stateOf(verdict: Verdict): VerdictState {
  if (verdict.action === 'keep') return 'kept';
  if (verdict.action !== 'wait') return verdict.action === 'rollback' ? 'failed' : 'passed';
  if (verdict.passing) return 'passed';
  return verdict.unknown ? 'unknown' : 'waiting';
}

// Beside the registry's tables, created where it is first needed: a database made before it has none, and gets
// it on the first open without a schema change (nothing in it outlives a canary's interest).
const CREATE = `CREATE TABLE IF NOT EXISTS canary_verdicts (
  remote TEXT PRIMARY KEY, build TEXT NOT NULL, since TEXT NOT NULL, step INTEGER NOT NULL, at TEXT NOT NULL,
  state TEXT NOT NULL, reason TEXT NOT NULL
)`;

/**
 * The verdict of every round of the judge that acts (built-in or from the metrics engine), the last one per remote,
 * kept in the registry's database: the teams page shows it, so the page and the judge never disagree (a second
 * judgement made for the page, on the registry's own figures, said "waiting for shoppers" while Prometheus' figures
 * were rolling the canary back). Kept, not held in the judge's memory: every registry process on the file shows it.
 */
export class CanaryVerdicts {
  constructor(private readonly db: Db) {
    db.exec(CREATE);
  }

  record(remote: string, canary: JudgedCanary, at: number, verdict: Verdict): void {
    this.db
      .prepare(
        `INSERT INTO canary_verdicts (remote, build, since, step, at, state, reason) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (remote) DO UPDATE SET build = excluded.build, since = excluded.since, step = excluded.step,
           at = excluded.at, state = excluded.state, reason = excluded.reason`,
      )
      .run(
        remote,
        canary.build,
        canary.since,
        canary.step,
        new Date(at).toISOString(),
        stateOf(verdict),
        verdict.reason,
      );
  }

  /** The last verdict on `remote`'s canary, if it was on `canary` (the one there now): never another canary's. */
  last(remote: string, canary: JudgedCanary | null): LastVerdict | null {
    if (!canary) return null;
    const row = this.db
      .prepare('SELECT build, since, step, at, state, reason FROM canary_verdicts WHERE remote = ?')
      .get(remote) as
      { build: string; since: string; step: number; at: string; state: VerdictState; reason: string } | undefined;
    if (!row || row.build !== canary.build || row.since !== canary.since) return null;
    return {
      canary: { build: row.build, since: row.since, step: row.step },
      at: row.at,
      state: row.state,
      reason: row.reason,
    };
  }
}
