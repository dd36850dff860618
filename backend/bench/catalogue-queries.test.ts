import * as v from 'valibot';
import { PRODUCT_SORTS, productListInput } from '@shop/api/contract';
import { benchQueries } from './catalogue-queries';

describe('the benchmark calls', () => {
  const queries = benchQueries(240, 100_000);

  it('are the same on every run', () => {
    expect(benchQueries(240, 100_000)).toEqual(queries);
  });

  it('are all valid list calls', () => {
    for (const query of queries) expect(v.safeParse(productListInput, query).issues).toBeUndefined();
  });

  it('meet every sort with no search, a name search and a SKU search', () => {
    for (const sort of PRODUCT_SORTS) {
      const sorted = queries.filter((q) => q.sort === sort);
      expect(sorted.some((q) => q.q === undefined)).toBe(true);
      expect(sorted.some((q) => q.q !== undefined && !/\d/.test(q.q))).toBe(true);
      expect(sorted.some((q) => q.q !== undefined && /\d/.test(q.q))).toBe(true);
    }
  });

  it('mix the filters, alone and together', () => {
    const has = (key: string) => queries.filter((q) => key in q).length;
    for (const key of ['category_id', 'price_min', 'ship_from', 'in_stock']) expect(has(key)).toBeGreaterThan(20);
    expect(queries.some((q) => q.category_id && q.price_min && q.ship_from && q.q)).toBe(true);
  });
});
