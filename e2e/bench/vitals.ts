import type { BrowserContext, Page } from '@playwright/test';

/** Web vitals read in the page: first and largest contentful paint, layout shift, and the long tasks. */
export interface Vitals {
  fcp: number | null;
  lcp: number | null;
  cls: number;
  /** Total blocking time: the part over 50 ms of each long task after the first contentful paint. */
  tbt: number;
}

/** Observers installed before any script of the page runs (buffered, so nothing is missed). */
const OBSERVE = `
  window.__vitals = { fcp: null, lcp: null, cls: 0, tasks: [] };
  const watch = (type, take) => { try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true }); } catch {} };
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime; });
  watch('largest-contentful-paint', (e) => { window.__vitals.lcp = e.startTime; });
  watch('layout-shift', (e) => { if (!e.hadRecentInput) window.__vitals.cls += e.value; });
  watch('longtask', (e) => { window.__vitals.tasks.push([e.startTime, e.duration]); });
`;

export async function observeVitals(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: OBSERVE });
}

export async function readVitals(page: Page): Promise<Vitals> {
  const raw = await page.evaluate(
    () =>
      (
        window as unknown as {
          __vitals: { fcp: number | null; lcp: number | null; cls: number; tasks: [number, number][] };
        }
      ).__vitals,
  );
  const tbt = raw.tasks
    .filter(([start]) => raw.fcp !== null && start >= raw.fcp)
    .reduce((total, [, duration]) => total + Math.max(0, duration - 50), 0);
  return { fcp: raw.fcp, lcp: raw.lcp, cls: raw.cls, tbt };
}

/**
 * Lighthouse's mobile profile, applied through the DevTools protocol: 4× CPU slowdown and "slow 4G" (150 ms
 * round trip, 1.6 Mbit/s down, 750 kbit/s up).
 */
export async function throttle(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The middle value (the lower middle of an even count), rounded; null when nothing was measured. */
export function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return Math.round(known[Math.floor((known.length - 1) / 2)]! * 1000) / 1000;
}
