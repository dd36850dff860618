import type { Page } from '@playwright/test';

interface ClickTiming {
  clicked: number;
  shown: number;
}
type TimedWindow = Window & { __clickToElement?: ClickTiming };

/**
 * Milliseconds, by the page's own clock, from the click `act` makes to the moment an element matching `selector`
 * is in the document. Timed in the page (a capturing click listener and a MutationObserver) because a driver's
 * polling adds its own steps (Playwright's `expect` re-checks after 100, 250, 500 ms…), which would hide anything
 * faster than them.
 */
export async function clickToElement(page: Page, selector: string, act: () => Promise<void>): Promise<number> {
  await page.evaluate((wanted) => {
    const timing: ClickTiming = { clicked: 0, shown: 0 };
    (window as TimedWindow).__clickToElement = timing;
    document.addEventListener('click', () => (timing.clicked = performance.now()), { capture: true, once: true });
    const observer = new MutationObserver(() => {
      if (timing.clicked === 0 || !document.querySelector(wanted)) return;
      timing.shown = performance.now();
      observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }, selector);
  await act();
  await page.waitForFunction(() => ((window as TimedWindow).__clickToElement?.shown ?? 0) > 0, undefined, {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const timing = (window as TimedWindow).__clickToElement!;
    return Math.round(timing.shown - timing.clicked);
  });
}
