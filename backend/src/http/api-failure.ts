import { ErrorCode, validationEn, type ValidationKey } from '@shop/api/contract';

/**
 * Thrown by handlers (and the route wrapper) to answer with a failure envelope. `key` is a message key the
 * UI translates; `msg` is its English text for logs and API users.
 */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    readonly key: string,
    readonly data: Record<string, unknown> = {},
  ) {
    super(fill(validationEn[key as ValidationKey] ?? key, data));
  }
}

/** `{{name}}` in a message takes the failure's `data.name` ("try again in {{retry_after}} seconds"). */
function fill(text: string, data: Record<string, unknown>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
}

export const notFound = () => new ApiFailure(ErrorCode.NOT_FOUND, 'not_found');
export const conflict = (key: string, data: Record<string, unknown> = {}) =>
  new ApiFailure(ErrorCode.CONFLICT, key, data);

/** A 422 for one or more fields, in the same shape schema failures have; `data` adds to it (the refused file). */
export function fieldError(errors: Record<string, ValidationKey[]>, data: Record<string, unknown> = {}): ApiFailure {
  const first = Object.values(errors)[0]?.[0] ?? 'invalid_value';
  return new ApiFailure(ErrorCode.VALIDATION, first, { ...data, errors });
}
