import type { CartItem } from '@shop/api/calls';
import { selectionChanges } from './selection';

const line = (id: number, selected: boolean) => ({ id, selected }) as CartItem;

describe('selectionChanges', () => {
  it('selects what was added and unselects what was removed, leaving the rest alone', () => {
    const items = [line(1, true), line(2, false), line(3, true), line(4, false)];
    expect(selectionChanges(items, new Set([1, 2]))).toEqual({ select: [2], unselect: [3] });
  });
});
