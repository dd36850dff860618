import { canPay, getPaymentMethods } from '@shop/api/calls';
import { CallState, PageHead, useArrivalFocus, useCall, useFormat, useRouteId } from '@shop/platform';
import { card, pageTitle } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { NotPayable } from '../features/payment/components/not-payable';
import { PaymentForm } from '../features/payment/components/payment-form';
import { PaymentWaiting } from '../features/payment/components/payment-waiting';
import { useCheckoutTexts } from '../i18n/texts';

/**
 * `/pc/payment/{order_id}`: the order's number and amount, a payment method, and pay — for every status the
 * contract's pay rule accepts (canPay: unpaid, and pending, with what paying again means); any other status says
 * why it cannot be paid and where to go instead.
 */
export default function PaymentPage() {
  const heading = useArrivalFocus();
  const t = useCheckoutTexts();
  const format = useFormat();
  const orderId = useRouteId('order_id');
  const { data, error, mutate } = useCall(getPaymentMethods, orderId === null ? null : { order_id: orderId });
  return (
    <>
      <PageHead
        title={data ? t('payment.headTitle', { no: data.order.order_no }) : t('payment.title')}
        noindex
        readError={error}
      />
      <CheckoutSteps current="payment" />
      <h1 css={pageTitle} {...heading}>
        {t('payment.title')}
      </h1>
      <CallState data={data} error={error} retry={() => void mutate()}>
        {({ order, methods }) => (
          <>
            <section css={card} aria-label={t('payment.title')}>
              <p>{t('payment.order', { no: order.order_no })}</p>
              <p>
                <strong>
                  {t(canPay(order.status) ? 'payment.amount' : 'payment.total', { amount: format.money(order.total) })}
                </strong>
              </p>
            </section>
            {canPay(order.status) ? (
              <>
                {order.status === 'pending' ? <PaymentWaiting orderId={order.id} /> : null}
                <PaymentForm
                  orderId={order.id}
                  methods={methods.map((method) => method.code)}
                  onOrderChanged={() => void mutate()}
                />
              </>
            ) : (
              <NotPayable orderId={order.id} status={order.status} />
            )}
          </>
        )}
      </CallState>
    </>
  );
}
