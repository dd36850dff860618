import type { ApiCall, CallData, CallInput } from '@shop/api/calls';
import type { Locale } from '../i18n/locales';
import { callKey, type CallKey } from './call-key';
import { preloadCall } from './preload-call';

/** One GET call a page's first screen makes, with its input: what `useCall` is given, so its key and address. */
export interface OpeningCall {
  readonly call: ApiCall;
  readonly input: object;
}

/** An opening call, its input typed by the call as `useCall` types it. */
export const openingCall = <C extends ApiCall>(call: C, input: CallInput<C>): OpeningCall => ({
  call,
  input: input as object,
});

/** Everything a page's first screen depends on before it has read anything: the address and who is asking. */
export interface OpeningAddress {
  /** The route's parameters (`:id`), as the route table matched them. */
  readonly params: Readonly<Record<string, string>>;
  /** The address's query (home's list follows its filters and page). */
  readonly query: URLSearchParams;
  readonly locale: Locale;
  readonly signedIn: boolean;
}

/** An answer read by an earlier step, or undefined when that call failed or was not made. */
export type AnswerOf = <C extends ApiCall>(call: C, input: CallInput<C>) => CallData<C> | undefined;

/**
 * What a page's first screen reads, declared beside the route (decision 047) rather than discovered by rendering:
 * the shell's server reads these before its one render, the shell warms them on a link's intent and the shell's
 * server preloads them from the page's HTML. `then` is a second step, for calls whose input comes from the first
 * answers (an order's shipping once the order is known).
 */
export interface PageOpening {
  readonly calls: (at: OpeningAddress) => readonly OpeningCall[];
  readonly then?: (at: OpeningAddress, answerOf: AnswerOf) => readonly OpeningCall[];
}

/** A page whose first screen reads nothing. */
export const OPENS_WITH_NOTHING: PageOpening = { calls: () => [] };

/** The keys `useCall` makes for these calls in `session`. */
export const openingKeys = (calls: readonly OpeningCall[], session?: string): CallKey[] =>
  calls.map(({ call, input }) => callKey(call, input, session));

/**
 * Fetches a page's first step ahead (a link's warm-up on intent) into SWR's cache, where its `useCall`s find it.
 * The second step waits for the page: it would need the first answers before the click.
 */
export function preloadOpening(opening: PageOpening | undefined, at: OpeningAddress): Promise<unknown> {
  return Promise.all(
    (opening?.calls(at) ?? []).map(({ call, input }) => preloadCall(call, input as CallInput<ApiCall>)),
  );
}
