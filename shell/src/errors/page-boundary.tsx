import { Suspense, type ReactNode } from 'react';
import { PageHead, reportSignal, useCommonTexts } from '@shop/platform';
import { ErrorState, Skeleton } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';
import { isChunkLoadError, reloadOnceForChunkError, reloadPage } from '../remotes/chunk-reload';
import { ErrorBoundary } from './error-boundary';

/** The translated fallback of a page's area, with its retry; the header and navigation around it keep working. */
export function PageFailed({ onRetry }: { onRetry: () => void }) {
  const t = useShellTexts();
  return (
    <>
      {/* The page that failed took its head with it: the tab says so, and nothing is indexed of a failure. */}
      <PageHead title={t('remote.failedTitle')} noindex />
      <ErrorState message={t('remote.failed')} onRetry={onRetry} />
    </>
  );
}

/** A page that failed while loading or rendering, as the shoppers' signals count it (docs/releasing.md). */
export function reportPageFailure(remote: string, error: unknown): void {
  const chunk = isChunkLoadError(error);
  reportSignal({ kind: chunk ? 'load-error' : 'render-error', remote, name: chunk ? 'chunk' : 'page' });
}

/**
 * What a page's "Try again" does after `error`: a chunk that failed is asked for by a reload, since only a reload
 * gets a newer deployment's file names (decision 031); anything else is tried again in the page.
 */
export function retryAfter(error: unknown, retry: () => void): () => void {
  return isChunkLoadError(error) ? reloadPage : retry;
}

/**
 * One page's area, a remote's or the shell's own: a skeleton while it suspends, then the page. A page that throws
 * shows the fallback here only. A chunk that failed (already asked twice by its loader) reloads the page once per
 * 10 s (spec 8, decisions 014 and 030), then shows the fallback, whose "Try again" reloads too: a chunk that fails
 * most often belongs to an older deployment, and only a reload gets the current names.
 */
export function PageBoundary({
  name,
  lines,
  children,
  remote = 'shell',
}: {
  name: string;
  lines: number;
  children: ReactNode;
  /** Whose page it is, for the signals (a remote's name, or the shell's own pages). */
  remote?: string;
}) {
  const tc = useCommonTexts();
  return (
    <ErrorBoundary
      onError={(error) => {
        reportPageFailure(remote, error);
        if (!reloadOnceForChunkError(error)) console.error(`${name} failed while rendering`, error);
      }}
      fallback={(error, reset) => <PageFailed onRetry={retryAfter(error, reset)} />}
    >
      <Suspense fallback={<Skeleton label={tc('loading')} lines={lines} />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
