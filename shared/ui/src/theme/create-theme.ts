import { contrastRatio, mix, readableOn } from './colour';

/** Spec 9: the default theme colour. */
export const DEFAULT_PRIMARY = '#5c28f4';

/**
 * The design tokens. Components read only these (never raw colours or sizes), so the run-time theme colour
 * and the root font scaling reach everything.
 */
export function createTheme({ primary = DEFAULT_PRIMARY }: { primary?: string } = {}) {
  // A stored colour too light to carry white text is darkened until links and buttons stay readable.
  let safePrimary = primary;
  for (let i = 0; i < 10 && contrastRatio(safePrimary, '#ffffff') < 4.5; i++)
    safePrimary = mix(safePrimary, '#000000', 0.15);
  return {
    color: {
      primary: safePrimary,
      primaryHover: mix(safePrimary, '#000000', 0.15),
      primarySoft: mix(safePrimary, '#ffffff', 0.9),
      onPrimary: readableOn(safePrimary),
      text: '#1d1a24',
      textMuted: '#5b5668',
      border: '#d6d3dd',
      borderStrong: '#8a8596',
      surface: '#ffffff',
      background: '#f6f5f9',
      success: '#1b7a3d',
      successSoft: '#e5f4ea',
      warning: '#8a5a00',
      warningSoft: '#fff4dc',
      danger: '#b3261e',
      onDanger: '#ffffff',
      dangerSoft: '#fdeceb',
      focus: '#1a5fff',
      skeleton: '#e7e5ec',
      overlay: 'rgba(20, 18, 26, 0.5)',
    },
    /** Spacing scale in rem: index 0..8. */
    space: ['0', '0.25rem', '0.5rem', '0.75rem', '1rem', '1.25rem', '1.5rem', '2rem', '3rem'],
    radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
    fontSize: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.5rem', xxl: '2rem' },
    fontWeight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.25, normal: 1.5 },
    font: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    shadow: {
      sm: '0 1px 2px rgba(20, 18, 26, 0.08)',
      md: '0 4px 16px rgba(20, 18, 26, 0.10)',
      lg: '0 12px 40px rgba(20, 18, 26, 0.18)',
    },
    breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
    /** Spec 9: popups start at 2000; dialogs and toasts stack above them. */
    zIndex: { popup: 2000, dialog: 2010, toast: 2020 },
    transition: { fast: '120ms ease', normal: '200ms ease' },
    control: { height: '2.5rem', heightSm: '2rem' },
  } as const;
}

export type ShopTheme = ReturnType<typeof createTheme>;
