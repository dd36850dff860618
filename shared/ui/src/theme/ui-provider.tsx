import { Global, ThemeProvider, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { baseStyles } from './base-styles';

export interface UiProviderProps {
  /** Made by `createTheme({ primary })`; the shell passes the colour kept in local storage. */
  theme: Theme;
  children: ReactNode;
}

/** The theme and the base styles (focus ring, fonts, reduced motion) every app renders inside. */
export function UiProvider({ theme, children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={baseStyles} />
      {children}
    </ThemeProvider>
  );
}
