import type { SocialProvider, User } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';

export interface OAuthState {
  state: string;
  session_id: string;
  provider: SocialProvider;
  redirect: string;
  /** sha256 of the code the provider issued for this state; null until it has. */
  code: string | null;
  expires_at: string;
}

export function insertOAuthState(db: Db, row: Omit<OAuthState, 'code'>): void {
  // Abandoned logins leave rows behind; each new login clears the expired ones.
  db.prepare('DELETE FROM oauth_states WHERE expires_at <= ?').run(nowIso());
  db.prepare('INSERT INTO oauth_states (state, session_id, provider, redirect, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    row.state,
    row.session_id,
    row.provider,
    row.redirect,
    row.expires_at,
  );
}

/** Binds a provider code to a live state of that provider; false when there is no such state. */
export function setOAuthCode(db: Db, state: string, provider: string, codeHash: string): boolean {
  return (
    db
      .prepare('UPDATE oauth_states SET code = ? WHERE state = ? AND provider = ? AND expires_at > ?')
      .run(codeHash, state, provider, nowIso()).changes === 1
  );
}

/** Removes and answers the state when it belongs to this session: a state serves one callback only. */
export function takeOAuthState(db: Db, state: string, sessionId: string): OAuthState | null {
  const row = db
    .prepare('DELETE FROM oauth_states WHERE state = ? AND session_id = ? RETURNING *')
    .get(state, sessionId) as OAuthState | undefined;
  return row ?? null;
}

export function findSocialUser(db: Db, provider: SocialProvider, subject: string): User | null {
  const row = db
    .prepare(
      `SELECT u.id, u.email, u.first_name, u.last_name FROM social_accounts s JOIN users u ON u.id = s.user_id
       WHERE s.provider = ? AND s.subject = ?`,
    )
    .get(provider, subject) as User | undefined;
  return row ?? null;
}

export function linkSocialAccount(db: Db, provider: SocialProvider, subject: string, userId: number): void {
  db.prepare('INSERT INTO social_accounts (provider, subject, user_id) VALUES (?, ?, ?)').run(
    provider,
    subject,
    userId,
  );
}
