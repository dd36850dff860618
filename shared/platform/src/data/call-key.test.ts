import * as v from 'valibot';
import { defineCall } from '@shop/api/contract';
import { callKey, matchCall } from './call-key';

const list = defineCall({
  name: 'test.list',
  method: 'GET',
  path: '/shop-api/test/list',
  summary: '',
  access: 'public',
  gated: false,
  input: v.object({ page: v.optional(v.number()), q: v.optional(v.string()) }),
  data: v.object({}),
});

describe('SWR keys of calls', () => {
  it('do not depend on the order of input keys or on undefined values', () => {
    expect(callKey(list, { q: 'a', page: 2 })).toEqual(callKey(list, { page: 2, q: 'a', extra: undefined } as object));
  });

  it('differ for different input', () => {
    expect(callKey(list, { page: 1 })).not.toEqual(callKey(list, { page: 2 }));
  });

  it('match every input of one call', () => {
    expect(matchCall(list)(callKey(list, { page: 3 }))).toBe(true);
    expect(matchCall(list)(['/shop-api/other', '{}'])).toBe(false);
  });
});
