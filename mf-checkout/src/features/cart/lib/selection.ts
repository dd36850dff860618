import type { CartItem } from '@shop/api/calls';

/** What a new selection changes: the lines to select and the lines to unselect (each one call). */
export function selectionChanges(items: readonly CartItem[], next: ReadonlySet<number | string>) {
  const select = items.filter((item) => !item.selected && next.has(item.id)).map((item) => item.id);
  const unselect = items.filter((item) => item.selected && !next.has(item.id)).map((item) => item.id);
  return { select, unselect };
}
