/**
 * LCP and CLS from the browser's own observers, held from the start of the page so they can be reported when the
 * page is hidden — a visit too short for `web-vitals` to be fetched (the shell fetches it at the first interaction
 * or 15 s after the load event) still says how its page painted. The same rules as web-vitals: LCP is the last
 * candidate before the page was first hidden; CLS the largest session window of unexpected shifts (shifts less
 * than 1 s apart, 5 s at most).
 */
export type VitalEntryType = 'largest-contentful-paint' | 'layout-shift';

/** A browser entry as far as these vitals read it. */
export interface VitalEntry {
  startTime: number;
  /** A layout shift's score. */
  value?: number;
  /** A layout shift right after the shopper's input is expected, not counted. */
  hadRecentInput?: boolean;
}

/**
 * Calls `take` with the entries of `type`, those already buffered first; false where the browser has none. Otherwise
 * it returns a function that hands `take` at once what the browser holds but has not delivered yet: an observer's
 * callback comes a task later, and a page hidden right after it painted would report without its LCP.
 */
export type ObserveEntries = (
  type: VitalEntryType,
  take: (entries: readonly VitalEntry[]) => void,
) => false | (() => void);

export const observeBuffered: ObserveEntries = (type, take) => {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) {
    return false;
  }
  const observer = new PerformanceObserver((list) => take(list.getEntries() as readonly VitalEntry[]));
  observer.observe({ type, buffered: true });
  return () => take(observer.takeRecords() as readonly VitalEntry[]);
};

export interface PageVitals {
  /** In ms; undefined until there is a candidate, or where the browser does not say. */
  lcp(): number | undefined;
  /** Undefined where the browser does not say; 0 for a page that did not shift. */
  cls(): number | undefined;
  /**
   * The page is being hidden: what the browser has not delivered yet is taken first, then no later LCP candidate
   * counts (a page shown again paints from a cache, not a load).
   */
  hidden(): void;
}

const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

export function watchPageVitals(observe: ObserveEntries = observeBuffered): PageVitals {
  let lcp: number | undefined;
  let wasHidden = false;
  const pendingLcp = observe('largest-contentful-paint', (entries) => {
    if (wasHidden) return;
    const last = entries.at(-1);
    if (last) lcp = Math.max(last.startTime, 0);
  });
  let cls: number | undefined;
  let session = 0;
  let sessionStart = 0;
  let previous = 0;
  const shifts = observe('layout-shift', (entries) => {
    for (const entry of entries) {
      if (entry.hadRecentInput || entry.value === undefined) continue;
      const continues =
        session > 0 && entry.startTime - previous < SESSION_GAP_MS && entry.startTime - sessionStart < SESSION_MAX_MS;
      if (continues) session += entry.value;
      else {
        session = entry.value;
        sessionStart = entry.startTime;
      }
      previous = entry.startTime;
      cls = Math.max(cls ?? 0, session);
    }
  });
  if (shifts) cls = 0;
  return {
    lcp: () => lcp,
    cls: () => cls,
    hidden: () => {
      if (pendingLcp) pendingLcp();
      if (shifts) shifts();
      wasHidden = true;
    },
  };
}
