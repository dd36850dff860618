import * as v from 'valibot';
import { defineCall, type CallDef } from '../contract/define-call';

/**
 * A made-up call for the client's tests. The client reads a call's route, upload fields and schemas only; the
 * rest of a definition (summary, access, gate) is the backend's and the docs', so it is filled in with blanks.
 */
export const testCall = <TInput extends v.GenericSchema, TData extends v.GenericSchema>(
  def: Pick<CallDef<TInput, TData>, 'name' | 'method' | 'path' | 'input' | 'data' | 'files'>,
) => defineCall({ summary: '', access: 'public', gated: false, ...def });

/** A made-up upload call (two small images at most) for the client's tests of uploads. */
export const upload = testCall({
  name: 'test.upload',
  method: 'POST',
  path: '/shop-api/thing/upload',
  input: v.object({ note: v.string() }),
  data: v.object({ ok: v.boolean() }),
  files: { images: { maxCount: 2, maxBytes: 10, kinds: ['image'] } },
});
