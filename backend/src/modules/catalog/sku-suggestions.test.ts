import { editDistance, editsAllowed, foldSku } from './sku-suggestions';

describe('editDistance', () => {
  it.each([
    ['LW-07-000123', 'LW-07-000123', 0],
    ['LW-07-000123', 'LW-07-000124', 1],
    ['LW-07-000123', 'LW-07-000132', 1],
    ['LW-07-000123', 'LW-07-00123', 1],
    ['LW-07-000123', 'LW-07-0001234', 1],
    ['LW-07-000123', 'LW-08-000124', 2],
    ['AB', 'BCA', 3],
    ['', 'ABC', 3],
  ])('%s → %s is %i edits', (a, b, edits) => {
    expect(editDistance(a, b, 5)).toBe(edits);
    expect(editDistance(b, a, 5)).toBe(edits);
  });

  it('stops at one more than the allowed edits', () => {
    expect(editDistance('LW-07-000123', 'LW-99-999999', 3)).toBe(4);
    expect(editDistance('LW-07-000123', 'LW-07', 3)).toBe(4);
    // Long strings grow the kept rows; what they share at either end is not counted.
    expect(editDistance('A'.repeat(100), 'B'.repeat(100), 3)).toBe(4);
    expect(editDistance(`X${'A'.repeat(100)}Y`, `X${'AB'.repeat(50)}Y`, 60)).toBe(50);
    expect(editDistance('LW-07-ABCD-000123', 'LW-07-BACD-000123', 3)).toBe(1);
  });
});

describe('editsAllowed and foldSku', () => {
  it('allows a third of the length, at most 3, none below 3 characters', () => {
    expect([1, 2, 3, 5, 6, 9, 12, 64].map((n) => editsAllowed('X'.repeat(n)))).toEqual([0, 0, 1, 1, 2, 3, 3, 3]);
  });

  it('folds ASCII letters only, as SQLite NOCASE does', () => {
    expect(foldSku('lw-07-ab-ß-é')).toBe('LW-07-AB-ß-é');
  });
});
