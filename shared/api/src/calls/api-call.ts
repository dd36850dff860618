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
 * What the client needs to make one call: where it goes and how its input travels. Its input and data types ride
 * along as a phantom (`types` is never set), so a page that calls the API carries no schema and no validation
 * library; the contract's full definitions (`CallDef`, with the valibot schemas) are this plus the schemas.
 */
export interface ApiCall<TInput = unknown, TData = unknown> {
  /** Stable name used in docs and by the backend's route table, e.g. `cart.add`. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** Set for upload calls: their body is multipart and these are the file fields. */
  readonly files?: Readonly<Record<string, FileFieldRule>> | undefined;
  /**
   * Set for GET calls whose answer does not depend on who asks (no customer data, no prices): the client caches it
   * across sign-in and sign-out. Every other answer is dropped when the session changes.
   */
  readonly sameForEveryone?: true | undefined;
  /** Types only: what the call takes and what its successful answer's `data` is. */
  readonly types?: { readonly input: TInput; readonly data: TData };
}

/** What a call takes (before the backend's parsing: numbers may come as text, defaults may be left out). */
export type CallInput<C extends ApiCall> = C extends ApiCall<infer TInput, unknown> ? TInput : never;

/** The `data` of a call's successful answer. */
export type CallData<C extends ApiCall> = C extends ApiCall<unknown, infer TData> ? TData : never;

/** A call's descriptor with its types read from its full definition in the contract. */
export type CallOf<C extends ApiCall> = ApiCall<CallInput<C>, CallData<C>>;
