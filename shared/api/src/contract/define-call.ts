import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/** Who may make a call: anyone, or only a logged-in customer (bearer token). */
export type CallAccess = 'public' | 'customer';

/** A documented error a call can answer with (besides the ones every call shares). */
export interface CallErrorDoc {
  code: number;
  when: string;
}

/** Uploaded files a multipart call accepts, per form field. */
export interface FileFieldRule {
  /** Largest number of files in this field. */
  maxCount: number;
  /** Largest size of one file in bytes. */
  maxBytes: number;
  /** Kinds of content accepted, recognised from the bytes, never from the name. */
  kinds: readonly FileKind[];
}

export type FileKind = 'image' | 'document';

/**
 * One call of the API, written down once and imported by both the client and the backend.
 * GET calls take their input from the query string, POST calls from the body (JSON, or multipart when
 * `files` is set); every POST body also carries `_token`, the CSRF value, which the client adds itself.
 */
export interface CallDef<TInput extends GenericSchema = GenericSchema, TData extends GenericSchema = GenericSchema> {
  /** Stable name used in docs and by the backend's route table, e.g. `cart.add`. */
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
  errors?: readonly CallErrorDoc[];
}

export type CallInput<C extends CallDef> = InferInput<C['input']>;
export type CallParsedInput<C extends CallDef> = InferOutput<C['input']>;
export type CallData<C extends CallDef> = InferOutput<C['data']>;

/** Keeps the literal types of a definition while checking it against `CallDef`. */
export function defineCall<TInput extends GenericSchema, TData extends GenericSchema>(
  def: CallDef<TInput, TData>,
): CallDef<TInput, TData> {
  return def;
}
