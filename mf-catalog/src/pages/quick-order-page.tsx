import { PageHead } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { QuickOrder } from '../features/quick-order/components/quick-order';
import { useCatalogTexts } from '../i18n/texts';

/** `/pc/quick-order`: the quick order with its lines in a table. */
export default function QuickOrderPage() {
  const t = useCatalogTexts();
  return (
    <>
      {/* One buyer's lines, nothing to find. */}
      <PageHead title={t('quickOrder.title')} noindex />
      <h1 css={pageTitle}>{t('quickOrder.title')}</h1>
      <QuickOrder layout="table" />
    </>
  );
}
