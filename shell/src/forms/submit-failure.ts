import { ApiError, fieldErrors, NetworkError, TimeoutError } from '@shop/api';
import { validationEn } from '@shop/api/contract';
import type { ShellTexts } from '../i18n/en';

/** What a failed submit means for the form: messages per field, and one for the whole form. */
export interface SubmitFailure {
  fields: Record<string, string>;
  /** A contract message key (translated with the validation texts) or a shell text key. */
  form: { kind: 'validation'; key: string } | { kind: 'shell'; key: keyof ShellTexts } | null;
}

/**
 * Server truth shown next to the fields it concerns (422), a known refusal as a form message (wrong password,
 * expired link), and anything else as "Submission failed, please try again" or the offline message.
 */
export function describeFailure(error: unknown): SubmitFailure {
  if (error instanceof NetworkError || error instanceof TimeoutError) return { fields: {}, form: { kind: 'shell', key: 'api.offline' } };
  if (!(error instanceof ApiError)) return { fields: {}, form: { kind: 'shell', key: 'api.failed' } };
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(error)).flatMap(([field, keys]) => (keys[0] ? [[field, keys[0]]] : [])),
  );
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const key = error.key;
  if (key && key in validationEn) return { fields, form: { kind: 'validation', key } };
  return { fields, form: { kind: 'shell', key: 'api.failed' } };
}
