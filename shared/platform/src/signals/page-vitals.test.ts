import { reportSignal, resetSignals, setCurrentRemote, startSignals } from './signals';
import { watchPageVitals, type ObserveEntries, type VitalEntry, type VitalEntryType } from './page-vitals';

/**
 * The browser's entries, given as a page's observers would get them: `entries` delivered, `pending` held by the
 * browser until the observer's callback runs or its records are taken.
 */
function browserEntries() {
  const takers = new Map<VitalEntryType, (entries: readonly VitalEntry[]) => void>();
  const held = new Map<VitalEntryType, VitalEntry[]>();
  const observe: ObserveEntries = (type, take) => {
    takers.set(type, take);
    return () => take(held.get(type)?.splice(0) ?? []);
  };
  return {
    observe,
    entries: (type: VitalEntryType, entries: VitalEntry[]) => takers.get(type)?.(entries),
    pending: (type: VitalEntryType, entries: VitalEntry[]) => held.set(type, [...(held.get(type) ?? []), ...entries]),
  };
}

const hide = (event: 'visibilitychange' | 'pagehide') => {
  if (event === 'pagehide') return window.dispatchEvent(new Event('pagehide'));
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  return true;
};

describe("a page's LCP and CLS from the browser's observers", () => {
  it('takes the last LCP candidate until the page is hidden, and CLS as the largest session window', () => {
    const browser = browserEntries();
    const vitals = watchPageVitals(browser.observe);
    expect([vitals.lcp(), vitals.cls()]).toEqual([undefined, 0]);
    browser.entries('largest-contentful-paint', [{ startTime: 400 }, { startTime: 900 }]);
    browser.entries('layout-shift', [
      { startTime: 100, value: 0.05 },
      { startTime: 600, value: 0.04 },
      // Right after an input: expected, not counted.
      { startTime: 700, value: 0.5, hadRecentInput: true },
      // Over a second later: a new window, smaller than the first.
      { startTime: 2_000, value: 0.03 },
    ]);
    expect(vitals.lcp()).toBe(900);
    expect(vitals.cls()).toBeCloseTo(0.09);
    vitals.hidden();
    browser.entries('largest-contentful-paint', [{ startTime: 5_000 }]);
    expect(vitals.lcp()).toBe(900);
  });

  it('says nothing where the browser has no such entries', () => {
    const vitals = watchPageVitals(() => false);
    expect([vitals.lcp(), vitals.cls()]).toEqual([undefined, undefined]);
  });
});

describe('vitals of a short visit', () => {
  let sent: { s: { k: string; r: string; n?: string; v?: number }[] }[];
  const send = (_url: string, body: string) => {
    sent.push(JSON.parse(body) as (typeof sent)[number]);
    return true;
  };
  const vitalsSent = () => sent.flatMap((beacon) => beacon.s).filter((signal) => signal.k === 'vital');
  beforeEach(() => {
    sent = [];
    resetSignals();
  });

  it.each(['visibilitychange', 'pagehide'] as const)(
    'are sent when the page is hidden (%s), in the one beacon with the rest, under 1 KB',
    (event) => {
      const browser = browserEntries();
      startSignals({ token: 't'.repeat(500), send, observe: browser.observe });
      setCurrentRemote('mf_catalog');
      reportSignal({ kind: 'view', remote: 'mf_catalog' });
      browser.entries('largest-contentful-paint', [{ startTime: 1234.5678 }]);
      browser.entries('layout-shift', [{ startTime: 10, value: 0.0123456 }]);
      hide(event);
      expect(sent).toHaveLength(1);
      expect(JSON.stringify(sent[0]).length).toBeLessThan(1024);
      expect(sent[0]!.s).toEqual([
        { k: 'view', r: 'mf_catalog' },
        { k: 'vital', r: 'mf_catalog', n: 'LCP', v: 1234.568 },
        { k: 'vital', r: 'mf_catalog', n: 'CLS', v: 0.012 },
      ]);
    },
  );

  it('include the entries the browser had not yet delivered when the page was hidden right after it painted', () => {
    const browser = browserEntries();
    startSignals({ token: 't', send, observe: browser.observe });
    browser.entries('largest-contentful-paint', [{ startTime: 300 }]);
    browser.pending('largest-contentful-paint', [{ startTime: 650 }]);
    browser.pending('layout-shift', [{ startTime: 640, value: 0.05 }]);
    hide('pagehide');
    expect(vitalsSent()).toEqual([
      { k: 'vital', r: 'shell', n: 'LCP', v: 650 },
      { k: 'vital', r: 'shell', n: 'CLS', v: 0.05 },
    ]);
  });

  it('are never sent twice for the same values: hidden, pagehide, shown and hidden again', () => {
    const browser = browserEntries();
    startSignals({ token: 't', send, observe: browser.observe });
    browser.entries('largest-contentful-paint', [{ startTime: 800 }]);
    hide('visibilitychange');
    hide('pagehide');
    // Back on the page, a shift, hidden again: only the grown CLS is new.
    browser.entries('layout-shift', [{ startTime: 9_000, value: 0.2 }]);
    hide('visibilitychange');
    expect(vitalsSent()).toEqual([
      { k: 'vital', r: 'shell', n: 'LCP', v: 800 },
      { k: 'vital', r: 'shell', n: 'CLS', v: 0 },
      { k: 'vital', r: 'shell', n: 'CLS', v: 0.2 },
    ]);
  });

  it('leave LCP and CLS to web-vitals once it has reported them, and take its LCP only once', () => {
    const browser = browserEntries();
    startSignals({ token: 't', send, observe: browser.observe });
    browser.entries('largest-contentful-paint', [{ startTime: 700 }]);
    browser.entries('layout-shift', [{ startTime: 10, value: 0.1 }]);
    hide('visibilitychange');
    // web-vitals, fetched later, reports the page's LCP again, and CLS once it differs.
    reportSignal({ kind: 'vital', name: 'LCP', value: 700.2 });
    reportSignal({ kind: 'vital', name: 'CLS', value: 0.1 });
    reportSignal({ kind: 'vital', name: 'INP', value: 96 });
    browser.entries('layout-shift', [{ startTime: 9_000, value: 0.3 }]);
    hide('visibilitychange');
    reportSignal({ kind: 'vital', name: 'CLS', value: 0.3 });
    hide('pagehide');
    expect(vitalsSent().map(({ n, v }) => [n, v])).toEqual([
      ['LCP', 700],
      ['CLS', 0.1],
      ['INP', 96],
      ['CLS', 0.3],
    ]);
  });

  it('wait for the load event: a page hidden before it has sent nothing', () => {
    const browser = browserEntries();
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      startSignals({ token: 't', send, observe: browser.observe });
      browser.entries('largest-contentful-paint', [{ startTime: 300 }]);
      hide('visibilitychange');
      expect(sent).toEqual([]);
    } finally {
      Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    }
  });
});
