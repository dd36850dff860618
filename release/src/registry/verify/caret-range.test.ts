import { satisfiesCaret } from './caret-range';

describe('caret ranges as verify reads them', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.3.0', true],
    ['1.2.9', '^1.3.0', false],
    ['2.0.0', '^1.3.0', false],
    ['19.3.1', '^19.1.0', true],
    ['0.2.5', '^0.2.3', true],
    ['0.3.0', '^0.2.3', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.0.0', '1.0.0', true],
    ['1.0.1', '1.0.0', false],
    ['1.0.0', '>=1.0.0', false],
    ['latest', '^1.0.0', false],
  ])('%s against %s: %s', (version, range, expected) => {
    expect(satisfiesCaret(version, range)).toBe(expected);
  });
});
