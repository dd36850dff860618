import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { sha256 } from '../../plugins/auth';

export const ENTRY_CODE_TTL_MS = 5 * 60 * 1000;

/** The ERP center's address for the customer, with a one-time entry code (only its hash is stored). */
export function issueEntryUrl(db: Db, config: Config, userId: number): string {
  const code = randomBytes(32).toString('base64url');
  db.prepare('DELETE FROM entry_codes WHERE expires_at <= ?').run(nowIso());
  db.prepare('INSERT INTO entry_codes (code_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    sha256(code),
    userId,
    nowIso(Date.now() + ENTRY_CODE_TTL_MS),
  );
  return `${config.devUrl}/__dev/erp?${new URLSearchParams({ code })}`;
}

/** Uses an unused, unexpired code and answers its user; null otherwise. */
export function consumeEntryCode(db: Db, code: string): number | null {
  const now = nowIso();
  const userId = db
    .prepare(
      'UPDATE entry_codes SET used_at = ? WHERE code_hash = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id',
    )
    .pluck()
    .get(now, sha256(code), now) as number | undefined;
  return userId ?? null;
}
