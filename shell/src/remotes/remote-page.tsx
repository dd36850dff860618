import { useEffect } from 'react';
import { Skeleton } from '@shop/ui';
import type { RemoteName } from '@shop/platform';
import { reportSignal, setCurrentRemote, useCommonTexts } from '@shop/platform';
import { PageBoundary, PageFailed, reportPageFailure } from '../errors/page-boundary';
import { isChunkLoadError, reloadPage } from './chunk-reload';
import { useRemote } from './use-remote';

/**
 * One remote page in its own area: loading skeleton, then the page. A remote that cannot be loaded, or whose
 * page throws while rendering, shows a translated fallback with a retry here only; the header, navigation
 * and other remotes keep working.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const tc = useCommonTexts();
  const { state, retry } = useRemote(remote, page);
  const arrived = state.status === 'ready' || (state.status === 'failed' && state.module !== undefined);
  useEffect(() => {
    // Failed calls and vitals from here on are this remote's; a view is counted once its module is here.
    setCurrentRemote(remote);
    if (arrived) reportSignal({ kind: 'view', remote });
  }, [remote, page, arrived]);
  useEffect(() => {
    if (state.status !== 'failed') return;
    // Only the page's chunk failed (before hydration): counted as its boundary counts it when the page renders.
    if (state.module) reportPageFailure(remote, state.error);
    else reportSignal({ kind: 'load-error', remote, name: 'entry' });
  }, [remote, state]);

  if (state.status === 'loading') return <Skeleton label={tc('loading')} lines={6} />;
  if (state.status === 'failed') {
    // A chunk that failed after the one reload is tried by a reload, as the page's boundary does (decision 031).
    const reloads = state.module !== undefined && isChunkLoadError(state.error);
    return <PageFailed onRetry={reloads ? reloadPage : retry} />;
  }
  const Page = state.module.pages[page];
  if (!Page) return <PageFailed onRetry={retry} />;
  return (
    <PageBoundary name={`${remote}/${page}`} lines={6} remote={remote}>
      <Page />
    </PageBoundary>
  );
}
