import * as v from 'valibot';
import { QUICK_ORDER_MAX_LINES } from '@shop/api/contract';
import type { OrderLine } from './parse-lines';

/** Where the tab keeps a quick order's lines until they are added (sessionStorage: this tab, until it closes). */
export const KEPT_LINES_KEY = 'quickOrder.lines';

// What was written may have been written by another build or edited by hand: anything else is ignored.
const keptLines = v.pipe(
  v.array(v.object({ sku: v.pipe(v.string(), v.maxLength(200)), quantity: v.pipe(v.string(), v.maxLength(50)) })),
  v.maxLength(QUICK_ORDER_MAX_LINES),
);

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the lines then live as long as the page.
    return null;
  }
}

/** The lines kept by this tab, or none when there are none or what is there is not lines. */
export function readKeptLines(): OrderLine[] {
  try {
    const parsed = v.safeParse(keptLines, JSON.parse(storage()?.getItem(KEPT_LINES_KEY) ?? '[]'));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

/** Keeps the lines that hold something; none left removes the entry. */
export function keepLines(lines: readonly OrderLine[]): void {
  const kept = lines.filter((line) => line.sku.trim() !== '' || line.quantity.trim() !== '');
  try {
    if (kept.length === 0) storage()?.removeItem(KEPT_LINES_KEY);
    else storage()?.setItem(KEPT_LINES_KEY, JSON.stringify(kept));
  } catch {
    // Full or blocked storage: the lines stay on the page, only a reload loses them.
  }
}
