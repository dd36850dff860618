/**
 * Shoppers' signals on the wire, declared once for the three that speak it: the page that sends them
 * (./signals.ts), the shell's server that checks them (`@shop/serve`'s signals, whose valibot schemas are made from
 * these) and the release registry that counts them. React-free: `@shop/platform/signal-wire`.
 */
export const SIGNAL_KINDS = ['view', 'load-error', 'render-error', 'call-error', 'vital'] as const;
export type SignalKind = (typeof SIGNAL_KINDS)[number];

/** One signal as a page sends it: short keys, so a beacon stays under 1 KB. Its build and shopper are the token's. */
export interface BeaconSignal {
  k: SignalKind;
  /** The remote. */
  r: string;
  /** A call's name, a vital's, what failed to load. */
  n?: string;
  v?: number;
}

/** A page's beacon (`POST /shop-signals`): the page's signals token and its signals. */
export interface BeaconBody {
  t: string;
  s: BeaconSignal[];
}
