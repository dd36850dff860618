import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { PaymentStatus } from '@shop/api/calls';
import { pathTo } from '@shop/platform/routes';
import { buttonStyle, Spinner } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

export interface PaymentOutcomeProps {
  orderId: number;
  status: PaymentStatus;
  transactionId: string | null;
}

/**
 * Spec 2: 'confirming your payment, please wait' while pending, then 'Thank you for your order!' with continue
 * shopping, view order and back home; a failed payment says so and offers to pay again or to go on shopping.
 * Announced politely as it changes. The ways on look like buttons: they are the page's actions.
 */
export function PaymentOutcome({ orderId, status, transactionId }: PaymentOutcomeProps) {
  const t = useCheckoutTexts();
  return (
    <section css={box} aria-live="polite">
      {status === 'pending' ? (
        <div role="status" css={row}>
          <Spinner />
          <p>{t('result.pending')}</p>
        </div>
      ) : status === 'paid' ? (
        <>
          <h2>{t('result.paid')}</h2>
          <p>{t('result.paidDetail')}</p>
          {transactionId ? <p>{t('result.transaction', { id: transactionId })}</p> : null}
          <div css={row}>
            <Link to={pathTo('home')} css={buttonStyle('primary')}>
              {t('result.continue')}
            </Link>
            <Link to={pathTo('orderDetail', { order_id: orderId })} css={buttonStyle('secondary')}>
              {t('result.viewOrder')}
            </Link>
            <Link to="/" css={buttonStyle('ghost')}>
              {t('result.home')}
            </Link>
          </div>
        </>
      ) : (
        <div role="alert">
          <h2>{t('result.failed')}</h2>
          <p>{t('result.failedHint')}</p>
          <div css={row}>
            <Link to={pathTo('payment', { order_id: orderId })} css={buttonStyle('primary')}>
              {t('result.payAgain')}
            </Link>
            <Link to={pathTo('home')} css={buttonStyle('secondary')}>
              {t('result.continue')}
            </Link>
          </div>
        </div>
      )}
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
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${theme.space[4]};
`;
