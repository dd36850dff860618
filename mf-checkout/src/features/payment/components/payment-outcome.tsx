import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { CallData, getPaymentStatus } from '@shop/api/calls';
import { pathTo } from '@shop/platform/routes';
import { Button, buttonStyle, cluster, Spinner } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';
import { paymentView } from '../lib/payment-view';

export interface PaymentOutcomeProps {
  orderId: number;
  payment: Pick<CallData<typeof getPaymentStatus>, 'status' | 'order_status' | 'transaction_id'>;
  /** The page stopped following a payment still pending (PAYMENT_WAIT_MS). */
  waitOver: boolean;
  /** Read the payment again and follow it for another round. */
  onCheckAgain: () => void;
}

/**
 * Spec 2: 'confirming your payment, please wait' while pending, then 'Thank you for your order!' with continue
 * shopping, view order and back home. Every other end says what happened and offers a way on, never a spinner
 * without end: a payment still pending after the wait (check again, the order, pay another way), a failed one
 * (pay again), an order paid all the same, or an order canceled or closed meanwhile (the order, where it can be
 * bought again). The failures are told in an alert, the rest in a status, each region there before its words. The ways on look like buttons: they are the page's actions.
 */
export function PaymentOutcome({ orderId, payment, waitOver, onCheckAgain }: PaymentOutcomeProps) {
  const t = useCheckoutTexts();
  const view = paymentView(payment, waitOver);
  const viewOrder = (variant: 'primary' | 'secondary') => (
    <Link to={pathTo('orderDetail', { order_id: orderId })} css={buttonStyle(variant)}>
      {t('result.viewOrder')}
    </Link>
  );
  const continueShopping = (variant: 'primary' | 'secondary') => (
    <Link to={pathTo('home')} css={buttonStyle(variant)}>
      {t('result.continue')}
    </Link>
  );
  // What went wrong is an alert, the rest a status: both regions stay in the page from the first answer (the
  // payment still being confirmed), so the failure or the thanks is read when it comes.
  return (
    <section css={box}>
      <div role="status">
        {view === 'confirming' ? (
          <div css={row}>
            <Spinner />
            <p>{t('result.pending')}</p>
          </div>
        ) : view === 'slow' ? (
          <>
            <h2>{t('result.slow')}</h2>
            <p>{t('result.slowHint')}</p>
            <div css={row}>
              <Button variant="primary" onClick={onCheckAgain}>
                {t('result.checkAgain')}
              </Button>
              {viewOrder('secondary')}
              <Link to={pathTo('payment', { order_id: orderId })} css={buttonStyle('ghost')}>
                {t('result.payAnotherWay')}
              </Link>
            </div>
          </>
        ) : view === 'paid' ? (
          <>
            <h2>{t('result.paid')}</h2>
            <p>{t('result.paidDetail')}</p>
            {payment.transaction_id ? <p>{t('result.transaction', { id: payment.transaction_id })}</p> : null}
            <div css={row}>
              {continueShopping('primary')}
              {viewOrder('secondary')}
              <Link to="/" css={buttonStyle('ghost')}>
                {t('result.home')}
              </Link>
            </div>
          </>
        ) : view === 'orderPaid' ? (
          <>
            <h2>{t('result.alreadyPaid')}</h2>
            <p>{t('result.alreadyPaidHint')}</p>
            <div css={row}>
              {viewOrder('primary')}
              {continueShopping('secondary')}
            </div>
          </>
        ) : null}
      </div>
      <div role="alert">
        {view === 'orderEnded' ? (
          <>
            <h2>{t('result.ended')}</h2>
            <p>{t(payment.order_status === 'closed' ? 'result.endedHint.closed' : 'result.endedHint.canceled')}</p>
            <div css={row}>
              {viewOrder('primary')}
              {continueShopping('secondary')}
            </div>
          </>
        ) : view === 'failed' ? (
          <>
            <h2>{t('result.failed')}</h2>
            <p>{t('result.failedHint')}</p>
            <div css={row}>
              <Link to={pathTo('payment', { order_id: orderId })} css={buttonStyle('primary')}>
                {t('result.payAgain')}
              </Link>
              {continueShopping('secondary')}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

const box = (theme: Theme) => css`
  padding: ${theme.space[6]};
  text-align: center;
  & h2 {
    margin: 0 0 ${theme.space[3]};
  }
`;

const row = (theme: Theme) => css`
  ${cluster(4)(theme)}
  justify-content: center;
  align-items: center;
`;
