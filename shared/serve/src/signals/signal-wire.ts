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
  /**
   * The client network the beacon came from, as a tag that names no address: the first 8 base64url characters of
   * HMAC-SHA256(`SHOP_SIGNALS_SECRET`, the address's /24 for IPv4 or /48 for IPv6). The registry counts distinct
   * failing networks by it, so one client network cannot stand for many shoppers (decision 056).
   */
  w: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{8}$/))),
});

/**
 * What a shell server saw go wrong itself for one build, never from a shopper's word: the API proxy's 5xx answers to
 * a page of that build, a server render of that build that failed, a chunk of that build that was asked for and was
 * missing. The registry weighs shoppers' errors with these (decision 056).
 */
export const SERVER_ERROR_KINDS = ['api-5xx', 'render-failed', 'chunk-404'] as const;

/** A count of one kind of server-seen error for one build, over the batch's interval. */
export const serverErrorSchema = v.object({
  r: name,
  b: name,
  k: v.picklist(SERVER_ERROR_KINDS),
  c: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
});

/** A shell server's batch: about a second of its shoppers' beacons, and what it saw itself (`e`). */
export const signalBatchSchema = v.object({
  s: v.pipe(v.array(forwardedSignalSchema), v.maxLength(10_000)),
  e: v.optional(v.pipe(v.array(serverErrorSchema), v.maxLength(1_000))),
});

export type ForwardedSignal = v.InferOutput<typeof forwardedSignalSchema>;
export type ServerError = v.InferOutput<typeof serverErrorSchema>;

// The page's declaration and the server's schema are one format: a change to either that the other does not follow
// fails the type-check here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const beaconSignalIsThePagesOne: Same<v.InferOutput<typeof beaconSignalSchema>, BeaconSignal> = true;
void beaconSignalIsThePagesOne;
