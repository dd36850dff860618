import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createStoreI18n, StoreProviders, type Locale } from '@shop/platform';
import { SHELL_NAMESPACE, shellTranslations } from '../i18n/texts';

/** An i18n instance with the shell's, the common and the validation texts, as bootstrap makes it. */
export function shellI18n(locale: Locale = 'en'): Promise<I18n> {
  return createStoreI18n(locale, { [SHELL_NAMESPACE]: shellTranslations });
}

/** The store's providers, with a fresh cache per test and no deduping. */
export function ShellProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StoreProviders i18n={i18n} swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      {children}
    </StoreProviders>
  );
}

/** Renders routes at a path inside the shell's real providers; returns the router to inspect navigation. */
export async function renderRoutes(routes: RouteObject[], path: string, locale: Locale = 'en') {
  const i18n = await shellI18n(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <ShellProviders i18n={i18n}>
      <RouterProvider router={router} />
    </ShellProviders>,
  );
  return { router, ...view };
}

export async function renderWithShell(ui: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element: ui }], path);
}
