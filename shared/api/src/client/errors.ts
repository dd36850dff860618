import type * as v from 'valibot';
import type { FailureBody } from '../contract/envelope';

/** The backend answered with a code other than 0; `body` is the whole envelope (spec 8: rejected with the body). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: FailureBody,
  ) {
    super(body.msg || `request failed with code ${body.code}`);
  }
  get code(): number {
    return this.body.code;
  }
  get msg(): string {
    return this.body.msg;
  }
  get data(): unknown {
    return this.body.data;
  }
  /** The message key the backend gave (`data.key`), for translation. */
  get key(): string | undefined {
    const data = this.body.data as { key?: unknown } | null;
    return typeof data?.key === 'string' ? data.key : undefined;
  }
}

/** No usable answer: the network failed, or the answer was not a JSON envelope. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The call took longer than the client's timeout and was aborted. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`request timed out after ${timeoutMs} ms`);
  }
}

/** A success answer whose `data` does not match the call's schema: the backend and the contract disagree. */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  constructor(
    readonly call: string,
    readonly issues: readonly v.BaseIssue<unknown>[],
  ) {
    super(`response of ${call} does not match the contract`);
  }
}

/** True when the caller aborted the call (not a timeout). */
export function isAbortError(error: unknown): boolean {
  // DOMException is not an Error subclass in every runtime, so the name is what counts.
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/** Field errors of a 422 (`data.errors`: field -> message keys), or an empty object. */
export function fieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.code !== 422) return {};
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === 'string'),
    ),
  );
}
