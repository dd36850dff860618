import * as v from 'valibot';
import { productListInput, type ValidationKey } from '@shop/api/contract';

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
 * is not an amount is passed on as typed, so the call's schema refuses it with its own message.
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
 * Checks a typed range with the list call's own schema, so the form and the backend give the same answer:
 * 'The lowest price cannot be higher than the highest price' is reported on the lowest price.
 */
export function checkPriceRange(minText: string, maxText: string): PriceRangeCheck {
  const result = v.safeParse(productListInput, { price_min: toMinorUnits(minText), price_max: toMinorUnits(maxText) });
  if (result.success)
    return { ok: true, range: { price_min: result.output.price_min, price_max: result.output.price_max } };
  const nested = v.flatten<typeof productListInput>(result.issues).nested ?? {};
  return {
    ok: false,
    errors: {
      price_min: nested.price_min?.[0] as ValidationKey | undefined,
      price_max: nested.price_max?.[0] as ValidationKey | undefined,
    },
  };
}
