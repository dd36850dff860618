import { useLocation } from 'react-router-dom';
import { NotFoundState } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';

/** Spec 8: a cart, checkout or order that does not exist (or is someone else's) says 'Page Not Found: {path}'. */
export function PageNotFound() {
  const t = useCheckoutTexts();
  const { pathname } = useLocation();
  return <NotFoundState message={t('notFound', { path: pathname })} />;
}
