import { useCatalogTexts } from '../i18n/texts';
import { CatalogBrowser } from './catalog-browser';

/** `/pc` (and `/` on desktops): the content blocks and the whole catalogue, newest first. */
export default function HomePage() {
  const t = useCatalogTexts();
  return <CatalogBrowser title={t('home.title')} blocks="all" defaultSort="newest_desc" />;
}
