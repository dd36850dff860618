import { Link } from 'react-router-dom';
import { CallState, PageHead, useArrivalFocus, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { card, EmptyState, pageTitle } from '@shop/ui';
import { AlreadyPlaced } from '../components/already-placed';
import { CheckoutSteps } from '../components/checkout-steps';
import { useCheckoutSummary } from '../hooks/use-checkout-summary';
import { ConfirmForm } from '../features/order-confirm/components/confirm-form';
import { DeliveryFacts } from '../features/order-confirm/components/delivery-facts';
import { OrderLines } from '../features/order-confirm/components/order-lines';
import { OrderTotals } from '../features/order-confirm/components/order-totals';
import { WarehouseFacts } from '../features/order-confirm/components/warehouse-facts';
import { useCheckoutTexts } from '../i18n/texts';

/**
 * `/pc/orderConfim/{cart_id}` (the spec's spelling): product info, delivery (send-to, recipient), warehouse
 * info, fee and totals, remark; confirming places the order and goes on to its payment.
 */
export default function OrderConfirmPage() {
  const heading = useArrivalFocus();
  const t = useCheckoutTexts();
  const { summary, error, retry } = useCheckoutSummary(useRouteId('cart_id'));
  return (
    <>
      <PageHead title={t('confirm.title')} noindex readError={error} />
      <CheckoutSteps current="confirm" />
      <h1 css={pageTitle} {...heading}>
        {t('confirm.title')}
      </h1>
      <CallState data={summary} error={error} retry={retry}>
        {(data) => {
          if (data.order_id !== null) return <AlreadyPlaced orderId={data.order_id} />;
          if (data.delivery === null)
            return (
              <EmptyState
                title={t('confirm.noDelivery')}
                action={<Link to={pathTo('chooseDelivery', { cart_id: data.cart_id })}>{t('choose.title')}</Link>}
              />
            );
          return (
            <>
              <section css={card} aria-labelledby="confirm-products">
                <h2 id="confirm-products">{t('confirm.products')}</h2>
                <OrderLines items={data.items} />
              </section>
              <section css={card} aria-labelledby="confirm-delivery">
                <h2 id="confirm-delivery">{t('confirm.delivery')}</h2>
                <DeliveryFacts summary={data} />
              </section>
              <section css={card} aria-labelledby="confirm-warehouse">
                <h2 id="confirm-warehouse">{t('confirm.warehouse')}</h2>
                <WarehouseFacts warehouse={data.warehouse} />
              </section>
              <section css={card} aria-labelledby="confirm-totals">
                <h2 id="confirm-totals">{t('confirm.total')}</h2>
                <OrderTotals summary={data} />
              </section>
              <ConfirmForm cartId={data.cart_id} />
            </>
          );
        }}
      </CallState>
    </>
  );
}
