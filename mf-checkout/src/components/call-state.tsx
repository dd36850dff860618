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
 * that is not this customer's), the failure with a retry for anything else, then the page itself.
 */
export function CallState<T>({ data, error, retry, children }: CallStateProps<T>) {
  const t = useCheckoutTexts();
  if (error && isNotFound(error)) return <PageNotFound />;
  if (error) return <ErrorState message={t('load.failed')} retryLabel={t('retry')} onRetry={retry} />;
  if (data === undefined) return <Skeleton label={t('loading')} lines={5} />;
  return <>{children(data)}</>;
}
