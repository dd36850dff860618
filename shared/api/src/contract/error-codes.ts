/**
 * Body codes of the envelope `{ code, data, msg }`. 0 is success; the others mirror the HTTP status the
 * backend answers with, so a reader of a network log and a reader of a body see the same number.
 * What each one means is in `errorCodeMeanings` (also the codes table of docs/api.md).
 */
export const ErrorCode = {
  OK: 0,
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_LARGE: 413,
  CSRF: 419,
  SHOP_LOCKED: 423,
  LIMIT: 429,
  SERVER: 500,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** One line per code; typed by the codes, so a new code without a meaning fails type-checking. */
export const errorCodeMeanings: Readonly<Record<ErrorCodeValue, string>> = {
  [ErrorCode.OK]: 'Success: `data` holds the result.',
  [ErrorCode.BAD_REQUEST]: 'The request could not be read (malformed JSON, wrong content type).',
  [ErrorCode.VALIDATION]: 'Input failed its schema; `data.errors` maps each field to message keys.',
  [ErrorCode.UNAUTHENTICATED]: 'Not logged in, or the token expired: the client sends the user to login.',
  [ErrorCode.FORBIDDEN]: 'Wrong credentials or wrong shop password.',
  [ErrorCode.NOT_FOUND]: 'Nothing there, or it belongs to somebody else (never told apart).',
  [ErrorCode.CONFLICT]:
    'The request conflicts with the current state: a duplicate, a transition the state machine refuses.',
  [ErrorCode.TOO_LARGE]: 'Payload too large (an upload over its limit).',
  [ErrorCode.CSRF]: "The CSRF token is missing or does not match the session's.",
  [ErrorCode.SHOP_LOCKED]: 'The shop password gate is on and this session has not passed it.',
  [ErrorCode.LIMIT]:
    'A limit was reached (20 addresses, ...), or too many attempts (login, shop password, register, forgot password): ' +
    '`data.retry_after` and the Retry-After header say in how many seconds to try again.',
  [ErrorCode.SERVER]: 'Unexpected failure.',
};

/** Errors every call can answer with, listed once in the docs instead of on each call. */
export const commonErrors = [
  { code: ErrorCode.VALIDATION, when: 'the input fails its schema; data.errors maps field names to message keys' },
  { code: ErrorCode.CSRF, when: 'POST without the session CSRF token in _token' },
  { code: ErrorCode.SERVER, when: 'unexpected failure' },
] as const;
