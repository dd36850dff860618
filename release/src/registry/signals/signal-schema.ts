import * as v from 'valibot';

// The names the shell's server lets through (shared/serve/src/shopper-signals.ts): remotes, builds, calls, metrics.
const NAME = v.pipe(v.string(), v.regex(/^[\w.:-]{1,40}$/));

/**
 * One shopper's signal as the shell servers pass it on: its kind, the remote and build it is about, the shopper (a
 * random id per shopper from the page token the shell's server verified, so the registry counts shoppers, not
 * reloads), and for a failed call or a vital its name and value.
 */
export const shopperSignalSchema = v.object({
  k: v.picklist(['view', 'load-error', 'render-error', 'call-error', 'vital']),
  r: NAME,
  b: NAME,
  u: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
  n: v.optional(NAME),
  v: v.optional(v.pipe(v.number(), v.finite())),
});

/** A shell server's batch (`POST /v1/signals`): about a second of its shoppers' beacons. */
export const signalBatchSchema = v.object({ s: v.pipe(v.array(shopperSignalSchema), v.maxLength(10_000)) });

export type ShopperSignal = v.InferOutput<typeof shopperSignalSchema>;
