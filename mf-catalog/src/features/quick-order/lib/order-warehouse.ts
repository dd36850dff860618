/**
 * The warehouse a quick order ships from (a checkout ships from one): the cart's selected lines' warehouse when it
 * has some, else the one most of the lines that could otherwise go in ship from, a tie going to the earliest line's.
 * The backend's `cart.addMany` refuses lines by the same rule, so the page flags exactly the lines it would refuse.
 * `lines` are the warehouse ids of those otherwise valid lines, in the order of the rows.
 */
export function orderWarehouse(cartWarehouseId: number | null, lines: readonly number[]): number | null {
  if (cartWarehouseId !== null) return cartWarehouseId;
  const counts = new Map<number, number>();
  for (const warehouse of lines) counts.set(warehouse, (counts.get(warehouse) ?? 0) + 1);
  let chosen: number | null = null;
  // A Map iterates in first-seen order, so on a tie the earlier line's warehouse is kept.
  for (const [warehouse, count] of counts) if (chosen === null || count > counts.get(chosen)!) chosen = warehouse;
  return chosen;
}
