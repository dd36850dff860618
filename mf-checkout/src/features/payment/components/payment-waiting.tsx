import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { getPaymentStatus } from '@shop/api/calls';
import { useCall } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { tapTarget } from '@shop/ui';
import { useCheckoutTexts } from '../../../i18n/texts';

/**
 * Above the payment form of a pending order (spec 4: "not paid yet, pay first"): a payment was started and not
 * confirmed. Says so, by which method when the latest payment says it, and what paying now does (the waiting
 * one is stopped first and the new one starts once the gateway says it is, so the order is paid once: decision
 * 041), with the way to that payment's result.
 * Nothing here stops the shopper from paying; a failed read only leaves the method out.
 */
export function PaymentWaiting({ orderId }: { orderId: number }) {
  const t = useCheckoutTexts();
  const { data } = useCall(getPaymentStatus, { order_id: orderId });
  const method = data?.status === 'pending' ? data.method : null;
  return (
    <section css={notice} aria-labelledby="payment-waiting">
      <p id="payment-waiting">
        <strong>
          {method ? t('payment.waitingBy', { method: t(`payment.method.${method}`) }) : t('payment.waiting')}
        </strong>
      </p>
      <p>{t('payment.waitingHint')}</p>
      <Link to={pathTo('paymentResult', { order_id: orderId })} css={tapTarget}>
        {t('payment.seeResult')}
      </Link>
    </section>
  );
}

const notice = (theme: Theme) => css`
  margin: 0 0 ${theme.space[6]};
  padding: ${theme.space[4]};
  background: ${theme.color.warningSoft};
  border: ${theme.borderWidth.thin} solid ${theme.color.warning};
  border-left-width: ${theme.borderWidth.thick};
  border-radius: ${theme.radius.md};
  & > p {
    margin: 0 0 ${theme.space[2]};
  }
`;
