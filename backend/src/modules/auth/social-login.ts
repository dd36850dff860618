import { randomBytes } from 'node:crypto';
import { ErrorCode, type SocialProvider, type User } from '@shop/api/contract';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { sha256 } from '../../plugins/auth';
import { findUserByEmail, insertUser } from './repository';
import { authorizeUrl, simulatedProfile, type SocialProfile } from './simulated-provider';
import { findSocialUser, insertOAuthState, linkSocialAccount, takeOAuthState } from './social-repository';

export const STATE_TTL_MS = 10 * 60 * 1000;

/** Starts a login: a random state bound to this browser session, and the provider page to send it to. */
export function startSocialLogin(
  db: Db,
  devUrl: string,
  sessionId: string,
  provider: SocialProvider,
  redirect: string,
): string {
  const state = randomBytes(32).toString('base64url');
  insertOAuthState(db, {
    state,
    session_id: sessionId,
    provider,
    redirect,
    expires_at: nowIso(Date.now() + STATE_TTL_MS),
  });
  return authorizeUrl(devUrl, provider, state);
}

export interface SocialCallback {
  type: SocialProvider;
  code: string;
  state: string;
}

/**
 * Finishes a login started by this session. The state is used up by the attempt whatever its outcome; a
 * state of another session is left alone, so a stranger replaying it cannot spoil the owner's login.
 */
export function completeSocialLogin(
  db: Db,
  sessionId: string,
  input: SocialCallback,
): { user: User; redirect: string } {
  const row = takeOAuthState(db, input.state, sessionId);
  const valid =
    row !== null &&
    row.expires_at > nowIso() &&
    row.provider === input.type &&
    row.code !== null &&
    row.code === sha256(input.code);
  if (!valid) throw new ApiFailure(ErrorCode.FORBIDDEN, 'social_login_failed');
  const user = db.transaction(() => userForProfile(db, row.provider, simulatedProfile(row.provider)))();
  return { user, redirect: row.redirect };
}

/**
 * The account linked to the provider's person; on first use, the account with the provider's (verified) email,
 * or a new account without a password.
 */
function userForProfile(db: Db, provider: SocialProvider, profile: SocialProfile): User {
  const linked = findSocialUser(db, provider, profile.subject);
  if (linked) return linked;
  const existing = findUserByEmail(db, profile.email);
  const user = existing ?? insertUser(db, { ...profile, password_hash: null });
  linkSocialAccount(db, provider, profile.subject, user.id);
  return user;
}
