import { isWholeQuantity, parseLines } from './parse-lines';

describe('parseLines', () => {
  it('reads a SKU and a quantity separated by a space, a comma, a semicolon or a tab', () => {
    expect(parseLines('LW-1 3\nLW-2,4\nLW-3;5\nLW-4\t6\nLW-5   7')).toEqual([
      { sku: 'LW-1', quantity: '3' },
      { sku: 'LW-2', quantity: '4' },
      { sku: 'LW-3', quantity: '5' },
      { sku: 'LW-4', quantity: '6' },
      { sku: 'LW-5', quantity: '7' },
    ]);
  });

  it('gives a line with a SKU only a quantity of 1, and ignores blank lines and Windows line ends', () => {
    expect(parseLines('\r\nLW-1\r\n   \r\n  LW-2 2\r\n,\n')).toEqual([
      { sku: 'LW-1', quantity: '1' },
      { sku: 'LW-2', quantity: '2' },
    ]);
  });

  it('reads quoted CSV fields, the separator and doubled quotes inside them, and ignores further columns', () => {
    expect(parseLines('"LW-1","12"\n"LW ""2""",3,Blue mug\n"LW,3";"4"')).toEqual([
      { sku: 'LW-1', quantity: '12' },
      { sku: 'LW "2"', quantity: '3' },
      { sku: 'LW,3', quantity: '4' },
    ]);
  });

  it('skips a first line that names the columns, in English or Vietnamese', () => {
    expect(parseLines('SKU,Quantity\nLW-1,2')).toEqual([{ sku: 'LW-1', quantity: '2' }]);
    expect(parseLines('\n"Sku"\t"Qty."\nLW-1\t2')).toEqual([{ sku: 'LW-1', quantity: '2' }]);
    expect(parseLines('Mã SP;Số lượng\nLW-1;2')).toEqual([{ sku: 'LW-1', quantity: '2' }]);
    expect(parseLines('SKU\nLW-1')).toEqual([{ sku: 'LW-1', quantity: '1' }]);
  });

  it('keeps a first line whose quantity is a number, or that names no column, as a line to check', () => {
    expect(parseLines('SKU-1,2\nLW-1,2')).toHaveLength(2);
    expect(parseLines('LW-1,two\nLW-2,2')).toEqual([
      { sku: 'LW-1', quantity: 'two' },
      { sku: 'LW-2', quantity: '2' },
    ]);
    // Only the first line can be a header.
    expect(parseLines('LW-1,2\nSKU,Quantity')).toEqual([
      { sku: 'LW-1', quantity: '2' },
      { sku: 'SKU', quantity: 'Quantity' },
    ]);
  });

  it('keeps a quantity that is not a whole positive number as typed', () => {
    expect(parseLines('LW-1 2.5\nLW-2 0\nLW-3 -4').map((line) => line.quantity)).toEqual(['2.5', '0', '-4']);
  });

  it('reads 201 lines as 201 (the page refuses more than 200)', () => {
    const text = Array.from({ length: 201 }, (_, i) => `LW-${i} 1`).join('\n');
    expect(parseLines(text)).toHaveLength(201);
  });
});

describe('isWholeQuantity', () => {
  it('takes whole numbers from 1 only', () => {
    expect(['1', '12', ' 3 '].map(isWholeQuantity)).toEqual([true, true, true]);
    expect(['0', '-1', '2.5', '1e3', '', 'two'].map(isWholeQuantity)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
