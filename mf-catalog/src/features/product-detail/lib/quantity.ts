/** The quantity that can be bought: 1 up to the inventory (spec 3). Nothing can be bought when sold out. */
export function clampQuantity(value: number, inventory: number): number {
  if (inventory < 1) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(inventory, Math.max(1, Math.trunc(value)));
}

/**
 * What a person types into the quantity field, kept within the inventory as they type: digits only, an empty
 * field allowed while editing (it becomes 1 when they leave it), never more than is in stock.
 */
export function typedQuantity(text: string, inventory: number): string {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return '';
  return String(clampQuantity(Number(digits), inventory));
}
