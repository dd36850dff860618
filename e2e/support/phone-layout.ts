import { devices, type Locator, type Page } from '@playwright/test';

/** A phone as issue 17 measured it: an iPhone-sized touch screen. */
export const PHONE_VIEWPORT = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/** ... with an iPhone's user agent too, so the shell sizes its root font for a phone (spec 9: width / 23.425). */
const { defaultBrowserType: _browser, ...iPhone } = devices['iPhone 13'];
export const PHONE = { ...iPhone, viewport: PHONE_VIEWPORT.viewport } as const;

/** A tablet upright: an iPad (810 × 1080), its user agent included. */
const { defaultBrowserType: _tabletBrowser, ...iPad } = devices['iPad (gen 7)'];
export const TABLET = iPad;

/** How far the document reaches past the window sideways (0 when nothing scrolls sideways). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Pairs of text runs inside `scope` whose boxes overlap (more than 2 px each way), as "first / second": a price
 * running into a product name. Text under `position: sticky` or `fixed` is left out (it lies above the page on
 * purpose), and so is text clipped away for screen readers only.
 */
export function overlappingTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    // Under a sticky or fixed bar, or clipped away for screen readers only (the column headers of a card table).
    const unseen = (element: Element | null): boolean => {
      for (let at = element; at && at !== root; at = at.parentElement) {
        const { position, clip } = getComputedStyle(at);
        if (position === 'sticky' || position === 'fixed') return true;
        if (position === 'absolute' && clip.startsWith('rect(0')) return true;
      }
      return false;
    };
    const runs: { owner: Element; box: DOMRect; text: string }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const owner = node.parentElement;
      if (!text || !owner || unseen(owner)) continue;
      const style = getComputedStyle(owner);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        // A screen-reader-only text is clipped to a 1 px box.
        if (box.width > 1 && box.height > 1) runs.push({ owner, box, text });
      }
    }
    const overlaps: string[] = [];
    runs.forEach((a, i) =>
      runs.slice(i + 1).forEach((b) => {
        if (a.owner === b.owner) return;
        const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (x > 2 && y > 2) overlaps.push(`${a.text} / ${b.text}`);
      }),
    );
    return overlaps;
  });
}

/** Links, buttons and form controls inside `scope` smaller than 24 × 24 CSS pixels, as "name w×h". */
export function smallTapTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary'))
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 0 && getComputedStyle(element).visibility !== 'hidden')
      // Links inside a sentence are exempt (WCAG 2.5.8 "inline").
      .filter(({ element }) => !(element.tagName === 'A' && element.parentElement?.tagName === 'P'))
      .filter(({ box }) => box.width < 24 || box.height < 24)
      .map(({ element, box }) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}
