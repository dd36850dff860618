import { Link } from 'react-router-dom';
import { pathTo } from '@shop/platform/routes';
import { EmptyState } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';

/** A checkout that became an order cannot change any more: the way on is the order's payment. */
export function AlreadyPlaced({ orderId }: { orderId: number }) {
  const t = useCheckoutTexts();
  return (
    <EmptyState
      title={t('confirm.placed')}
      action={<Link to={pathTo('payment', { order_id: orderId })}>{t('confirm.goPay')}</Link>}
    />
  );
}
