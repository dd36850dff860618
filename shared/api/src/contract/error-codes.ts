/**
 * Body codes of the envelope `{ code, data, msg }`. 0 is success; the others mirror the HTTP status the
 * backend answers with, so a reader of a network log and a reader of a body see the same number.
 */
export const ErrorCode = {
  OK: 0,
  /** The request could not be read (malformed JSON, wrong content type). */
  BAD_REQUEST: 400,
  /** Input failed its schema; `data.errors` maps each field to message keys. */
  VALIDATION: 422,
  /** Not logged in, or the token expired: the client sends the user to login. */
  UNAUTHENTICATED: 401,
  /** Wrong credentials or wrong shop password. */
  FORBIDDEN: 403,
  /** Nothing there, or it belongs to somebody else (never told apart). */
  NOT_FOUND: 404,
  /** The request conflicts with the current state: a duplicate, a transition the state machine refuses. */
  CONFLICT: 409,
  /** Payload too large (an upload over its limit). */
  TOO_LARGE: 413,
  /** The CSRF token is missing or does not match the session's. */
  CSRF: 419,
  /** The shop password gate is on and this session has not passed it. */
  SHOP_LOCKED: 423,
  /** A limit was reached (20 addresses, ...). */
  LIMIT: 429,
  SERVER: 500,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Errors every call can answer with, listed once in the docs instead of on each call. */
export const commonErrors = [
  { code: ErrorCode.VALIDATION, when: 'the input fails its schema; data.errors maps field names to message keys' },
  { code: ErrorCode.CSRF, when: 'POST without the session CSRF token in _token' },
  { code: ErrorCode.SERVER, when: 'unexpected failure' },
] as const;
