import { useCatalogTexts } from '../i18n/texts';
import { CatalogBrowser } from './catalog-browser';
import { HomeHead } from './home-head';

/** `/pc` (and `/` on desktops): the content blocks and the whole catalogue, newest first. */
export default function HomePage() {
  const t = useCatalogTexts();
  return (
    <>
      <HomeHead />
      <CatalogBrowser title={t('home.title')} blocks="all" defaultSort="newest_desc" />
    </>
  );
}
