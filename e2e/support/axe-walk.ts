import type { Locator, Page } from '@playwright/test';
import { expect, expectNoA11yViolations } from './fixtures';

/** A screen to check: where it is, and what shows once it has settled (so axe sees the finished page). */
export interface AxeScreen {
  path: string;
  ready: (page: Page) => Locator | Locator[];
}

/**
 * Opens each screen in turn and expects axe to find nothing on it, and the document to be no wider than the
 * viewport (sideways scrolling fails WCAG's reflow on a phone). Waiting for `ready` first keeps axe off skeletons.
 */
export async function expectScreensAccessible(page: Page, screens: readonly AxeScreen[]): Promise<void> {
  for (const screen of screens) {
    await page.goto(screen.path);
    for (const shown of [screen.ready(page)].flat()) await expect(shown).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoSidewaysScroll(page);
  }
}

/** The document is no wider than the viewport. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}
