import type { Page } from '@playwright/test';

/**
 * Moves the page to `path` as its router moves between pages (history and `popstate`), without a new document:
 * what it shows then comes from the browser's own calls, not from the server's rendering of a first screen
 * (decision 038).
 */
export async function navigateInPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
