import { expect, type Locator, type Page } from '@playwright/test';

/** A box in the window's coordinates (CSS px). */
type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): number {
  const x = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const y = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return x > 0 && y > 0 ? x * y : 0;
}

/** The shown toasts telling `text` (its success or error region, as a screen reader finds it). */
export function toastRegion(page: Page, text: string): Locator {
  return page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: text });
}

/**
 * Taps `target` where a shopper who does not wait taps it: at the centre of its box as it is now, without
 * Playwright's wait until nothing covers it. First the topmost element at that point (`document.elementFromPoint`)
 * must be the target or inside it; then a real tap (touch screens) or click at those coordinates.
 */
export async function tapWhereSeen(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const covered = await target.evaluate((element, { x, y }) => {
    const hit = document.elementFromPoint(x, y);
    if (hit && element.contains(hit)) return null;
    if (!hit) return 'nothing';
    const text = (hit.textContent ?? '').trim().slice(0, 60);
    return `<${hit.tagName.toLowerCase()}${hit.className ? ` class="${String(hit.className)}"` : ''}> "${text}"`;
  }, point);
  expect(covered, `the centre of ${target} (${Math.round(point.x)}, ${Math.round(point.y)}) is covered by`).toBeNull();
  if (await page.evaluate(() => navigator.maxTouchPoints > 0)) await page.touchscreen.tap(point.x, point.y);
  else await page.mouse.click(point.x, point.y);
}

/** The toast's box meets none of `others` (the page's primary action, the header, an action bar). */
export async function expectToastClearOf(toast: Locator, others: Record<string, Locator>): Promise<void> {
  const toastBox = (await toast.boundingBox())!;
  expect(toastBox, 'the toast is laid out').not.toBeNull();
  for (const [name, other] of Object.entries(others)) {
    const box = await other.boundingBox();
    expect(box, `${name} is laid out`).not.toBeNull();
    expect(
      overlap(toastBox, box!),
      `the toast ${JSON.stringify(toastBox)} overlaps ${name} ${JSON.stringify(box)}`,
    ).toBe(0);
  }
}

/** Keeps the shown toasts open as a resting pointer does (they do not close while hovered). */
export async function restPointerOn(page: Page, toast: Locator): Promise<void> {
  const box = (await toast.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

/** Follows a link or presses a button by keyboard (focus, Enter), so the pointer stays where it rests. */
export async function pressByKeyboard(page: Page, target: Locator): Promise<void> {
  await target.focus();
  await page.keyboard.press('Enter');
}
