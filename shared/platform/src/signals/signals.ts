/**
 * Signals from shoppers' pages, per remote and build (docs/releasing.md): a page shown, a file that did not load,
 * an error a boundary caught, a call that failed, a Web Vital. They carry names and numbers only — a remote, its
 * build, a call's name, a metric — never who the shopper is or what they typed. The boundaries, the federation
 * runtime plugins, text loading and the API client all report through `reportSignal`.
 */
import type { BeaconBody, BeaconSignal, SignalKind } from './signal-wire';

export type { SignalKind };

export interface Signal {
  kind: SignalKind;
  /** The remote it concerns; the page's current remote when left out (a failed call, a vital). */
  remote?: string;
  /** A call's name (`cart.add`), a vital's (`LCP`), what failed to load (`entry`, `chunk`, `texts`). */
  name?: string;
  value?: number;
}

interface Settings {
  endpoint: string;
  token: string;
  sampled: boolean;
  send: (url: string, body: string) => boolean;
}

/** At most this many signals a beacon (about 40 bytes each), and at most this many bytes with the token. */
const PER_BEACON = 20;
const BEACON_BYTES = 1000;
/** Kept at most, in case the page never gets to send (the oldest are dropped). */
const MAX_QUEUED = 100;

let settings: Settings | null = null;
let currentRemote = 'shell';
let loaded = false;
const queue: BeaconSignal[] = [];

export interface SignalsOptions {
  /** Where beacons go (the store's origin: no CORS, no third party). */
  endpoint?: string;
  /**
   * The page's signals token, as the shell's server wrote it into the page: it names the builds and the shopper the
   * server counts the signals against. Without one (a preview's page, no registry), nothing is gathered.
   */
  token?: string;
  /** Share of page loads that report (0 … 1), decided once per page load. */
  sampleRate?: number;
  random?: () => number;
  send?: (url: string, body: string) => boolean;
}

/**
 * Starts reporting for this page load. Nothing is sent before the page's load event (a beacon must not compete with
 * the first screen); then what was gathered goes after a few seconds, and whatever is left when the page is hidden.
 */
export function startSignals(options: SignalsOptions = {}): void {
  const rate = options.sampleRate ?? 1;
  settings = {
    endpoint: options.endpoint ?? '/shop-signals',
    token: options.token ?? '',
    sampled: options.token !== undefined && (options.random ?? Math.random)() < rate,
    send: options.send ?? ((url, body) => navigator.sendBeacon(url, body)),
  };
  if (typeof window === 'undefined') return;
  const afterLoad = () => {
    loaded = true;
    setTimeout(flushSignals, 3_000);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // On the window, bubbling: after every listener on the document, web-vitals' among them, which report the final
  // LCP, INP and CLS as the page is hidden.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushSignals();
  });
  window.addEventListener('pagehide', flushSignals);
}

/** The remote whose page is on screen: failed calls and vitals are counted against it. */
export function setCurrentRemote(remote: string): void {
  currentRemote = remote;
}

export function reportSignal(signal: Signal): void {
  if (!settings?.sampled) return;
  queue.push({
    k: signal.kind,
    r: signal.remote ?? currentRemote,
    ...(signal.name ? { n: signal.name.slice(0, 40) } : {}),
    ...(signal.value === undefined ? {} : { v: Math.round(signal.value * 1000) / 1000 }),
  });
  if (queue.length > MAX_QUEUED) queue.splice(0, queue.length - MAX_QUEUED);
}

/** Sends what was gathered, in beacons of at most `PER_BEACON` signals and 1 KB; never before the load event. */
export function flushSignals(): void {
  if (!settings || !loaded) return;
  while (queue.length > 0) {
    let count = Math.min(PER_BEACON, queue.length);
    let body: string;
    // Signals are ASCII: a string's length is its size in bytes.
    const beacon = (signals: BeaconSignal[]): BeaconBody => ({ t: settings!.token, s: signals });
    while ((body = JSON.stringify(beacon(queue.slice(0, count)))).length > BEACON_BYTES && count > 1) count -= 1;
    if (!settings.send(settings.endpoint, body)) return;
    queue.splice(0, count);
  }
}

/** For tests: forget everything. */
export function resetSignals(): void {
  settings = null;
  loaded = false;
  currentRemote = 'shell';
  queue.length = 0;
}
