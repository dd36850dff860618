import { applyPageChoice, emptySelection, without, type ClaimableProduct } from './selection';

const product = (id: number): ClaimableProduct => ({
  id,
  sku: `LW-${id}`,
  name: `Product ${id}`,
  image_url: '',
  price: 1000,
  inventory: 5,
  in_stock: true,
  sold_out: false,
  sales_count: 0,
  ship_from: 'CN',
  created_at: '2026-01-01T00:00:00.000Z',
  claimed: false,
});

describe('the batch selection', () => {
  it('keeps what was chosen on other pages when one page changes', () => {
    const pageOne = [product(1), product(2)];
    const pageTwo = [product(3), product(4)];
    const afterOne = applyPageChoice(emptySelection, pageOne, new Set([1, 2]));
    const afterTwo = applyPageChoice(afterOne, pageTwo, new Set([1, 2, 4]));
    expect([...afterTwo.keys()]).toEqual([1, 2, 4]);
    // Unticking on page one leaves page two's choice alone.
    const again = applyPageChoice(afterTwo, pageOne, new Set([2, 4]));
    expect([...again.keys()].sort()).toEqual([2, 4]);
    expect(again.get(4)?.name).toBe('Product 4');
  });

  it('drops one product', () => {
    const chosen = applyPageChoice(emptySelection, [product(1), product(2)], new Set([1, 2]));
    expect([...without(chosen, 1).keys()]).toEqual([2]);
    expect(chosen.size).toBe(2);
  });
});
