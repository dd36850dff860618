import type { ApiCall } from '@shop/api/calls';
import { sessionKey } from '../session/session-store';

/** The third part of a key whose answer is the same whoever asks (`sameForEveryone` in the contract). */
const EVERYONE = 'everyone';

/** SWR key of a GET call: its path, its input with keys sorted, and who asked. */
export type CallKey = readonly [path: string, input: string, session: string];

/**
 * The key of a GET call with its input: the path, then the input with keys sorted (stable across renders), then
 * the session (`sessionKey()`) unless the contract says the answer is the same for everyone. An answer read for one
 * customer (their cart, their prices) is never found under a visitor's or another customer's key.
 */
export function callKey(def: ApiCall, input: object, session: string = sessionKey()): CallKey {
  const sorted = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      // By code unit, not localeCompare: the names are ASCII, and collation cost ~30 ms of home's first load on a
      // phone at 4× slowdown (every useCall makes its key on every render).
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return [def.path, JSON.stringify(sorted), def.sameForEveryone ? EVERYONE : session];
}

/** True for the keys of one call, whatever its input: for `mutate(matchCall(def))`. */
export function matchCall(def: ApiCall) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === def.path;
}

/** True for a key whose answer depended on who asked: dropped when the session changes. */
export function isSessionKey(key: unknown): boolean {
  return Array.isArray(key) && key.length === 3 && typeof key[2] === 'string' && key[2] !== EVERYONE;
}
