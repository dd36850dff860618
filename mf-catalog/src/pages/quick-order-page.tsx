import { PageHead } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { QuickOrder } from '../features/quick-order/components/quick-order';
import { useQuickOrderTexts } from '../i18n/quick-order-texts';

/**
 * `/pc/quick-order` (the lines in a table) and `/mobile/quick-order` (the paste box first, each line a card): one
 * module, so both routes load one chunk.
 */
function QuickOrderPage({ layout }: { layout: 'table' | 'cards' }) {
  const t = useQuickOrderTexts();
  return (
    <>
      {/* One buyer's lines: nothing to find. */}
      <PageHead title={t('quickOrder.title')} noindex />
      <h1 css={pageTitle}>{t('quickOrder.title')}</h1>
      <QuickOrder layout={layout} />
    </>
  );
}

export default function DesktopQuickOrderPage() {
  return <QuickOrderPage layout="table" />;
}

export function MobileQuickOrderPage() {
  return <QuickOrderPage layout="cards" />;
}
