/**
 * The shoppers one shell server has seen, per remote and build, as a bounded LRU set: the first sighting of a
 * shopper is what `shop_shoppers_total` and `shop_failing_shoppers_total` count. Bounded, so a busy store cannot
 * grow the process without end: a shopper forgotten (the least recently seen past `limit`) counts again when they
 * come back, and a shopper served by two shell servers counts once on each.
 */
export interface SeenShoppers {
  /** True the first time `shopper` is seen for `key` (a remote and build) since they were last forgotten. */
  firstSighting(key: string, shopper: string): boolean;
  readonly size: number;
}

export const SEEN_SHOPPERS_LIMIT = 100_000;

export function seenShoppers(limit = SEEN_SHOPPERS_LIMIT): SeenShoppers {
  // A Map keeps insertion order: a sighting moves its entry to the end, so the first entry is the least recent.
  const seen = new Map<string, true>();
  return {
    firstSighting(key, shopper) {
      const id = `${key}\u0000${shopper}`;
      const known = seen.delete(id);
      seen.set(id, true);
      if (seen.size > limit) seen.delete(seen.keys().next().value as string);
      return !known;
    },
    get size() {
      return seen.size;
    },
  };
}
