import { Link } from 'react-router-dom';
import { CallState, hasKey, PageHead, useArrivalFocus, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { EmptyState, pageTitle } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentOutcome } from '../features/payment/components/payment-outcome';
import { usePaymentStatus, type PaymentWatch } from '../features/payment/hooks/use-payment-status';
import { useCheckoutTexts } from '../i18n/texts';

/**
 * `/pc/payment/result/{order_id}`: follows the payment until the gateway settles it, for a bounded time
 * (PAYMENT_WAIT_MS; the route passes no props, tests may shorten it), then says where it stands with a way on.
 */
export default function PaymentResultPage(watch: PaymentWatch = {}) {
  const heading = useArrivalFocus();
  const t = useCheckoutTexts();
  const orderId = useRouteId('order_id');
  const { payment, error, retry, waitOver, checkAgain } = usePaymentStatus(orderId, watch);
  const notStarted = hasKey(error, 'payment_not_started');
  return (
    <>
      <PageHead title={t('result.title')} noindex readError={error} />
      <CheckoutSteps current="payment" />
      <h1 css={pageTitle} {...heading}>
        {t('result.title')}
      </h1>
      {notStarted && orderId !== null ? (
        <EmptyState
          title={t('result.notStarted')}
          action={<Link to={pathTo('payment', { order_id: orderId })}>{t('result.payNow')}</Link>}
        />
      ) : (
        <CallState data={payment} error={error} retry={retry}>
          {(data) => (
            <PaymentOutcome orderId={orderId ?? 0} payment={data} waitOver={waitOver} onCheckAgain={checkAgain} />
          )}
        </CallState>
      )}
    </>
  );
}
