import { Link } from 'react-router-dom';
import { getPaymentMethods } from '@shop/api/calls';
import { CallState, useCall, useFormat, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { card, EmptyState, pageTitle } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { PaymentForm } from '../features/payment/components/payment-form';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/payment/{order_id}`: the order's number and amount, a payment method, and pay. */
export default function PaymentPage() {
  const t = useCheckoutTexts();
  const format = useFormat();
  const orderId = useRouteId('order_id');
  const { data, error, mutate } = useCall(getPaymentMethods, orderId === null ? null : { order_id: orderId });
  return (
    <>
      <CheckoutSteps current="payment" />
      <h1 css={pageTitle}>{t('payment.title')}</h1>
      <CallState data={data} error={error} retry={() => void mutate()}>
        {({ order, methods }) => (
          <>
            <section css={card} aria-label={t('payment.title')}>
              <p>{t('payment.order', { no: order.order_no })}</p>
              <p>
                <strong>{t('payment.amount', { amount: format.money(order.total) })}</strong>
              </p>
            </section>
            {order.status === 'unpaid' ? (
              <PaymentForm orderId={order.id} methods={methods.map((method) => method.code)} />
            ) : (
              <EmptyState
                title={t('payment.notUnpaid')}
                action={<Link to={pathTo('paymentResult', { order_id: order.id })}>{t('payment.seeResult')}</Link>}
              />
            )}
          </>
        )}
      </CallState>
    </>
  );
}
