import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/database';
import { fieldError } from '../../http/api-failure';
import { hashPassword, sha256 } from '../../plugins/auth';
import {
  consumePasswordReset,
  findUserByEmail,
  insertOutboxMail,
  insertPasswordReset,
  replacePassword,
} from './repository';

export const RESET_TTL_MS = 60 * 60 * 1000;

/** The page of the shell that reads the token from its path and sends it back with the new password. */
export const resetLink = (config: Config, token: string) => `${config.publicUrl}/pc/customer/reset-password/${token}`;

/**
 * Mails a reset link when an account has the address. Nothing in the answer tells the two cases apart,
 * so the caller answers the same either way.
 */
export function sendResetLink(db: Db, config: Config, email: string): void {
  const user = findUserByEmail(db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const link = resetLink(config, token);
  db.transaction(() => {
    insertPasswordReset(db, sha256(token), user.id, nowIso(Date.now() + RESET_TTL_MS));
    insertOutboxMail(db, {
      to: user.email,
      subject: 'Reset your password',
      body: `Open this link within 60 minutes to choose a new password: ${link}\nIf you did not ask for it, ignore this mail.`,
      link,
    });
  })();
}

/** Uses a reset token once: sets the new password and ends every session of the account. */
export async function redeemResetToken(db: Db, token: string, password: string): Promise<void> {
  // Hashed before the transaction: the token is checked and used in one synchronous step after it.
  const passwordHash = await hashPassword(password);
  const done = db.transaction(() => {
    const userId = consumePasswordReset(db, sha256(token));
    if (userId === null) return false;
    replacePassword(db, userId, passwordHash);
    return true;
  })();
  if (!done) throw fieldError({ token: ['reset_token_invalid'] });
}
