import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ConfirmProvider, createTheme, ToastProvider, UiProvider } from '@shop/ui';
import { ErrorBoundary } from '../errors/error-boundary';
import { ErrorScreen } from '../errors/error-screen';
import { useShellTexts } from '../i18n/texts';
import { WarmLinksOnIntent } from '../remotes/warm-links-on-intent';
import { browserStorage, readThemeColour } from '../theme/theme-colour';

// Spec 7: no retries. SWR would otherwise repeat a failed read on its own.
const swrConfig = { shouldRetryOnError: false, revalidateOnFocus: false } as const;

export function App({ i18n, router }: { i18n: I18n; router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders i18n={i18n}>
      <WarmLinksOnIntent />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Everything a page needs around it; also used alone to show the error screen when start-up fails. */
export function AppProviders({ i18n, children }: { i18n: I18n; children: React.ReactNode }) {
  const theme = useMemo(() => createTheme({ primary: readThemeColour(browserStorage()) }), []);
  return (
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={swrConfig}>
        <UiProvider theme={theme}>
          <Toasts>
            <ErrorBoundary
              onError={(error) => console.error('application error', error)}
              fallback={() => <ErrorScreen />}
            >
              {children}
            </ErrorBoundary>
          </Toasts>
        </UiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

function Toasts({ children }: { children: React.ReactNode }) {
  const t = useShellTexts();
  return (
    <ToastProvider closeLabel={t('toast.close')}>
      <ConfirmProvider>{children}</ConfirmProvider>
    </ToastProvider>
  );
}
