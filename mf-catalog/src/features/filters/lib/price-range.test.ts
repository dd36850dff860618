import * as v from 'valibot';
import { productListInput } from '@shop/api/contract';
import { checkPriceRange, toMinorUnits, toPriceText } from './price-range';

describe('the price filter', () => {
  it('turns typed amounts into minor units and back', () => {
    expect(toMinorUnits('12.5')).toBe(1250);
    expect(toMinorUnits(' 0.99 ')).toBe(99);
    expect(toMinorUnits('')).toBeUndefined();
    expect(toPriceText(1250)).toBe('12.5');
    expect(toPriceText(undefined)).toBe('');
  });

  it('accepts a range in order, or one bound alone', () => {
    expect(checkPriceRange('5', '20')).toEqual({ ok: true, range: { price_min: 500, price_max: 2000 } });
    expect(checkPriceRange('', '20')).toEqual({ ok: true, range: { price_min: undefined, price_max: 2000 } });
    expect(checkPriceRange('7', '7')).toEqual({ ok: true, range: { price_min: 700, price_max: 700 } });
  });

  it('reports a lowest price above the highest on the lowest price, with the call’s message key', () => {
    expect(checkPriceRange('30', '20')).toEqual({
      ok: false,
      errors: { price_min: 'price_range_invalid', price_max: undefined },
    });
  });

  it('refuses what is not an amount with the call’s own message', () => {
    expect(checkPriceRange('abc', '-1')).toEqual({
      ok: false,
      errors: { price_min: 'price_invalid', price_max: 'price_invalid' },
    });
    expect(checkPriceRange('1.234', '')).toMatchObject({ ok: false, errors: { price_min: 'price_invalid' } });
  });
});

describe('the price filter and the list call', () => {
  // The filter's check is plain code; the call's schema is the rule. Both must answer alike for what people type.
  it.each([
    ['5', '20'],
    ['', '20'],
    ['7', '7'],
    ['30', '20'],
    ['abc', '-1'],
    ['1.234', ''],
    ['0', '0'],
    ['0.5', ''],
    ['', ''],
    ['12', 'x'],
  ])('min %p, max %p: the same answer as the call', (min, max) => {
    const result = v.safeParse(productListInput, { price_min: toMinorUnits(min), price_max: toMinorUnits(max) });
    const nested = result.success ? {} : (v.flatten<typeof productListInput>(result.issues).nested ?? {});
    const check = checkPriceRange(min, max);
    expect(check.ok).toBe(result.success);
    if (!check.ok) {
      expect(check.errors).toEqual({ price_min: nested.price_min?.[0], price_max: nested.price_max?.[0] });
    }
  });
});
