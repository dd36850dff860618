import { readSignalsToken } from './signals-token';
import type { BeaconSignal } from '@shop/platform/signal-wire';
import { networkTag } from './client-network';
import { ratePerKey, type Rate } from './rate-per-key';
import { parseBeacon } from './shopper-signals';
import type { ForwardedSignal } from './signal-wire';

/**
 * What one page's token may report, on one shell server. A view is counted once per remote page shown (the remote
 * area counts it when its module arrives): one for the first paint, nine more for pages reached inside the tab, so
 * a shopper browsing the catalogue still counts while one token cannot stand for a crowd. Errors are capped per
 * token, all kinds together: a canary that breaks shows in a few errors per shopper, and the registry judges it by
 * how many shoppers meet them. Vitals are LCP, INP and CLS per page, a few times over.
 */
export const PER_TOKEN = { viewsPerRemote: 10, errors: 10, vitals: 10 } as const;

/**
 * Beacons taken from one client address: a burst of 30, then one every two seconds. A page sends one after its
 * load event and one when it is hidden; an office behind one address loses part of its sample at worst.
 */
export const PER_CLIENT: Rate = { burst: 30, perSecond: 0.5 };

/** Tokens and clients remembered at most; past that the oldest are forgotten (memory stays bounded). */
const KEPT_TOKENS = 20_000;
const KEPT_CLIENTS = 10_000;

interface Spent {
  expires: number;
  views: Map<string, number>;
  errors: number;
  vitals: number;
}

export interface SignalsGateOptions {
  /** `SHOP_SIGNALS_SECRET`: what tokens are signed with, the same on every shell server. */
  secret: string;
  now?: () => number;
  perClient?: Rate;
}

/**
 * The shell server's check of shoppers' beacons: a client over its rate, a beacon without a token this store
 * signed (or expired), gives nothing; each signal takes its build and shopper from the token, and its client
 * network's tag (`w`) from the beacon's address; a remote the token does not name is dropped, and what goes past the
 * token's caps (`PER_TOKEN`) is dropped.
 */
export function signalsGate(options: SignalsGateOptions) {
  const { secret, now = Date.now, perClient = PER_CLIENT } = options;
  const allowed = ratePerKey(perClient, KEPT_CLIENTS, now);
  const spent = new Map<string, Spent>();

  const spentOn = (signature: string, expires: number): Spent => {
    let found = spent.get(signature);
    if (!found) {
      if (spent.size >= KEPT_TOKENS) {
        for (const [key, value] of spent) if (value.expires <= now()) spent.delete(key);
        if (spent.size >= KEPT_TOKENS) spent.delete(spent.keys().next().value as string);
      }
      found = { expires, views: new Map(), errors: 0, vitals: 0 };
      spent.set(signature, found);
    }
    return found;
  };

  const withinCaps = (signal: BeaconSignal, counts: Spent): boolean => {
    if (signal.k === 'view') {
      const views = counts.views.get(signal.r) ?? 0;
      if (views >= PER_TOKEN.viewsPerRemote) return false;
      counts.views.set(signal.r, views + 1);
    } else if (signal.k === 'vital') {
      if (counts.vitals >= PER_TOKEN.vitals) return false;
      counts.vitals += 1;
    } else {
      if (counts.errors >= PER_TOKEN.errors) return false;
      counts.errors += 1;
    }
    return true;
  };

  /** The signals of a beacon from `client` (the request's address) worth passing on; often none. */
  return function check(body: unknown, client: string): ForwardedSignal[] {
    if (!allowed(client)) return [];
    const beacon = parseBeacon(body);
    const claims = beacon && readSignalsToken(secret, beacon.token, now());
    if (!beacon || !claims) return [];
    const counts = spentOn(String(beacon.token).split('.')[1]!, claims.expires);
    const network = networkTag(secret, client);
    return beacon.signals.flatMap((signal) => {
      const build = claims.builds[signal.r];
      if (build === undefined || !withinCaps(signal, counts)) return [];
      return [{ ...signal, b: build, u: claims.shopper, w: network }];
    });
  };
}

export type SignalsGate = ReturnType<typeof signalsGate>;
