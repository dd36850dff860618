import { contrastRatio } from './colour';
import { createTheme, DEFAULT_PRIMARY } from './create-theme';

describe('createTheme', () => {
  it('uses the spec colour by default', () => {
    expect(DEFAULT_PRIMARY).toBe('#5c28f4');
    expect(createTheme().color.primary).toBe(DEFAULT_PRIMARY);
  });

  it('derives hover and active shades, darker step by step, from the given colour', () => {
    const { color } = createTheme({ primary: '#0a7d50' });
    expect(color.primary).toBe('#0a7d50');
    const light = (hex: string) => contrastRatio(hex, '#000000');
    expect(light(color.primaryHover)).toBeLessThan(light(color.primary));
    expect(light(color.primaryActive)).toBeLessThan(light(color.primaryHover));
  });

  it('keeps text on the primary colour readable whatever colour is stored', () => {
    for (const primary of ['#5c28f4', '#ffeb3b', '#00bcd4', '#ffffff', '#111111']) {
      const { color } = createTheme({ primary });
      expect(contrastRatio(color.primary, color.onPrimary)).toBeGreaterThanOrEqual(4.5);
      // Primary is also a text colour (links, the selected tab) on white.
      expect(contrastRatio(color.primary, color.surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('accepts short hex colours and falls back to the default for anything else', () => {
    expect(createTheme({ primary: '#03A' }).color.primary).toBe('#0033aa');
    for (const junk of ['', 'purple', '#12345', 'rgb(1,2,3)', '#5c28f4; background: red']) {
      expect(createTheme({ primary: junk }).color.primary).toBe(DEFAULT_PRIMARY);
    }
  });

  it('never sizes a control, an icon button or a chip below a 24 px target, whatever the root font', () => {
    const { control, size } = createTheme();
    expect(size.tapTargetMin).toBe('24px');
    for (const target of [control.height, control.heightSm, size.iconButton, size.chip]) {
      expect(target).toMatch(/^max\(\d*\.?\d+rem, 24px\)$/);
    }
  });

  it('keeps body, muted and status texts readable', () => {
    const { color } = createTheme();
    expect(contrastRatio(color.text, color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.textMuted, color.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.danger, color.dangerSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.success, color.successSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.warning, color.warningSoft)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.onDanger, color.danger)).toBeGreaterThanOrEqual(4.5);
  });

  // Dialogs are in the top layer and need no z-index (decision 037); toasts use theirs where popovers do not exist.
  it('puts popups at 2000 (spec 9), toasts above them and the sticky action bar below', () => {
    const { zIndex } = createTheme();
    expect(zIndex.popup).toBe(2000);
    expect(zIndex.toast).toBeGreaterThan(zIndex.popup);
    expect(zIndex.sticky).toBeLessThan(zIndex.popup);
  });

  it('sizes text in rem, so the shell’s root font scaling reaches it', () => {
    for (const size of Object.values(createTheme().fontSize)) expect(size).toMatch(/^\d+(\.\d+)?rem$/);
  });
});

describe('createTheme media queries', () => {
  it('writes every breakpoint as an "up" and a "down" query that never both hold at the breakpoint', () => {
    const { breakpoint, media } = createTheme();
    for (const name of ['sm', 'md', 'lg', 'xl'] as const) {
      expect(media.up[name]).toBe(`@media (min-width: ${breakpoint[name]})`);
      expect(media.down[name]).toBe(`@media (max-width: calc(${breakpoint[name]} - 0.02px))`);
    }
    expect(media.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
  });

  it('keeps a sticky page bar under popups, dialogs and toasts', () => {
    const { zIndex } = createTheme();
    expect(zIndex.sticky).toBeLessThan(zIndex.popup);
  });
});
