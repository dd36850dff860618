import { M, type ValidationKey } from '@shop/api/calls';

/** A price range in minor units, as the list call takes it. */
export interface PriceRange {
  price_min?: number | undefined;
  price_max?: number | undefined;
}

export type PriceRangeCheck =
  | { ok: true; range: PriceRange }
  | { ok: false; errors: { price_min?: ValidationKey | undefined; price_max?: ValidationKey | undefined } };

/**
 * What a person typed (major units, '12.50') in the call's minor units (1250). Blank is no bound; anything that
 * is not an amount is passed on as typed, and refused with the call's message for it.
 */
export function toMinorUnits(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return trimmed;
  return Math.round(Number(trimmed) * 100);
}

/** A bound back in major units for the field ('12.5' for 1250). */
export function toPriceText(minorUnits: number | undefined): string {
  return minorUnits === undefined ? '' : String(minorUnits / 100);
}

/**
 * Checks a typed range by the list call's rules, so the form and the backend give the same answer (price-range.test.ts
 * holds the two together): 'The lowest price cannot be higher than the highest price' is reported on the lowest
 * price. Plain code rather than the call's schema, so the home page loads no validation library (decision 011).
 */
export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const min = toMinorUnits(minText);
  const max = toMinorUnits(maxText);
  if (typeof min === 'string' || typeof max === 'string') {
    const invalid = (bound: number | string | undefined) => (typeof bound === 'string' ? M.price_invalid : undefined);
    return { ok: false, errors: { price_min: invalid(min), price_max: invalid(max) } };
  }
  if (min !== undefined && max !== undefined && min > max)
    return { ok: false, errors: { price_min: M.price_range_invalid, price_max: undefined } };
  return { ok: true, range: { price_min: min, price_max: max } };
}
