import * as v from 'valibot';
import { M, validationEn } from '../messages';
import { productListInput, productSummarySchema } from './catalog';

describe('product.list input', () => {
  it('reads query text into typed filters, with the defaults', () => {
    expect(
      v.parse(productListInput, { category_id: '3', price_min: '100', price_max: '100', in_stock: '1', q: ' mug ' }),
    ).toEqual({
      category_id: 3,
      price_min: 100,
      price_max: 100,
      in_stock: true,
      q: 'mug',
      sort: 'newest_desc',
      page: 1,
      page_size: 20,
    });
  });

  it('reports a lowest price above the highest on price_min, for the form and the backend alike', () => {
    const result = v.safeParse(productListInput, { price_min: 500, price_max: 100 });
    expect(result.success).toBe(false);
    const issues = result.issues!.map((issue) => ({ path: v.getDotPath(issue), message: issue.message }));
    expect(issues).toEqual([{ path: 'price_min', message: M.price_range_invalid }]);
    expect(validationEn[M.price_range_invalid]).toBe('The lowest price cannot be higher than the highest price');
  });

  it('checks the range only once both prices are valid', () => {
    const result = v.safeParse(productListInput, { price_min: 'abc', price_max: 100 });
    expect(result.issues!.map((issue) => issue.message)).toEqual([M.price_invalid]);
  });

  it('refuses page sizes over 100 and unknown sorts', () => {
    expect(v.safeParse(productListInput, { page_size: 101 }).success).toBe(false);
    expect(v.safeParse(productListInput, { sort: 'price_asc' }).success).toBe(false);
  });
});

describe('product summary', () => {
  const product = {
    id: 1,
    sku: 'LW-02-000001',
    name: 'Mug',
    image_url: '/uploads/products/1-1.svg',
    inventory: 3,
    in_stock: true,
    sold_out: false,
    sales_count: 0,
    ship_from: 'VN',
    created_at: '2026-01-01T00:00:00.000Z',
  };

  it('may leave the price out (visitors never get one)', () => {
    expect(v.is(productSummarySchema, product)).toBe(true);
    expect(v.is(productSummarySchema, { ...product, price: 1250 })).toBe(true);
    expect(v.is(productSummarySchema, { ...product, price: 12.5 })).toBe(false);
  });
});
