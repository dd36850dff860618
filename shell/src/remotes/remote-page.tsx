import { Suspense } from 'react';
import { ErrorState, Skeleton } from '@shop/ui';
import type { RemoteName } from '@shop/platform';
import { ErrorBoundary } from '../errors/error-boundary';
import { useCommonTexts } from '@shop/platform';
import { useShellTexts } from '../i18n/texts';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { useRemote } from './use-remote';

/**
 * One remote page in its own area: loading skeleton, then the page. A remote that cannot be loaded, or whose
 * page throws while rendering, shows a translated fallback with a retry here only; the header, navigation
 * and other remotes keep working.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const t = useShellTexts();
  const tc = useCommonTexts();
  const { state, retry } = useRemote(remote, page);

  const fallback = (onRetry: () => void) => <ErrorState message={t('remote.failed')} onRetry={onRetry} />;

  if (state.status === 'loading') return <Skeleton label={tc('loading')} lines={6} />;
  if (state.status === 'failed') return fallback(retry);
  const Page = state.module.pages[page];
  if (!Page) return fallback(retry);
  return (
    <ErrorBoundary
      onError={(error) => {
        if (!reloadOnceForChunkError(error)) console.error(`${remote}/${page} failed while rendering`, error);
      }}
      // A chunk that fails to load most often belongs to an older deployment: only a reload gets the current names.
      fallback={(error, reset) => fallback(isChunkLoadError(error) ? () => window.location.reload() : reset)}
    >
      <Suspense fallback={<Skeleton label={tc('loading')} lines={6} />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
