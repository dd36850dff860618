import { contrastRatio, mix, normaliseHex, readableOn } from './colour';

describe('colour maths', () => {
  it('normalises #rgb and #rrggbb and rejects anything else', () => {
    expect(normaliseHex(' #ABC ')).toBe('#aabbcc');
    expect(normaliseHex('#5C28F4')).toBe('#5c28f4');
    expect(normaliseHex('5c28f4')).toBeNull();
    expect(normaliseHex('#5c28f4ff')).toBeNull();
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('mixes toward a colour', () => {
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mix('#5c28f4', '#000000', 0)).toBe('#5c28f4');
  });

  it('chooses white or ink text for a fill', () => {
    expect(readableOn('#5c28f4')).toBe('#ffffff');
    expect(readableOn('#ffeb3b')).not.toBe('#ffffff');
  });
});
