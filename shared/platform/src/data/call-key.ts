import type { ApiCall } from '@shop/api/calls';

/** SWR key of a GET call with its input: the path, then the input with keys sorted (stable across renders). */
export function callKey(def: ApiCall, input: object): readonly [string, string] {
  const sorted = Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  return [def.path, JSON.stringify(sorted)];
}

/** True for the keys of one call, whatever its input: for `mutate(matchCall(def))`. */
export function matchCall(def: ApiCall) {
  return (key: unknown): boolean => Array.isArray(key) && key[0] === def.path;
}
