import { css, type Theme } from '@emotion/react';
import { cluster } from './layout-primitives';

// The page-level styles every app shares, so a new page looks like the others without copying a block of CSS.

/** The one heading of a page; a phone keeps its first screen for the page, not for a two-line title. */
export const pageTitle = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  /* Between words only; a word longer than the line (a seller's SKU) may still wrap rather than overflow. */
  overflow-wrap: break-word;
  word-break: normal;
  hyphens: manual;
  font-size: ${theme.fontSize.xl};
  ${theme.media.up.md} {
    font-size: ${theme.fontSize.xxl};
  }
  /* A heading focused by script (after a filter, a step) needs no ring: it is not a control. */
  &[tabindex='-1']:focus {
    outline: none;
  }
`;

/** A block of a page under its own heading (delivery, warehouse, totals, an order's facts). */
export const card = (theme: Theme) => css`
  margin: 0 0 ${theme.space[6]};
  padding: ${theme.space[4]};
  background: ${theme.color.surface};
  border: ${theme.borderWidth.thin} solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  & > h2 {
    margin: 0 0 ${theme.space[3]};
    font-size: ${theme.fontSize.lg};
  }
`;

/** The row that ends a page or a form: the way back on the left, the next step on the right. */
export const actionRow = (theme: Theme) => css`
  ${cluster(3)(theme)}
  justify-content: space-between;
  align-items: center;
  margin-top: ${theme.space[6]};
`;

/** A row with its parts at both ends (a title or a count, and the action beside it), wrapping when narrow. */
export const spreadRow = (theme: Theme) => css`
  ${cluster(3)(theme)}
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${theme.space[4]};
`;

/** A part of a form set apart from what comes before it (the typed address under the choice of saved ones). */
export const formSection = (theme: Theme) => css`
  margin-top: ${theme.space[4]};
`;

/**
 * The bar of a long page's primary action (the cart's check-out, pay). On a phone it stays at the bottom of the
 * screen while the page scrolls above it; being sticky, not fixed, it keeps its own place at the end of the page,
 * so once the shopper reaches the end it covers nothing. Tablets get it too (below lg, where the compact header
 * is): an iPad's cart of a few lines already hides its check-out. From lg up it is an ordinary block.
 */
export const stickyActions = (theme: Theme) => css`
  ${theme.media.down.lg} {
    position: sticky;
    bottom: 0;
    z-index: ${theme.zIndex.sticky};
    padding: ${theme.space[3]};
    /* Clear of an iPhone's home indicator. */
    padding-bottom: calc(${theme.space[3]} + env(safe-area-inset-bottom, 0));
    background: ${theme.color.surface};
    border-top: ${theme.borderWidth.thin} solid ${theme.color.border};
    box-shadow: ${theme.shadow.md};
  }
`;

/**
 * A link or small control standing on its own (a Back link, a breadcrumb, a row's "View"): at least 24 × 24 CSS
 * pixels (WCAG 2.2 target size), so a finger hits it. Links inside a sentence need not and should not use it.
 */
export const tapTarget = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.size.tapTargetMin};
  min-width: ${theme.size.tapTargetMin};
`;
