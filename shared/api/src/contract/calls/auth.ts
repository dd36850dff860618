import * as v from 'valibot';
import { defineCall } from '../define-call';
import { ErrorCode } from '../error-codes';
import { empty } from '../envelope';
import { email, loginEmail, newPassword, requiredText, safeReturnPath, timestamp } from '../fields';
import { M } from '../messages';

export const userSchema = v.object({
  id: v.number(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
});
export type User = v.InferOutput<typeof userSchema>;

/** A bearer token, stored hashed by the backend; the shell keeps it in the authorization cookie. */
export const sessionSchema = v.object({
  token: v.string(),
  expires_at: timestamp,
  user: userSchema,
});
export type AuthSession = v.InferOutput<typeof sessionSchema>;

/**
 * A new password typed twice (register, reset). A mismatch is reported on password_confirmation, where the form
 * shows it, as soon as both are valid, whatever the other fields (a partial check).
 */
const newPasswordEntries = { password: newPassword, password_confirmation: v.string(M.password_confirmation_mismatch) };
const passwordPair = [['password'], ['password_confirmation']] as const;
const samePasswords = (input: { password: string; password_confirmation: string }) =>
  input.password === input.password_confirmation;

export const registerInput = v.pipe(
  v.object({
    first_name: requiredText(M.first_name_required, 100),
    last_name: requiredText(M.last_name_required, 100),
    email,
    ...newPasswordEntries,
  }),
  v.forward(v.partialCheck(passwordPair, samePasswords, M.password_confirmation_mismatch), ['password_confirmation']),
);

export const register = defineCall({
  name: 'auth.register',
  method: 'POST',
  path: '/shop-hapi/register',
  summary: 'Creates a customer account and logs it in.',
  access: 'public',
  gated: true,
  input: registerInput,
  data: sessionSchema,
  errors: [{ code: ErrorCode.VALIDATION, when: 'the email is taken (errors.email = [email_taken])' }],
});

export const loginInput = v.object({
  email: loginEmail,
  password: v.pipe(v.string(M.password_required), v.nonEmpty(M.password_required), v.maxLength(200, M.text_too_long)),
});

export const login = defineCall({
  name: 'auth.login',
  method: 'POST',
  path: '/shop-hapi/login',
  summary: 'Exchanges email and password for a bearer token.',
  access: 'public',
  gated: true,
  input: loginInput,
  data: sessionSchema,
  errors: [
    { code: ErrorCode.FORBIDDEN, when: 'email and password do not match an account (msg key credentials_invalid)' },
  ],
});

export const forgotPasswordInput = v.object({ email });

export const forgotPassword = defineCall({
  name: 'auth.forgotPassword',
  method: 'POST',
  path: '/shop-hapi/forgot-password',
  summary:
    'Sends a password reset link (valid 60 minutes) to the address when an account has it. Answers the same either way, so accounts cannot be discovered.',
  access: 'public',
  gated: true,
  input: forgotPasswordInput,
  data: empty,
});

export const resetPasswordInput = v.pipe(
  v.object({
    token: requiredText(M.token_required, 200),
    ...newPasswordEntries,
  }),
  v.forward(v.partialCheck(passwordPair, samePasswords, M.password_confirmation_mismatch), ['password_confirmation']),
);

export const resetPassword = defineCall({
  name: 'auth.resetPassword',
  method: 'POST',
  path: '/shop-hapi/reset-password',
  summary:
    'Sets a new password with the token from the reset link; the token works once, and every other session of the account ends.',
  access: 'public',
  gated: true,
  input: resetPasswordInput,
  data: empty,
  errors: [
    {
      code: ErrorCode.VALIDATION,
      when: 'the token is unknown, used or expired (errors.token = [reset_token_invalid])',
    },
  ],
});

export const socialProvider = v.picklist(['google', 'facebook', 'tiktok'], M.invalid_value);
export type SocialProvider = v.InferOutput<typeof socialProvider>;

export const socialLogin = defineCall({
  name: 'auth.socialLogin',
  method: 'GET',
  path: '/shop-hapi/social-login',
  summary:
    "The provider's authorization address to send the browser to. The provider redirects back to /pc/customer/social-login/{type}/callback with code and state.",
  access: 'public',
  gated: true,
  input: v.object({ type: socialProvider, redirect: v.optional(safeReturnPath, '/') }),
  data: v.object({ url: v.string() }),
});

export const socialCallback = defineCall({
  name: 'auth.socialCallback',
  method: 'GET',
  path: '/shop-hapi/callback',
  summary:
    'Completes a social login: checks state against this session, exchanges the code with the provider and logs the matching customer in (creating the account on first use).',
  access: 'public',
  gated: true,
  input: v.object({
    type: socialProvider,
    code: requiredText(M.invalid_value, 200),
    state: requiredText(M.invalid_value, 200),
  }),
  data: v.object({ ...sessionSchema.entries, redirect: v.string() }),
  errors: [{ code: ErrorCode.FORBIDDEN, when: 'state or code is wrong or expired (msg key social_login_failed)' }],
});

export const logout = defineCall({
  name: 'auth.logout',
  method: 'POST',
  path: '/shop-hapi/logout',
  summary: 'Ends the bearer token of the request. Succeeds without a token too.',
  access: 'public',
  gated: false,
  input: v.object({}),
  data: empty,
});

export const irregularEntry = defineCall({
  name: 'auth.irregularEntry',
  method: 'GET',
  path: '/openapi/login/irregularEntryV2',
  summary:
    'Logs a customer in from the ERP with a one-time entry code (issued by getIrregularEntryUrl, valid 5 minutes, usable once).',
  access: 'public',
  gated: false,
  input: v.object({ code: requiredText(M.entry_code_invalid, 200), redirect: v.optional(safeReturnPath, '/') }),
  data: v.object({ ...sessionSchema.entries, redirect: v.string() }),
  errors: [{ code: ErrorCode.FORBIDDEN, when: 'the code is unknown, used or expired (msg key entry_code_invalid)' }],
});
