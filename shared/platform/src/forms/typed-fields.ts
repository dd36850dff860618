import * as v from 'valibot';

type Fields<E extends v.ObjectEntries, K extends keyof E> = v.ObjectSchema<Omit<E, K>, undefined>;

/**
 * A call's input schema without the values no one types (a checkout's id, an idempotency key, a link's token): the
 * form checks the rest with the call's own rules and messages, checks across fields included, and the page sends
 * the ids beside the values. A refusal of an id then has no field to land on, so the form tells it above its
 * button (useApiForm), never on a field no one can see.
 */
export function typedFields<E extends v.ObjectEntries, K extends keyof E & string>(
  schema:
    v.ObjectSchema<E, undefined> | v.SchemaWithPipe<readonly [v.ObjectSchema<E, undefined>, ...v.GenericPipeItem[]]>,
  ids: readonly [K, ...K[]],
): v.GenericSchema<v.InferInput<Fields<E, K>>, v.InferOutput<Fields<E, K>>> {
  const [object, ...checks] = 'pipe' in schema ? schema.pipe : [schema];
  const fields = v.omit(object, ids) as unknown as Fields<E, K>;
  if (checks.length === 0) return fields;
  // A check across fields (a confirmation matches, an address required by a box) reads only the paths it names,
  // which the form keeps; its type names the call's whole input, ids included, hence the cast.
  return v.pipe(fields, ...(checks as unknown as [v.GenericPipeItem<v.InferOutput<Fields<E, K>>>]));
}
