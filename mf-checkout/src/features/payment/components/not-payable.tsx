import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { PAYMENT_STANDING, type OrderStatus, type PayableStatus } from '@shop/api/calls';
import { pathTo } from '@shop/platform/routes';
import { buttonStyle, cluster, EmptyState } from '@shop/ui';
import type { CheckoutTexts } from '../../../i18n/en';
import { useCheckoutTexts } from '../../../i18n/texts';

type NotPayableStatus = Exclude<OrderStatus, PayableStatus>;

/**
 * The payment page of an order the pay rule refuses (canPay), in the shopper's words: already paid (nothing to
 * pay: see the order), or canceled or closed (it can never be paid: a new order, from the order's "Buy again").
 * The ways on are the order and the orders list; never the result page, which has no payment to follow.
 */
export function NotPayable({ orderId, status }: { orderId: number; status: NotPayableStatus }) {
  const t = useCheckoutTexts();
  const paid = PAYMENT_STANDING[status] === 'paid';
  const title: keyof CheckoutTexts = paid
    ? 'payment.paidTitle'
    : status === 'closed'
      ? 'payment.closedTitle'
      : 'payment.canceledTitle';
  return (
    <EmptyState
      title={t(title)}
      description={t(paid ? 'payment.paidHint' : 'payment.endedHint')}
      action={
        <div css={row}>
          <Link to={pathTo('orderDetail', { order_id: orderId })} css={buttonStyle('primary')}>
            {t('payment.seeOrder')}
          </Link>
          <Link to={pathTo('orders')} css={buttonStyle('secondary')}>
            {t('payment.myOrders')}
          </Link>
        </div>
      }
    />
  );
}

const row = (theme: Theme) => css`
  ${cluster(3)(theme)}
  justify-content: center;
`;
