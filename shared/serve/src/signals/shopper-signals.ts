/** The kinds of shoppers' signals (`@shop/platform`'s signals). */
export type SignalKind = 'view' | 'load-error' | 'render-error' | 'call-error' | 'vital';

/** One signal as pages send it: kind, remote, name, value. Its build and shopper are in the beacon's token. */
export interface BeaconSignal {
  k: SignalKind;
  r: string;
  n?: string;
  v?: number;
}

/** One signal of a remote's build, as the registry keeps it. */
export interface WireSignal extends BeaconSignal {
  b: string;
}

/**
 * One signal as the shell's servers pass it on to the registry (`POST /v1/signals`, `{ s: ForwardedSignal[] }`): the
 * build (`b`) and the shopper's random id (`u`) are the ones the page's token was signed with.
 */
export interface ForwardedSignal extends WireSignal {
  u: string;
}

/** A beacon's token, unread, and its checked signals. */
export interface Beacon {
  token: unknown;
  signals: BeaconSignal[];
}

const KINDS = new Set(['view', 'load-error', 'render-error', 'call-error', 'vital']);
const NAME = /^[\w.:-]{1,40}$/;
/** A page's beacon is under 1 KB; anything much larger is not one of ours. */
export const MAX_BEACON_BYTES = 4096;
const PER_BEACON = 20;

/**
 * A beacon (`{ t: <token>, s: [{ k, r, n?, v? }] }`), its signals checked: known kinds, short names made of word
 * characters (a remote, a call's name, a metric), finite numbers. Anything else is dropped, so nothing a shopper
 * typed can ride along. Null for what is not a beacon.
 */
export function parseBeacon(body: unknown): Beacon | null {
  let parsed: unknown = body;
  if (typeof body === 'string') {
    if (body.length > MAX_BEACON_BYTES) return null;
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const beacon = parsed as { t?: unknown; s?: unknown } | null;
  if (!Array.isArray(beacon?.s)) return null;
  const signals = beacon.s.slice(0, PER_BEACON).flatMap((item: Partial<BeaconSignal> | null): BeaconSignal[] => {
    if (!item || !KINDS.has(item.k as string) || typeof item.r !== 'string' || !NAME.test(item.r)) return [];
    if (item.n !== undefined && (typeof item.n !== 'string' || !NAME.test(item.n))) return [];
    if (item.v !== undefined && (typeof item.v !== 'number' || !Number.isFinite(item.v))) return [];
    return [
      {
        k: item.k!,
        r: item.r,
        ...(item.n === undefined ? {} : { n: item.n }),
        ...(item.v === undefined ? {} : { v: item.v }),
      },
    ];
  });
  return { token: beacon.t, signals };
}
