import { PageHead } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { useCatalogTexts } from '../i18n/texts';

/**
 * Home's head, on phones and desktops alike: the site's title alone, and one canonical address whatever device,
 * filters, sort or page: `/pc`, the one home address that is the same on every device (the root and `/mobile` show
 * the home a device is given, spec 1), and the one the sitemap lists.
 */
export function HomeHead() {
  const t = useCatalogTexts();
  return <PageHead description={t('head.homeDescription')} canonical={pathTo('home', {})} />;
}
