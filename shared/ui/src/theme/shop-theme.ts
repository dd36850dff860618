/** Colours of the theme. `on*` colours are the text colours that stay readable on their namesake. */
export interface ShopColours {
  primary: string;
  primaryHover: string;
  primaryActive: string;
  primarySoft: string;
  onPrimary: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  surface: string;
  background: string;
  success: string;
  successSoft: string;
  warning: string;
  warningSoft: string;
  danger: string;
  dangerHover: string;
  dangerActive: string;
  dangerSoft: string;
  onDanger: string;
  focus: string;
  skeleton: string;
  overlay: string;
}

/** Nine steps, so `space[0]`..`space[8]` are plain strings under `noUncheckedIndexedAccess`. */
export type SpaceScale = readonly [string, string, string, string, string, string, string, string, string];

/**
 * The design tokens. Components read only these (never raw colours or sizes), so the run-time theme colour
 * and the shell's root font scaling (sizes are in rem) reach everything.
 */
export interface ShopTheme {
  color: ShopColours;
  /** Spacing in rem: index 0..8 = 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5, 2, 3. */
  space: SpaceScale;
  radius: { sm: string; md: string; lg: string; pill: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: number; medium: number; bold: number };
  lineHeight: { tight: number; normal: number };
  font: string;
  shadow: { sm: string; md: string; lg: string };
  breakpoint: { sm: string; md: string; lg: string; xl: string };
  /**
   * The one way to write a responsive rule: `${theme.media.down.md} { ... }` (phones), `${theme.media.up.md}`
   * (tablets and up), and `${theme.media.reducedMotion}` for the shopper who asked for less motion.
   */
  media: {
    up: { sm: string; md: string; lg: string; xl: string };
    down: { sm: string; md: string; lg: string; xl: string };
    reducedMotion: string;
  };
  /**
   * Spec 9: popups start at 2000, a page's sticky action bar below them. Dialogs need none (the top layer), nor do
   * toasts where popovers exist; `toast` keeps them above popups where they do not (decision 037).
   */
  zIndex: { sticky: number; popup: number; toast: number };
  transition: { fast: string; normal: string };
  /** Spec 9's scroll animation: stop this many CSS pixels above the target, over this many milliseconds. */
  scroll: { offset: number; duration: number };
  /** Durations of the looping animations (spinner turn, skeleton pulse). */
  animation: { spin: string; pulse: string };
  borderWidth: { thin: string; thick: string };
  focusRing: { width: string; offset: string };
  opacity: { disabled: number };
  /** A field's and a button's least height (`heightSm`: a compact one), never below `size.tapTargetMin`. */
  control: { height: string; heightSm: string };
  /**
   * Widths a page's parts keep to: the store's pages, a reading column, a form, a narrow box (the gate), a side
   * column (filters, a menu), the smallest card of a grid, a banner; spec 9's error page (800 px wide, 160 px down).
   */
  layout: {
    page: string;
    content: string;
    form: string;
    narrow: string;
    sidebar: string;
    card: string;
    /** The narrowest column of a multi-column block (an order's facts). */
    column: string;
    /** The label column of a list of facts. */
    label: string;
    banner: string;
    errorWidth: string;
    errorOffset: string;
  };
  /**
   * Fixed sizes of kit parts: check boxes, step markers, icon buttons, dialog and toast widths, a quantity field.
   * The targets among them (icon buttons, chips) are never below `tapTargetMin`.
   */
  size: {
    check: string;
    marker: string;
    iconButton: string;
    dialog: string;
    toast: string;
    skeletonLine: string;
    quantityField: string;
    /** The smallest comfortable tap target (WCAG's 44 px) for the phone's header and menu. */
    tapTarget: string;
    /** The least a link or a button may measure (WCAG 2.2's 24 × 24 px target size), in CSS px: the root font is
     * below 16 px on the narrowest phones and on desktops up to 1540 px, so a rem size would fall short. */
    tapTargetMin: string;
    /** A counter badge beside a navigation link. */
    badge: string;
    /** A chip or a link styled as one (category links). */
    chip: string;
  };
}

declare module '@emotion/react' {
  // Emotion's documented way to type `useTheme()` and the `css` callbacks. It lives in a module the kit's
  // entry imports (not a loose .d.ts), so every app that imports @shop/ui sees it under its own tsconfig.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends ShopTheme {}
}
