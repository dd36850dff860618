import { useCatalogTexts } from '../i18n/texts';
import { CatalogBrowser } from './catalog-browser';
import { HomeHead } from './home-head';

/** `/mobile` (and `/` on phones): the home page in one column, its filters folded away. */
export default function MobileHomePage() {
  const t = useCatalogTexts();
  return (
    <>
      <HomeHead />
      <CatalogBrowser title={t('home.title')} blocks="all" defaultSort="newest_desc" compact />
    </>
  );
}
