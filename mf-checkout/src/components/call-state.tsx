import type { ReactNode } from 'react';
import { ErrorState, Skeleton } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';
import { isNotFound } from '../lib/failure';
import { PageNotFound } from './page-not-found';

export interface CallStateProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  children: (data: T) => ReactNode;
}

/**
 * What a page shows for the call it is built on: a skeleton while loading, 'Page Not Found' for a 404 (an id
 * that is not this customer's), the failure with a retry for any other failure of the first read, then the page
 * itself.
 */
export function CallState<T>({ data, error, retry, children }: CallStateProps<T>) {
  const t = useCheckoutTexts();
  if (error && isNotFound(error)) return <PageNotFound />;
  // A page already shown stays when reading it again fails (offline after a change that failed, which tells its
  // own failure): only a first read that fails takes the page's place.
  if (error && data === undefined) {
    return <ErrorState message={t('load.failed')} retryLabel={t('retry')} onRetry={retry} />;
  }
  if (data === undefined) return <Skeleton label={t('loading')} lines={5} />;
  return <>{children(data)}</>;
}
