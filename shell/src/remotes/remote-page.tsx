import { useEffect } from 'react';
import { Skeleton } from '@shop/ui';
import type { RemoteName } from '@shop/platform';
import { reportSignal, setCurrentRemote, useCommonTexts } from '@shop/platform';
import { PageBoundary, PageFailed } from '../errors/page-boundary';
import { useRemote } from './use-remote';

/**
 * One remote page in its own area: loading skeleton, then the page. A remote that cannot be loaded, or whose
 * page throws while rendering, shows a translated fallback with a retry here only; the header, navigation
 * and other remotes keep working.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const tc = useCommonTexts();
  const { state, retry } = useRemote(remote, page);
  const ready = state.status === 'ready';
  useEffect(() => {
    // Failed calls and vitals from here on are this remote's; a view is counted once its module is here.
    setCurrentRemote(remote);
    if (ready) reportSignal({ kind: 'view', remote });
  }, [remote, page, ready]);
  useEffect(() => {
    if (state.status === 'failed') reportSignal({ kind: 'load-error', remote, name: 'entry' });
  }, [remote, state.status]);

  if (state.status === 'loading') return <Skeleton label={tc('loading')} lines={6} />;
  if (state.status === 'failed') return <PageFailed onRetry={retry} />;
  const Page = state.module.pages[page];
  if (!Page) return <PageFailed onRetry={retry} />;
  return (
    <PageBoundary name={`${remote}/${page}`} lines={6} remote={remote}>
      <Page />
    </PageBoundary>
  );
}
