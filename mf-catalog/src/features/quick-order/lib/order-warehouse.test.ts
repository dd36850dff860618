import { orderWarehouse } from './order-warehouse';

describe('orderWarehouse', () => {
  it("is the cart's selected lines' warehouse when it has some, whatever the lines say", () => {
    expect(orderWarehouse(9, [1, 1, 2])).toBe(9);
  });

  it('is the one most lines ship from', () => {
    expect(orderWarehouse(null, [2, 1, 1, 3])).toBe(1);
  });

  it("goes to the earliest line's warehouse on a tie", () => {
    expect(orderWarehouse(null, [2, 1, 1, 2])).toBe(2);
    expect(orderWarehouse(null, [3, 1])).toBe(3);
  });

  it('is none without a line', () => {
    expect(orderWarehouse(null, [])).toBeNull();
  });
});
