import * as v from 'valibot';
import { defineCall } from '../contract/define-call';

/** A made-up upload call (two small images at most) for the client's tests of uploads. */
export const upload = defineCall({
  name: 'test.upload',
  method: 'POST',
  path: '/shop-api/thing/upload',
  summary: '',
  access: 'customer',
  gated: false,
  input: v.object({ note: v.string() }),
  data: v.object({ ok: v.boolean() }),
  files: { images: { maxCount: 2, maxBytes: 10, kinds: ['image'] } },
});
