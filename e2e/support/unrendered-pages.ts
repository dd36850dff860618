import type { Page } from '@playwright/test';

/**
 * From now on, every document of `page` is drawn by the browser as when the shell's server did not render it in time
 * (over its budget, or every render place taken): the state the server drew with is taken out as the document is
 * parsed, before the start-up script looks for it, so the browser draws the page afresh and reads every call itself.
 * The failure journeys need that: a call the server answered in the document never reaches the browser, so its
 * failure there could not be made (decisions 038 and 046).
 *
 * Done in the page rather than by rewriting the response: Chromium treats a document a test fulfils as from the
 * public address space, and blocks its requests to the remotes on 127.0.0.1 (Private Network Access).
 */
export async function unrenderedPages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drop = () => document.getElementById('shop-server-state')?.remove();
    new MutationObserver(drop).observe(document, { childList: true, subtree: true });
  });
}
