import { useLocation } from 'react-router-dom';
import { PageHead, PageNotFound, useCommonTexts } from '@shop/platform';
import { NotFoundState } from '@shop/ui';
import { useShellTexts } from '../i18n/texts';

/**
 * Spec 2 and 8: an unmatched route says 'Page not found: {path}'; a route whose parameter fails validation
 * says 'Page Not Found: {path}' (and the shell's server answers it with status 404), as a remote's page does.
 */
export function NotFound({ reason }: { reason: 'unmatched' | 'invalid' }) {
  const t = useShellTexts();
  const tc = useCommonTexts();
  const { pathname } = useLocation();
  if (reason === 'invalid') return <PageNotFound />;
  return (
    <>
      <PageHead title={tc('page.notFoundTitle')} noindex />
      <NotFoundState message={t('notFound.unmatched', { path: pathname })} />
    </>
  );
}
