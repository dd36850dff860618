import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createI18n, registerNamespace, type Locale } from '@shop/platform';
import { ConfirmProvider, createTheme, ToastProvider, UiProvider } from '@shop/ui';
import { SHELL_NAMESPACE, shellTranslations, VALIDATION_NAMESPACE, validationTranslations } from '../i18n/texts';

/** An i18n instance with the shell's and the validation texts, as bootstrap makes it. */
export async function shellI18n(locale: Locale = 'en'): Promise<I18n> {
  const i18n = await createI18n(locale);
  await registerNamespace(i18n, SHELL_NAMESPACE, shellTranslations);
  await registerNamespace(i18n, VALIDATION_NAMESPACE, validationTranslations);
  return i18n;
}

export function ShellProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      {/* A fresh cache per test, and no retries, as in the app. */}
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
        <UiProvider theme={createTheme()}>
          <ToastProvider closeLabel="Close notification">
            <ConfirmProvider>{children}</ConfirmProvider>
          </ToastProvider>
        </UiProvider>
      </SWRConfig>
    </I18nextProvider>
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
