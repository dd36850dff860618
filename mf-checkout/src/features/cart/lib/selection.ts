import type { CartItem } from '@shop/api/calls';

/** What a new selection changes: the lines to select and the lines to unselect (each one call). */
export function selectionChanges(items: readonly CartItem[], next: ReadonlySet<number | string>) {
  const select = items.filter((item) => !item.selected && next.has(item.id)).map((item) => item.id);
  const unselect = items.filter((item) => item.selected && !next.has(item.id)).map((item) => item.id);
  return { select, unselect };
}

/** A quantity typed or stepped, kept within 1 and the inventory; null when it is not a whole number. */
export function boundedQuantity(text: string, inventory: number): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  return Math.min(Math.max(Number(text), 1), Math.max(inventory, 1));
}
