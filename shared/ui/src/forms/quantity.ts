/** A whole quantity from 1 to `max` (0 when `max` is below 1: nothing can be chosen). */
export function boundQuantity(value: number, max: number): number {
  if (max < 1) return 0;
  if (!Number.isFinite(value)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(value)));
}

/**
 * What a person types into a quantity field, kept in bounds as they type: digits only, empty allowed while
 * editing (leaving the field keeps the current quantity), never above `max`.
 */
export function typedQuantity(text: string, max: number): string {
  const digits = text.replace(/\D/g, '').slice(0, 9);
  return digits === '' ? '' : String(boundQuantity(Number(digits), max));
}
