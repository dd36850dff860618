import { ApiError } from '@shop/api';
import { ErrorCode } from '@shop/api/calls';

/** The backend does not know the id, or it is another customer's: both answer 404. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ErrorCode.NOT_FOUND;

/** A refusal with this message key (e.g. checkout_confirmed, payment_not_started). */
export const hasKey = (error: unknown, key: string): boolean => error instanceof ApiError && error.key === key;
