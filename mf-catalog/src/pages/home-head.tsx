import { PageHead } from '@shop/platform';
import { useCatalogTexts } from '../i18n/texts';

/**
 * Home's head, on phones and desktops alike: the site's title alone, and one canonical address whatever filters,
 * sort or page the query adds: the root, where each device gets its home and where the sitemap lists it.
 */
export function HomeHead() {
  const t = useCatalogTexts();
  return <PageHead description={t('head.homeDescription')} canonical="/" />;
}
