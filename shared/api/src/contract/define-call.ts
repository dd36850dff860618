import type { GenericSchema, InferInput, InferOutput } from 'valibot';
import type { ApiCall, FileFieldRule } from '../calls/api-call';

export type { CallData, CallInput, FileFieldRule, FileKind } from '../calls/api-call';

/** Who may make a call: anyone, or only a logged-in customer (bearer token). */
export type CallAccess = 'public' | 'customer';

/** A documented error a call can answer with (besides the ones every call shares). */
export interface CallErrorDoc {
  code: number;
  when: string;
}

/**
 * One call of the API, written down once and imported by the backend, the docs and the forms. GET calls take
 * their input from the query string, POST calls from the body (JSON, or multipart when `files` is set); every POST
 * body also carries `_token`, the CSRF value, which the client adds itself. Pages make calls through the
 * schema-free descriptors of `@shop/api/calls`, generated from these (decision 011).
 */
export interface CallDef<
  TInput extends GenericSchema = GenericSchema,
  TData extends GenericSchema = GenericSchema,
> extends ApiCall<InferInput<TInput>, InferOutput<TData>> {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  summary: string;
  access: CallAccess;
  /** Shop data: refused while the shop password gate is on and not yet passed. */
  gated: boolean;
  input: TInput;
  /** The `data` of a successful envelope. */
  data: TData;
  files?: Readonly<Record<string, FileFieldRule>>;
  /** The answer is the same whoever asks (checked by the backend's tests): kept across sessions by the client. */
  sameForEveryone?: true;
  errors?: readonly CallErrorDoc[];
}

export type CallParsedInput<C extends CallDef> = InferOutput<C['input']>;

/** Keeps the literal types of a definition while checking it against `CallDef`. */
export function defineCall<TInput extends GenericSchema, TData extends GenericSchema>(
  def: CallDef<TInput, TData>,
): CallDef<TInput, TData> {
  return def;
}
