import type { BeaconSignal } from '@shop/platform/signal-wire';
import * as v from 'valibot';
import { beaconSignalSchema } from './signal-wire';

/** A beacon's token, unread, and its checked signals. */
export interface Beacon {
  token: unknown;
  signals: BeaconSignal[];
}

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
  // Each signal on its own: one that is not ours is dropped, the others of the beacon still count.
  const signals = beacon.s.slice(0, PER_BEACON).flatMap((item: unknown): BeaconSignal[] => {
    const checked = v.safeParse(beaconSignalSchema, item);
    return checked.success ? [checked.output] : [];
  });
  return { token: beacon.t, signals };
}
