import { useLocation } from 'react-router-dom';
import { NotFoundState } from '@shop/ui';
import { PageHead } from '../head/page-head';
import { useCommonTexts } from '../i18n/common-texts';

/** Spec 8: what does not exist (an unknown id, another customer's) says 'Page Not Found: {path}'. */
export function PageNotFound() {
  const t = useCommonTexts();
  const { pathname } = useLocation();
  return (
    <>
      <PageHead title={t('page.notFoundTitle')} noindex />
      <NotFoundState message={t('page.notFound', { path: pathname })} />
    </>
  );
}
