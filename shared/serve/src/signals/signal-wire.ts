import { SIGNAL_KINDS, type BeaconSignal } from '@shop/platform/signal-wire';
import * as v from 'valibot';

/**
 * The signals' wire formats checked where they arrive: a page's beacon at the shell's server, a shell server's
 * batch at the registry. Made from `@shop/platform/signal-wire`, where the pages' side is declared; the types the
 * servers use are the schemas' own.
 */

/** A remote, a build id, a call's or a vital's name: word characters, nothing a shopper could have typed. */
const name = v.pipe(v.string(), v.regex(/^[\w.:-]{1,40}$/));

/** One signal of a page's beacon. */
export const beaconSignalSchema = v.object({
  k: v.picklist(SIGNAL_KINDS),
  r: name,
  n: v.optional(name),
  v: v.optional(v.pipe(v.number(), v.finite())),
});

/**
 * One signal as the shell's servers pass it on (`POST /v1/signals`): the build (`b`) and the shopper's random id
 * (`u`) are the ones the page's token was signed with.
 */
export const forwardedSignalSchema = v.object({
  ...beaconSignalSchema.entries,
  b: name,
  u: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
});

/** A shell server's batch: about a second of its shoppers' beacons. */
export const signalBatchSchema = v.object({ s: v.pipe(v.array(forwardedSignalSchema), v.maxLength(10_000)) });

export type ForwardedSignal = v.InferOutput<typeof forwardedSignalSchema>;

// The page's declaration and the server's schema are one format: a change to either that the other does not follow
// fails the type-check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const beaconSignalIsThePagesOne: Same<v.InferOutput<typeof beaconSignalSchema>, BeaconSignal> = true;
void beaconSignalIsThePagesOne;
