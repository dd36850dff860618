import { Link } from 'react-router-dom';
import { CallState, hasKey, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { EmptyState, pageTitle } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentOutcome } from '../features/payment/components/payment-outcome';
import { usePaymentStatus } from '../features/payment/hooks/use-payment-status';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/payment/result/{order_id}`: follows the payment until the gateway settles it. */
export default function PaymentResultPage() {
  const t = useCheckoutTexts();
  const orderId = useRouteId('order_id');
  const { payment, error, retry } = usePaymentStatus(orderId);
  const notStarted = hasKey(error, 'payment_not_started');
  return (
    <>
      <CheckoutSteps current="payment" />
      <h1 css={pageTitle}>{t('result.title')}</h1>
      {notStarted && orderId !== null ? (
        <EmptyState
          title={t('result.notStarted')}
          action={<Link to={pathTo('payment', { order_id: orderId })}>{t('result.payNow')}</Link>}
        />
      ) : (
        <CallState data={payment} error={error} retry={retry}>
          {(data) => <PaymentOutcome orderId={orderId ?? 0} status={data.status} transactionId={data.transaction_id} />}
        </CallState>
      )}
    </>
  );
}
