import { PageHead } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { QuickOrder } from '../features/quick-order/components/quick-order';
import { useCatalogTexts } from '../i18n/texts';

/** `/mobile/quick-order`: the quick order on a phone, the paste box first and each line a card. */
export default function MobileQuickOrderPage() {
  const t = useCatalogTexts();
  return (
    <>
      <PageHead title={t('quickOrder.title')} noindex />
      <h1 css={pageTitle}>{t('quickOrder.title')}</h1>
      <QuickOrder layout="cards" />
    </>
  );
}
