import * as v from 'valibot';
import { defineCall } from '@shop/api/contract';
import { signIn, signOut } from '../session/session-store';
import { callKey, isSessionKey, matchCall } from './call-key';

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

  it('carry the session, so one person’s answer is never found under another’s key', () => {
    const visitor = callKey(list, { page: 1 });
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    const customer = callKey(list, { page: 1 });
    signOut();
    expect(customer).not.toEqual(visitor);
    expect(callKey(list, { page: 1 })).not.toEqual(customer);
    expect(isSessionKey(customer)).toBe(true);
  });

  it('are the same in every session for an answer the contract says is the same for everyone', () => {
    const locales = { ...list, sameForEveryone: true as const };
    const visitor = callKey(locales, {});
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(callKey(locales, {})).toEqual(visitor);
    signOut();
    expect(isSessionKey(visitor)).toBe(false);
  });

  it('match every input of one call', () => {
    expect(matchCall(list)(callKey(list, { page: 3 }))).toBe(true);
    expect(matchCall(list)(['/shop-api/other', '{}'])).toBe(false);
  });
});
