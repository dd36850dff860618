import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useMemo } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { SWRConfiguration } from 'swr';
import { StoreProviders, type RenderedSession } from '@shop/platform';
import { createTheme } from '@shop/ui';
import { ErrorBoundary } from '../errors/error-boundary';
import { ErrorScreen } from '../errors/error-screen';
import { reloadOnceForChunkError } from '../remotes/chunk-reload';
import { WarmLinksOnIntent } from '../remotes/warm-links-on-intent';
import { WarmNextRemotes } from '../remotes/warm-next-remotes';
import { browserStorage, readThemeColour } from '../theme/theme-colour';

/**
 * Only a preview's or the staff view's page draws the banner: its code is fetched then, never on a shopper's first
 * load (the byte budgets). A failed fetch is a chunk error as any other (`reloadOnceForChunkError` below).
 */
const previewBanner = (i18n: I18n) =>
  lazy(() =>
    import(/* webpackChunkName: "shell-preview-banner" */ '../preview/preview-banner').then(({ bannerWithTexts }) =>
      bannerWithTexts(i18n),
    ),
  );

/**
 * The store: the same tree in the browser and on the shell's server (`server-render/`), which passes its own router
 * (at the request's address), SWR settings (the answers it read) and whom it rendered for (`session`), so the
 * browser hydrates what the server drew.
 */
export function App({
  i18n,
  router,
  swr,
  session,
  publicOrigin,
  view,
}: {
  i18n: I18n;
  router: ReturnType<typeof createBrowserRouter>;
  swr?: SWRConfiguration;
  session?: RenderedSession;
  /** The store's public origin, for the pages' heads (decision 051): the server's setting, in the page's configuration. */
  publicOrigin?: string;
  /**
   * A view for this browser alone (decision 059), from the page's configuration: its banner above the page. Never
   * on a page the server rendered, which is nobody's view of their own.
   */
  view?: { previewed?: unknown; staff?: unknown; developer?: unknown };
}) {
  // Made once per app (not per render of a new view object): a lazy component keeps what it loaded.
  const hasView = view !== undefined;
  const PreviewBanner = useMemo(() => (hasView ? previewBanner(i18n) : null), [i18n, hasView]);
  return (
    <AppProviders i18n={i18n} swr={swr} session={session} publicOrigin={publicOrigin}>
      {PreviewBanner && view ? (
        <Suspense fallback={null}>
          <PreviewBanner view={view} />
        </Suspense>
      ) : null}
      <WarmLinksOnIntent />
      <WarmNextRemotes />
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** Everything a page needs around it; also used alone to show the error screen when start-up fails. */
export function AppProviders({
  i18n,
  swr,
  session,
  publicOrigin,
  children,
}: {
  i18n: I18n;
  swr?: SWRConfiguration;
  session?: RenderedSession;
  publicOrigin?: string;
  children: React.ReactNode;
}) {
  const theme = useMemo(() => createTheme({ primary: readThemeColour(browserStorage()) }), []);
  return (
    <StoreProviders i18n={i18n} theme={theme} swr={swr} session={session} publicOrigin={publicOrigin}>
      <ErrorBoundary
        onError={(error) => {
          // A chunk that failed outside a page's own area reloads once too (spec 8), then this screen shows.
          if (!reloadOnceForChunkError(error)) console.error('application error', error);
        }}
        fallback={() => <ErrorScreen />}
      >
        {children}
      </ErrorBoundary>
    </StoreProviders>
  );
}
