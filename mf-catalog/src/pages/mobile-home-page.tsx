import { useCatalogTexts } from '../i18n/texts';
import { CatalogBrowser } from './catalog-browser';

/** `/mobile` (and `/` on phones): the home page in one column, its filters folded away. */
export default function MobileHomePage() {
  const t = useCatalogTexts();
  return <CatalogBrowser title={t('home.title')} blocks="all" defaultSort="newest_desc" compact />;
}
