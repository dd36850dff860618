import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@shop/ui';
import { isNotFound } from '../failures/api-errors';
import { useCommonTexts } from '../i18n/common-texts';
import { PageNotFound } from './page-not-found';

export interface CallStateProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  children: (data: T) => ReactNode;
  /** How many lines the skeleton shows while loading (about the height of what comes). */
  lines?: number;
}

/**
 * What a page shows for the call it is built on: a skeleton while loading, 'Page Not Found' for a 404 (an id that
 * is not this customer's), the failure with a retry for any other failure of the first read, then the page itself.
 */
export function CallState<T>({ data, error, retry, children, lines = 5 }: CallStateProps<T>) {
  const t = useCommonTexts();
  if (error && isNotFound(error)) return <PageNotFound />;
  // A page already shown stays when reading it again fails (offline after a change that failed, which tells its
  // own failure): only a first read that fails takes the page's place.
  if (error && data === undefined) return <ErrorState message={t('page.failed')} onRetry={retry} />;
  if (data === undefined) return <Skeleton label={t('loading')} lines={lines} />;
  return <>{children(data)}</>;
}
