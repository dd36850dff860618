import type { Db } from './registry-database';
import type { QaSummary, QaVerdict } from '../../shared/registry-model';

// Every verdict is kept (who said what of which content, and when); the newest of a digest is its verdict. Created
// where first needed, as the canaries' tables are.
const CREATE = `CREATE TABLE IF NOT EXISTS qa_verdicts (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, remote TEXT NOT NULL, build TEXT NOT NULL, digest TEXT NOT NULL,
  passed INTEGER NOT NULL, run TEXT NOT NULL, report TEXT, who TEXT NOT NULL, at TEXT NOT NULL,
  summary TEXT, pages TEXT, output TEXT
);
CREATE INDEX IF NOT EXISTS qa_verdicts_by_digest ON qa_verdicts (remote, digest, seq)`;

interface VerdictRow {
  remote: string;
  digest: string;
  passed: number;
  run: string;
  report: string | null;
  who: string;
  at: string;
  summary: string | null;
  pages: string | null;
  output: string | null;
}

const verdictOf = (row: VerdictRow): QaVerdict => ({
  passed: row.passed === 1,
  run: row.run,
  report: row.report,
  digest: row.digest,
  who: row.who,
  at: row.at,
  summary: row.summary === null ? null : (JSON.parse(row.summary) as QaSummary),
  pages: row.pages === null ? null : (JSON.parse(row.pages) as Record<string, string>),
  ...(row.output === null ? {} : { output: row.output }),
});

/** QA's verdicts on builds, by the content they were run on (decision 058). */
export class QaVerdicts {
  constructor(private readonly db: Db) {
    db.exec(CREATE);
  }

  record(remote: string, build: string, verdict: QaVerdict): void {
    this.db
      .prepare(
        `INSERT INTO qa_verdicts (remote, build, digest, passed, run, report, who, at, summary, pages, output)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        remote,
        build,
        verdict.digest,
        verdict.passed ? 1 : 0,
        verdict.run,
        verdict.report,
        verdict.who,
        verdict.at,
        verdict.summary === null ? null : JSON.stringify(verdict.summary),
        verdict.pages === null ? null : JSON.stringify(verdict.pages),
        verdict.output ?? null,
      );
  }

  /** The verdict of a content: the newest recorded against its digest. */
  newest(remote: string, digest: string): QaVerdict | null {
    const row = this.db
      .prepare('SELECT * FROM qa_verdicts WHERE remote = ? AND digest = ? ORDER BY seq DESC LIMIT 1')
      .get(remote, digest) as VerdictRow | undefined;
    return row ? verdictOf(row) : null;
  }

  /** The verdict of every content that has one, by remote and digest. */
  newestByDigest(): Map<string, QaVerdict> {
    const rows = this.db
      .prepare(`SELECT * FROM qa_verdicts WHERE seq IN (SELECT MAX(seq) FROM qa_verdicts GROUP BY remote, digest)`)
      .all() as VerdictRow[];
    return new Map(rows.map((row) => [`${row.remote} ${row.digest}`, verdictOf(row)]));
  }
}
