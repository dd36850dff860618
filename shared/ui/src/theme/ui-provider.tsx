import { css, Global, ThemeProvider, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const base = (theme: Theme) => css`
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
  :focus-visible {
    outline: 3px solid ${theme.color.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

/** The theme and the base styles (focus ring, fonts) every app renders inside. */
export function UiProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={base} />
      {children}
    </ThemeProvider>
  );
}
