import { BLACK, contrastRatio, mix, normaliseHex, readableOn, WHITE } from './colour';
import type { ShopTheme } from './shop-theme';

/** Spec 9: the default theme colour. */
export const DEFAULT_PRIMARY = '#5c28f4';

/** WCAG AA for normal text: white labels on primary buttons and primary-coloured links must reach it. */
const AA = 4.5;

/**
 * A primary colour that carries white text: a stored colour too light for it is darkened step by step.
 * Anything that is not a `#rgb`/`#rrggbb` colour (local storage can hold anything) falls back to the default.
 */
function usablePrimary(primary: string): string {
  let colour = normaliseHex(primary) ?? DEFAULT_PRIMARY;
  for (let i = 0; i < 20 && contrastRatio(colour, WHITE) < AA; i++) colour = mix(colour, BLACK, 0.1);
  return colour;
}

/**
 * WCAG 2.2's 2.5.8: the least a target measures either way, in CSS px whatever the root font (decision 068). The
 * root font follows the window (spec 9): on a 1280 px laptop 2 rem is 21.3 px, on a 320 px phone 13.7 px.
 */
const TARGET_MIN = '24px';
/** A control's size on the type scale, never below a target's least. */
const atLeastTarget = (size: string) => `max(${size}, ${TARGET_MIN})`;

const BREAKPOINT = { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' } as const;
type Breakpoint = keyof typeof BREAKPOINT;

/**
 * Media queries from the breakpoints. `down` ends a hair below the breakpoint so `up` and `down` of one
 * breakpoint never both apply (a 768 px tablet is "md and up", not also "below md").
 */
function mediaQueries(): ShopTheme['media'] {
  const each = (query: (width: string) => string) =>
    Object.fromEntries(Object.entries(BREAKPOINT).map(([name, width]) => [name, query(width)])) as Record<
      Breakpoint,
      string
    >;
  return {
    up: each((width) => `@media (min-width: ${width})`),
    down: each((width) => `@media (max-width: calc(${width} - 0.02px))`),
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  };
}

/** The design tokens, with the primary shades derived from the shell's run-time colour. */
export function createTheme({ primary = DEFAULT_PRIMARY }: { primary?: string } = {}): ShopTheme {
  const main = usablePrimary(primary);
  const danger = '#b3261e';
  return {
    color: {
      primary: main,
      primaryHover: mix(main, BLACK, 0.12),
      primaryActive: mix(main, BLACK, 0.24),
      primarySoft: mix(main, WHITE, 0.9),
      onPrimary: readableOn(main),
      text: '#1d1a24',
      textMuted: '#5b5668',
      border: '#d6d3dd',
      borderStrong: '#8a8596',
      surface: WHITE,
      background: '#f6f5f9',
      success: '#1b7a3d',
      successSoft: '#e5f4ea',
      warning: '#8a5a00',
      warningSoft: '#fff4dc',
      danger,
      dangerHover: mix(danger, BLACK, 0.12),
      dangerActive: mix(danger, BLACK, 0.24),
      dangerSoft: '#fdeceb',
      onDanger: readableOn(danger),
      focus: '#1a5fff',
      skeleton: '#e7e5ec',
      overlay: 'rgba(20, 18, 26, 0.5)',
    },
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
    breakpoint: { ...BREAKPOINT },
    media: mediaQueries(),
    zIndex: { sticky: 1000, popup: 2000, toast: 2200 },
    transition: { fast: '120ms ease', normal: '200ms ease' },
    scroll: { offset: 120, duration: 400 },
    animation: { spin: '0.7s', pulse: '1.4s' },
    borderWidth: { thin: '1px', thick: '2px' },
    focusRing: { width: '3px', offset: '2px' },
    opacity: { disabled: 0.6 },
    control: { height: atLeastTarget('2.5rem'), heightSm: atLeastTarget('2rem') },
    layout: {
      page: '87.5rem',
      content: '60rem',
      form: '30rem',
      narrow: '26.25rem',
      sidebar: '16rem',
      card: '12rem',
      column: '18rem',
      label: '8rem',
      banner: '24rem',
      errorWidth: '800px',
      errorOffset: '160px',
    },
    size: {
      check: '1.125rem',
      marker: '1.75rem',
      iconButton: atLeastTarget('2rem'),
      dialog: '32rem',
      toast: '24rem',
      skeletonLine: '1rem',
      quantityField: '5rem',
      tapTarget: '2.75rem',
      tapTargetMin: TARGET_MIN,
      badge: '1.25rem',
      chip: atLeastTarget('2.25rem'),
    },
  };
}
