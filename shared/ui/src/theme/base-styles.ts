import { css, type Theme } from '@emotion/react';

/** Page-wide defaults every app shares: sizing model, body text, a visible focus ring, and reduced motion. */
export const baseStyles = (theme: Theme) => css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: ${theme.fontSize.md};
    line-height: ${theme.lineHeight.normal};
    color: ${theme.color.text};
    background: ${theme.color.background};
  }
  h1,
  h2,
  h3,
  p {
    margin-top: 0;
  }
  img {
    max-width: 100%;
  }
  /* A link standing on its own (in a table cell, a heading, a card) is a finger's target on phones and tablets:
     24 x 24 px at least (WCAG 2.5.8; a link inside a sentence is exempt). Zero specificity: a component's own
     display or size wins. */
  ${theme.media.down.lg} {
    :where(a:not(p a)) {
      display: inline-flex;
      align-items: center;
      min-height: ${theme.size.tapTargetMin};
    }
  }
  /* Keyboard users always see where they are; mouse clicks do not draw the ring. */
  :focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: ${theme.focusRing.offset};
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
