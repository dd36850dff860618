import { Global, ThemeProvider, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { baseStyles } from './base-styles';
import { UiLabelsContext, type UiLabels } from './ui-labels';

export interface UiProviderProps {
  /** Made by `createTheme({ primary })`; the shell passes the colour kept in local storage. */
  theme: Theme;
  /** The kit's own words in the page's language (the store passes its common texts). */
  labels?: UiLabels;
  children: ReactNode;
}

const NO_LABELS: UiLabels = {};

/** The theme and the base styles (focus ring, fonts, reduced motion) every app renders inside. */
export function UiProvider({ theme, labels = NO_LABELS, children }: UiProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <Global styles={baseStyles} />
      <UiLabelsContext.Provider value={labels}>{children}</UiLabelsContext.Provider>
    </ThemeProvider>
  );
}
