import type { ApiCall } from '@shop/api/calls';

/** SWR key of a GET call with its input: the path, then the input with keys sorted (stable across renders). */
export function callKey(def: ApiCall, input: object): readonly [string, string] {
  const sorted = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      // By code unit, not localeCompare: the names are ASCII, and collation cost ~30 ms of home's first load on a
      // phone at 4× slowdown (every useCall makes its key on every render).
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return [def.path, JSON.stringify(sorted)];
}

/** True for the keys of one call, whatever its input: for `mutate(matchCall(def))`. */
export function matchCall(def: ApiCall) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === def.path;
}
