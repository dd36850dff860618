import type { CartItem } from '@shop/api/calls';
import { boundedQuantity, selectionChanges } from './selection';

const line = (id: number, selected: boolean) => ({ id, selected }) as CartItem;

describe('selectionChanges', () => {
  it('selects what was added and unselects what was removed, leaving the rest alone', () => {
    const items = [line(1, true), line(2, false), line(3, true), line(4, false)];
    expect(selectionChanges(items, new Set([1, 2]))).toEqual({ select: [2], unselect: [3] });
  });
});

describe('boundedQuantity', () => {
  it('keeps a quantity between 1 and the inventory', () => {
    expect(boundedQuantity('5', 10)).toBe(5);
    expect(boundedQuantity('50', 10)).toBe(10);
    expect(boundedQuantity('0', 10)).toBe(1);
  });

  it('refuses what is not a whole number', () => {
    expect(boundedQuantity('', 10)).toBeNull();
    expect(boundedQuantity('2.5', 10)).toBeNull();
    expect(boundedQuantity('-1', 10)).toBeNull();
  });
});
