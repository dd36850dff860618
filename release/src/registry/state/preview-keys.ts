import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './registry-database';
import type { ActiveKey, PreviewKeyInfo } from '../../shared/registry-model';

// Beside the registry's tables, created where first needed: a database made before QA's keys gets the table on its
// first open, without a schema change. Only the secret's hash is kept: a key is shown once, when it is made.
const CREATE = `CREATE TABLE IF NOT EXISTS preview_keys (
  id TEXT PRIMARY KEY, kind TEXT NOT NULL, remote TEXT, build TEXT, digest TEXT, manifest TEXT,
  key_sha256 TEXT NOT NULL, until TEXT NOT NULL, who TEXT NOT NULL, made_at TEXT NOT NULL, revoked_at TEXT
)`;

/** The SHA-256 (hex) of a key's secret, the part after its `<remote>.` or `staff.`: what shells compare. */
export const secretSha256 = (secret: string): string => createHash('sha256').update(secret).digest('hex');

interface KeyRow {
  id: string;
  kind: 'preview' | 'staff';
  remote: string | null;
  build: string | null;
  digest: string | null;
  manifest: string | null;
  key_sha256: string;
  until: string;
  who: string;
  revoked_at: string | null;
}

export type NewKey =
  | { kind: 'staff'; until: string; who: string; at: string }
  | {
      kind: 'preview';
      remote: string;
      build: string;
      digest: string;
      manifest: string;
      until: string;
      who: string;
      at: string;
    };

const infoOf = (row: KeyRow): PreviewKeyInfo => ({
  id: row.id,
  kind: row.kind,
  ...(row.kind === 'preview' ? { remote: row.remote ?? '', build: row.build ?? '', digest: row.digest ?? '' } : {}),
  until: row.until,
  who: row.who,
  revoked: row.revoked_at !== null,
});

/**
 * QA's preview keys and the staff keys (decision 058), in the registry's database. Each is `<remote>.<secret>` or
 * `staff.<secret>`, the secret 32 random bytes (base64url, so never a `.`): unguessable, and nothing a bucket
 * cookie can be turned into. The caller's transaction moves the registry's version with every key made or revoked.
 */
export class PreviewKeys {
  constructor(private readonly db: Db) {
    db.exec(CREATE);
  }

  /** Records a new key and returns it: the only time the key itself exists outside the browser that holds it. */
  add(input: NewKey): { id: string; key: string } {
    const secret = randomBytes(32).toString('base64url');
    const id = randomBytes(8).toString('hex');
    const preview = input.kind === 'preview' ? input : null;
    this.db
      .prepare(
        `INSERT INTO preview_keys (id, kind, remote, build, digest, manifest, key_sha256, until, who, made_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        id,
        input.kind,
        preview?.remote ?? null,
        preview?.build ?? null,
        preview?.digest ?? null,
        preview?.manifest ?? null,
        secretSha256(secret),
        input.until,
        input.who,
        input.at,
      );
    return { id, key: `${preview ? preview.remote : 'staff'}.${secret}` };
  }

  find(id: string): PreviewKeyInfo | null {
    const row = this.db.prepare('SELECT * FROM preview_keys WHERE id = ?').get(id) as KeyRow | undefined;
    return row ? infoOf(row) : null;
  }

  revoke(id: string, at: string): void {
    this.db.prepare('UPDATE preview_keys SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ?').run(at, id);
  }

  /** Every key made, newest first: never a key nor its hash. */
  list(): PreviewKeyInfo[] {
    return (this.db.prepare('SELECT * FROM preview_keys ORDER BY rowid DESC').all() as KeyRow[]).map(infoOf);
  }

  /** The keys in force at `now`, for the shells' map: revoked and expired ones are left out. */
  active(now: Date): ActiveKey[] {
    const rows = this.db
      .prepare('SELECT * FROM preview_keys WHERE revoked_at IS NULL AND until > ? ORDER BY rowid')
      .all(now.toISOString()) as KeyRow[];
    return rows.map((row): ActiveKey =>
      row.kind === 'staff'
        ? { kind: 'staff', keySha256: row.key_sha256, until: row.until }
        : {
            kind: 'preview',
            remote: row.remote ?? '',
            build: row.build ?? '',
            manifest: row.manifest ?? '',
            keySha256: row.key_sha256,
            until: row.until,
          },
    );
  }
}
