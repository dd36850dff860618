import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  forgotPassword,
  getIrregularEntryUrl,
  irregularEntry,
  login,
  logout,
  register,
  resetPassword,
  socialCallback,
  socialLogin,
} from '@shop/api/contract';
import { ApiFailure, fieldError } from '../../http/api-failure';
import { route } from '../../http/route';
import { bearerToken, hashPassword, sha256, verifyPassword } from '../../plugins/auth';
import { consumeEntryCode, issueEntryUrl } from './entry-codes';
import { redeemResetToken, sendResetLink } from './password-reset';
import { deleteToken, findUserByEmail, findUserById, insertUser } from './repository';
import { completeSocialLogin, startSocialLogin } from './social-login';
import { startSession } from './start-session';

// An unknown email still pays for one scrypt check, so the answer time does not reveal which emails have accounts.
let absentUserHash: Promise<string> | undefined;
const hashForAbsentUser = () => (absentUserHash ??= hashPassword('no account has this password'));

export function registerAuthRoutes(app: FastifyInstance): void {
  route(
    app,
    register,
    async (input, { db, config }) => {
      // Hashed first: the check for a taken email and the insert then run without an await between them.
      const password_hash = await hashPassword(input.password);
      if (findUserByEmail(db, input.email)) throw fieldError({ email: ['email_taken'] });
      const user = insertUser(db, {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash,
      });
      return startSession(db, config, user);
    },
    { limit: 'register' },
  );

  route(
    app,
    login,
    async (input, { db, config }) => {
      const user = findUserByEmail(db, input.email);
      const matches = await verifyPassword(input.password, user?.password_hash ?? (await hashForAbsentUser()));
      // The null-hash test keeps social-only accounts (no password) from matching the stand-in hash.
      if (!user?.password_hash || !matches) throw new ApiFailure(ErrorCode.FORBIDDEN, 'credentials_invalid');
      return startSession(db, config, user);
    },
    { limit: 'login' },
  );

  route(app, logout, (_input, { db, request }) => {
    const token = bearerToken(request);
    if (token) deleteToken(db, sha256(token));
    return {};
  });

  route(
    app,
    forgotPassword,
    (input, { db, config }) => {
      sendResetLink(db, config, input.email);
      return {};
    },
    { limit: 'forgotPassword' },
  );

  route(app, resetPassword, async (input, { db }) => {
    await redeemResetToken(db, input.token, input.password);
    return {};
  });

  route(app, socialLogin, (input, ctx) => ({
    url: startSocialLogin(ctx.db, ctx.config.devUrl, ctx.session().id, input.type, input.redirect),
  }));

  route(app, socialCallback, (input, ctx) => {
    const { user, redirect } = completeSocialLogin(ctx.db, ctx.session().id, input);
    return { ...startSession(ctx.db, ctx.config, user), redirect };
  });

  route(app, getIrregularEntryUrl, (_input, ctx) => ({ url: issueEntryUrl(ctx.db, ctx.config, ctx.customer().id) }));

  route(app, irregularEntry, (input, { db, config }) => {
    const userId = consumeEntryCode(db, input.code);
    const user = userId === null ? null : findUserById(db, userId);
    if (!user) throw new ApiFailure(ErrorCode.FORBIDDEN, 'entry_code_invalid');
    return { ...startSession(db, config, user), redirect: input.redirect };
  });
}
