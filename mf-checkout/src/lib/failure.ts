import { ApiError } from '@shop/api';
import { ErrorCode } from '@shop/api/calls';
import { describeFailure, type FormFailure } from '@shop/platform/forms';

/** One message for a failed action that has no form fields to show it by: the first field error, else the whole. */
export function actionFailure(error: unknown): FormFailure {
  const { fields, form } = describeFailure(error);
  const first = Object.values(fields)[0];
  return first ? { kind: 'validation', key: first } : (form ?? { kind: 'failed' });
}

/** The backend does not know the id, or it is another customer's: both answer 404. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** A refusal with this message key (e.g. checkout_confirmed, payment_not_started). */
export const hasKey = (error: unknown, key: string): boolean => error instanceof ApiError && error.key === key;
