import { clampQuantity, typedQuantity } from './quantity';

describe('the quantity to buy', () => {
  it('stays between 1 and the inventory', () => {
    expect(clampQuantity(0, 12)).toBe(1);
    expect(clampQuantity(5, 12)).toBe(5);
    expect(clampQuantity(99, 12)).toBe(12);
    expect(clampQuantity(2.7, 12)).toBe(2);
    expect(clampQuantity(Number.NaN, 12)).toBe(1);
  });

  it('is nothing when sold out', () => {
    expect(clampQuantity(3, 0)).toBe(0);
  });

  it('keeps typed text within the inventory', () => {
    expect(typedQuantity('7', 12)).toBe('7');
    expect(typedQuantity('9999', 12)).toBe('12');
    expect(typedQuantity('', 12)).toBe('');
    expect(typedQuantity('3a', 12)).toBe('3');
    expect(typedQuantity('0', 12)).toBe('1');
  });
});
