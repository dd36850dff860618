import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createTheme } from '../theme/create-theme';
import { UiProvider } from '../theme/ui-provider';

/** Renders inside the kit's theme, as every app does. */
export function renderUi(ui: ReactElement, options?: RenderOptions) {
  const Wrapper = ({ children }: { children: ReactNode }) => <UiProvider theme={createTheme()}>{children}</UiProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
