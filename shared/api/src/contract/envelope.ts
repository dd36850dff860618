import * as v from 'valibot';

/** Every response body: `{ code, data, msg }`; code 0 means success and `data` holds the result. */
export function envelope<TData extends v.GenericSchema>(data: TData) {
  return v.object({ code: v.number(), data, msg: v.string() });
}

export const failureEnvelope = v.object({
  code: v.number(),
  data: v.unknown(),
  msg: v.string(),
});
export type FailureBody = v.InferOutput<typeof failureEnvelope>;

/** `data` of a 422: field name (dotted for nested fields) → message keys from `messages.ts`. */
export const validationErrorData = v.object({
  errors: v.record(v.string(), v.array(v.string())),
});
export type ValidationErrorData = v.InferOutput<typeof validationErrorData>;

/** `data` of calls that only acknowledge. */
export const empty = v.object({});
