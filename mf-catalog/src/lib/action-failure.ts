import { ApiError, fieldErrors, NetworkError, TimeoutError } from '@shop/api';
import { ErrorCode, validationEn } from '@shop/api/calls';

/** What to tell after a failed action: a contract message key, a catalogue text, or nothing. */
export type ActionFailure =
  { kind: 'validation'; key: string } | { kind: 'catalog'; key: 'action.failed' | 'action.offline' };

/**
 * A refusal the backend explains (422 field errors, a known message key) is told in its words; no answer at all
 * is the offline message; anything else is 'Submission failed, please try again' (spec 8). A 401 says nothing
 * here: the shell already sends the user to login.
 */
export function describeActionFailure(error: unknown): ActionFailure | null {
  if ((error instanceof NetworkError && error.status === null) || error instanceof TimeoutError) {
    return { kind: 'catalog', key: 'action.offline' };
  }
  if (!(error instanceof ApiError) || error.code >= ErrorCode.SERVER) return { kind: 'catalog', key: 'action.failed' };
  if (error.code === ErrorCode.UNAUTHENTICATED) return null;
  const first = Object.values(fieldErrors(error))[0]?.[0] ?? error.key;
  return first && first in validationEn
    ? { kind: 'validation', key: first }
    : { kind: 'catalog', key: 'action.failed' };
}
