import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { ErrorState, Skeleton } from '@shop/ui';
import { ErrorBoundary } from '../errors/error-boundary';
import { isChunkLoadError, reloadOnceForChunkError } from '../remotes/chunk-reload';
import { useCommonTexts } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';
import type { ShellPage } from '@shop/platform/routes';

// Each page is its own chunk: the forms (react-hook-form, valibot resolver) stay out of the first load.
const pages: Record<ShellPage, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => import('./customer/login-page')),
  register: lazy(() => import('./customer/register-page')),
  forgotPassword: lazy(() => import('./customer/forgot-password-page')),
  resetPassword: lazy(() => import('./customer/reset-password-page')),
  socialLogin: lazy(() => import('./customer/social-login-page')),
  socialCallback: lazy(() => import('./customer/social-callback-page')),
  thirdLogin: lazy(() => import('./customer/third-login-page')),
  erpEntry: lazy(() => import('./customer/erp-entry-page')),
  password: lazy(() => import('./password/password-page')),
  layoutTemplate: lazy(() => import('./templates/layout-template-page')),
  sideMenu: lazy(() => import('./templates/side-menu-page')),
};

export function ShellPageView({ page }: { page: ShellPage }) {
  const t = useShellTexts();
  const tc = useCommonTexts();
  const Page = pages[page];
  return (
    // A page chunk that fails to load reloads the page once (spec 8); a second failure shows a retry here.
    <ErrorBoundary
      onError={(error) => {
        if (!reloadOnceForChunkError(error)) console.error(`shell page ${page} failed`, error);
      }}
      fallback={(error, reset) => (
        <ErrorState
          message={t('remote.failed')}
          // React keeps a lazy page's failed load, so only a reload fetches its chunk again.
          onRetry={isChunkLoadError(error) ? () => window.location.reload() : reset}
        />
      )}
    >
      <Suspense fallback={<Skeleton label={tc('loading')} lines={4} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
