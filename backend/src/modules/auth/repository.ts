import type { User } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';

export interface UserRow extends User {
  password_hash: string | null;
}

export interface NewUser {
  email: string;
  first_name: string;
  last_name: string;
  password_hash: string | null;
}

export function findUserByEmail(db: Db, email: string): UserRow | null {
  const row = db
    .prepare('SELECT id, email, first_name, last_name, password_hash FROM users WHERE email = ?')
    .get(email) as UserRow | undefined;
  return row ?? null;
}

export function findUserById(db: Db, id: number): User | null {
  const row = db.prepare('SELECT id, email, first_name, last_name FROM users WHERE id = ?').get(id) as User | undefined;
  return row ?? null;
}

export function insertUser(db: Db, user: NewUser): User {
  const { lastInsertRowid } = db
    .prepare('INSERT INTO users (email, first_name, last_name, password_hash, created_at) VALUES (?, ?, ?, ?, ?)')
    .run(user.email, user.first_name, user.last_name, user.password_hash, nowIso());
  return { id: Number(lastInsertRowid), email: user.email, first_name: user.first_name, last_name: user.last_name };
}

export function deleteToken(db: Db, tokenHash: string): void {
  db.prepare('DELETE FROM auth_tokens WHERE token_hash = ?').run(tokenHash);
}

export function insertPasswordReset(db: Db, tokenHash: string, userId: number, expiresAt: string): void {
  db.prepare('DELETE FROM password_resets WHERE expires_at <= ?').run(nowIso());
  db.prepare('INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    tokenHash,
    userId,
    expiresAt,
  );
}

/** Marks an unused, unexpired reset token used and answers its user; null when the token is not good. */
export function consumePasswordReset(db: Db, tokenHash: string): number | null {
  const now = nowIso();
  const userId = db
    .prepare(
      `UPDATE password_resets SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
       RETURNING user_id`,
    )
    .pluck()
    .get(now, tokenHash, now) as number | undefined;
  return userId ?? null;
}

/** Sets the password and ends every bearer token of the user. */
export function replacePassword(db: Db, userId: number, passwordHash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
  db.prepare('DELETE FROM auth_tokens WHERE user_id = ?').run(userId);
}

export interface Mail {
  to: string;
  subject: string;
  body: string;
  link: string | null;
}

export function insertOutboxMail(db: Db, mail: Mail): void {
  db.prepare('INSERT INTO outbox (to_email, subject, body, link, created_at) VALUES (?, ?, ?, ?, ?)').run(
    mail.to,
    mail.subject,
    mail.body,
    mail.link,
    nowIso(),
  );
}
