import { ApiError, fieldErrors, NetworkError, TimeoutError } from '@shop/api';
import { ErrorCode, validationEn } from '@shop/api/calls';

/**
 * What a failed call means for the person: a contract message (translated with the validation texts), no answer at
 * all, an answer that took longer than the client waits, or any other failure. Each app words `offline`, `timeout`
 * and `failed` in its own namespace. The one mapping from a failure to a message, for forms and for actions alike.
 */
export type FormFailure =
  | { kind: 'validation'; key: string; values?: MessageValues }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'failed' };

/** What a message's `{{name}}` placeholders take: the failure's own data ("try again in {{retry_after}} seconds"). */
export type MessageValues = Record<string, string | number>;

/** What a failed submit means for the form: messages per field, and one for the whole form. */
export interface SubmitFailure {
  fields: Record<string, string>;
  form: FormFailure | null;
  /** The failure's own data beside its field messages (the file refused), for a field the form cannot show. */
  values?: MessageValues;
}

const failed: SubmitFailure = { fields: {}, form: { kind: 'failed' } };

/**
 * Server truth shown next to the fields it concerns (422), a refusal the backend explains as a form message
 * (wrong credentials, expired session), no answer at all as `offline`, a call past the client's timeout as
 * `timeout`, and anything else (a server error, an answer that is not ours) as `failed` — "Submission failed,
 * please try again" (spec 8).
 */
export function describeFailure(error: unknown): SubmitFailure {
  // A hung request is not a lost connection: telling the person to check it would send them the wrong way.
  if (error instanceof TimeoutError) return { fields: {}, form: { kind: 'timeout' } };
  if (error instanceof NetworkError && error.status === null) return { fields: {}, form: { kind: 'offline' } };
  if (!(error instanceof ApiError) || error.code >= ErrorCode.SERVER) return failed;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors(error)).flatMap(([field, keys]) => (keys[0] ? [[field, keys[0]]] : [])),
  );
  const values = messageValues(error.data);
  if (Object.keys(fields).length > 0) return values ? { fields, form: null, values } : { fields, form: null };
  const key = error.key;
  if (!key || !(key in validationEn)) return failed;
  return { fields, form: values ? { kind: 'validation', key, values } : { kind: 'validation', key } };
}

function messageValues(data: unknown): MessageValues | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const values = Object.fromEntries(
    Object.entries(data).filter(
      (entry): entry is [string, string | number] =>
        entry[0] !== 'key' && (typeof entry[1] === 'number' || typeof entry[1] === 'string'),
    ),
  );
  return Object.keys(values).length > 0 ? values : undefined;
}

/**
 * One message for a failed action that has no fields to show it by (add to cart, pay, change a quantity): the
 * first field error, else the form's message. Null after a 401: the shell is already taking the person to login.
 */
export function actionFailure(error: unknown): FormFailure | null {
  if (error instanceof ApiError && error.code === ErrorCode.UNAUTHENTICATED) return null;
  const { fields, form } = describeFailure(error);
  const first = Object.values(fields)[0];
  return first ? { kind: 'validation', key: first } : (form ?? { kind: 'failed' });
}
