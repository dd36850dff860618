import { contrastRatio } from './colour';
import { createTheme, DEFAULT_PRIMARY } from './create-theme';

describe('theme', () => {
  it('uses the spec colour by default', () => {
    expect(createTheme().color.primary).toBe(DEFAULT_PRIMARY);
    expect(DEFAULT_PRIMARY).toBe('#5c28f4');
  });

  it('keeps text on the primary colour readable whatever colour is stored', () => {
    for (const primary of ['#5c28f4', '#ffeb3b', '#00bcd4', '#111111']) {
      const { color } = createTheme({ primary });
      expect(contrastRatio(color.primary, color.onPrimary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps body text readable', () => {
    const { color } = createTheme();
    expect(contrastRatio(color.text, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.textMuted, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.danger, color.dangerSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.success, color.successSoft)).toBeGreaterThanOrEqual(4.5);
  });
});
