/**
 * Signals from shoppers' pages, per remote and build (docs/releasing.md): a page shown, a file that did not load,
 * an error a boundary caught, a call that failed, a Web Vital. They carry names and numbers only — a remote, its
 * build, a call's name, a metric — never who the shopper is or what they typed. The boundaries, the federation
 * runtime plugins, text loading and the API client all report through `reportSignal`.
 */
import { watchPageVitals, type ObserveEntries, type PageVitals } from './page-vitals';
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
/** This page load's LCP and CLS, reported when the page is hidden if `web-vitals` has not said them. */
let pageVitals: PageVitals | null = null;
/** The last value reported of each vital this page load: the same value is never sent twice. */
const reportedVitals = new Map<string, number>();
/** Vitals `web-vitals` reported (through `reportSignal`): from then on they are its to report, not ours. */
const libraryVitals = new Set<string>();

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
  /** Where LCP and CLS entries come from; the browser's PerformanceObserver by default. */
  observe?: ObserveEntries;
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
  if (settings.sampled) pageVitals = watchPageVitals(options.observe);
  // On the window, bubbling: after every listener on the document, web-vitals' among them, which report the final
  // LCP, INP and CLS as the page is hidden. What web-vitals has not reported yet (a visit shorter than its fetch),
  // LCP and CLS are reported from our own observers, in the same beacon.
  const hidden = () => {
    reportPageVitals();
    flushSignals();
  };
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
  window.addEventListener('pagehide', hidden);
}

function reportPageVitals(): void {
  if (!pageVitals) return;
  pageVitals.hidden();
  const lcp = pageVitals.lcp();
  const cls = pageVitals.cls();
  if (lcp !== undefined && !libraryVitals.has('LCP')) queueSignal({ kind: 'vital', name: 'LCP', value: lcp });
  if (cls !== undefined && !libraryVitals.has('CLS')) queueSignal({ kind: 'vital', name: 'CLS', value: cls });
}

/**
 * False for a vital already said: LCP is final once reported (one per page load, whoever reports it first), and
 * CLS or INP only counts again with another value (web-vitals reports CLS at every hide while it grows).
 */
function newVital(name: string, value: number): boolean {
  const before = reportedVitals.get(name);
  if (before !== undefined && (name === 'LCP' || before === value)) return false;
  reportedVitals.set(name, value);
  return true;
}

/** The remote whose page is on screen: failed calls and vitals are counted against it. */
export function setCurrentRemote(remote: string): void {
  currentRemote = remote;
}

export function reportSignal(signal: Signal): void {
  if (!settings?.sampled) return;
  if (signal.kind === 'vital' && signal.name) libraryVitals.add(signal.name);
  queueSignal(signal);
}

function queueSignal(signal: Signal): void {
  if (!settings?.sampled) return;
  const value = signal.value === undefined ? undefined : Math.round(signal.value * 1000) / 1000;
  if (signal.kind === 'vital' && signal.name && value !== undefined && !newVital(signal.name, value)) return;
  queue.push({
    k: signal.kind,
    r: signal.remote ?? currentRemote,
    ...(signal.name ? { n: signal.name.slice(0, 40) } : {}),
    ...(value === undefined ? {} : { v: value }),
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
  pageVitals = null;
  reportedVitals.clear();
  libraryVitals.clear();
}
