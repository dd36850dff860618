import { clipText } from './clip-text';
import { absoluteAddress } from './public-origin';

describe('clipText', () => {
  it('keeps a short text whole, on one line', () => {
    expect(clipText('  Rice,\n sold by the   pallet. ')).toBe('Rice, sold by the pallet.');
  });

  it('cuts a long text at a word, with an ellipsis, within the limit', () => {
    const clipped = clipText('word '.repeat(60), 40);
    expect(clipped.length).toBeLessThanOrEqual(40);
    expect(clipped).toMatch(/word…$/);
  });
});

describe('absoluteAddress', () => {
  it('joins a path on the store to its origin and keeps an http(s) address', () => {
    expect(absoluteAddress('https://shop.example', '/a.svg')).toBe('https://shop.example/a.svg');
    expect(absoluteAddress(null, 'https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('gives nothing for what it cannot make absolute', () => {
    expect(absoluteAddress(null, '/a.svg')).toBeUndefined();
    expect(absoluteAddress('https://shop.example', '//evil.example/a.svg')).toBeUndefined();
    expect(absoluteAddress('https://shop.example', 'javascript:alert(1)')).toBeUndefined();
    expect(absoluteAddress('https://shop.example', undefined)).toBeUndefined();
  });
});
