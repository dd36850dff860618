import type { AuthSession, User } from '@shop/api/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { issueToken } from '../../plugins/auth';

/** Logs the user in: a new bearer token (stored hashed) and the session body every login call answers with. */
export function startSession(db: Db, config: Config, user: User): AuthSession {
  const { token, expires_at } = issueToken(db, user.id, config.tokenTtlMs);
  return {
    token,
    expires_at,
    user: { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name },
  };
}
