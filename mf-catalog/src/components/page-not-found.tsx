import { useLocation } from 'react-router-dom';
import { NotFoundState } from '@shop/ui';
import { useCatalogTexts } from '../i18n/texts';

/** Spec 8: what does not exist says 'Page Not Found: {path}', as the shell's own page does. */
export function PageNotFound() {
  const t = useCatalogTexts();
  const { pathname } = useLocation();
  return <NotFoundState message={t('notFound', { path: pathname })} />;
}
