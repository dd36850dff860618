/** A token bucket's figures: `burst` at once, then `perSecond` (a fraction for one every few seconds). */
export interface Rate {
  burst: number;
  perSecond: number;
}

/**
 * A token bucket per key (a client's address, a client's network): true while the key is within its rate, each
 * true spending one. At most `kept` keys are remembered, the least recently used forgotten first, so memory stays
 * bounded; a key forgotten starts again with a full burst.
 */
export function ratePerKey(rate: Rate, kept: number, now: () => number = Date.now): (key: string) => boolean {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return (key) => {
    const at = now();
    const last = buckets.get(key);
    const tokens = last ? Math.min(rate.burst, last.tokens + ((at - last.at) / 1000) * rate.perSecond) : rate.burst;
    buckets.delete(key);
    if (buckets.size >= kept) buckets.delete(buckets.keys().next().value as string);
    buckets.set(key, { tokens: tokens >= 1 ? tokens - 1 : tokens, at });
    return tokens >= 1;
  };
}
