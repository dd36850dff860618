import { useEffect, useRef } from 'react';
import { Skeleton } from '@shop/ui';
import type { RemoteName } from '@shop/platform';
import { reportSignal, setCurrentRemote, useCommonTexts } from '@shop/platform';
import { PageBoundary, PageFailed, reportPageFailure, retryAfter } from '../errors/page-boundary';
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
  const counted = useRef<string | null>(null);
  useEffect(() => {
    // Failed calls and vitals from here on are this remote's; a view is counted once its module is here, once per
    // page: the page retried after a failure is the same view (the signals compare failures per view).
    setCurrentRemote(remote);
    const view = `${remote}/${page}`;
    if (!arrived || counted.current === view) return;
    counted.current = view;
    reportSignal({ kind: 'view', remote });
  }, [remote, page, arrived]);
  useEffect(() => {
    if (state.status !== 'failed') return;
    // Only the page's chunk failed (before hydration): counted as its boundary counts it when the page renders.
    if (state.module) reportPageFailure(remote, state.error);
    else reportSignal({ kind: 'load-error', remote, name: 'entry' });
  }, [remote, state]);

  if (state.status === 'loading') return <Skeleton label={tc('loading')} lines={6} />;
  if (state.status === 'failed') {
    // The page's chunk that failed (its remote is here) is retried as the page's boundary retries it; an entry that
    // failed is loaded again.
    return <PageFailed onRetry={state.module ? retryAfter(state.error, retry) : retry} />;
  }
  const Page = state.module.pages[page];
  if (!Page) return <PageFailed onRetry={retry} />;
  return (
    <PageBoundary name={`${remote}/${page}`} lines={6} remote={remote}>
      <Page />
    </PageBoundary>
  );
}
