import type { Db } from '../../state/registry-database';
import type { Verdict } from '../verdict';

/**
 * How many judgements in a row said the same of each remote's canary, kept in the registry's database so a restart
 * of the registry does not start the count again. Beside the document, not in it: a count that moves every 10 s
 * would move the version, the shells' ETag, and have every shell fetch an unchanged live map.
 */
export class CanaryJudgements {
  constructor(private readonly db: Db) {}

  /** Records one judgement of `build`, the canary of `remote`; returns how many in a row said so (0 for wait). */
  record(remote: string, build: string, action: Verdict['action']): number {
    return this.db
      .transaction(() => {
        if (action === 'wait') {
          this.forget(remote);
          return 0;
        }
        const last = this.db
          .prepare('SELECT build, action, in_row AS inRow FROM canary_judgements WHERE remote = ?')
          .get(remote) as { build: string; action: string; inRow: number } | undefined;
        const inRow = last && last.build === build && last.action === action ? last.inRow + 1 : 1;
        this.db
          .prepare(
            `INSERT INTO canary_judgements (remote, build, action, in_row) VALUES (?, ?, ?, ?)
             ON CONFLICT (remote) DO UPDATE SET build = excluded.build, action = excluded.action, in_row = excluded.in_row`,
          )
          .run(remote, build, action, inRow);
        return inRow;
      })
      .immediate();
  }

  /** The judgements in a row of `remote`'s canary so far, as the judge last recorded them (none while it waits). */
  current(remote: string): { build: string; action: Verdict['action']; inRow: number } | null {
    const row = this.db
      .prepare('SELECT build, action, in_row AS inRow FROM canary_judgements WHERE remote = ?')
      .get(remote) as { build: string; action: Verdict['action']; inRow: number } | undefined;
    return row ?? null;
  }

  forget(remote: string): void {
    this.db.prepare('DELETE FROM canary_judgements WHERE remote = ?').run(remote);
  }
}
