import { useLocation } from 'react-router-dom';
import { NotFoundState } from '@shop/ui';
import { useCommonTexts } from '../i18n/common-texts';

/** Spec 8: what does not exist (an unknown id, another customer's) says 'Page Not Found: {path}'. */
export function PageNotFound() {
  const t = useCommonTexts();
  const { pathname } = useLocation();
  return <NotFoundState message={t('page.notFound', { path: pathname })} />;
}
