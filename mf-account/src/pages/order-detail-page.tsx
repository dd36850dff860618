import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { getOrderDetail } from '@shop/api/calls';
import { CallState, PageHead, PageNotFound, useCall, useFormat, useRouteId } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { card, factList, pageTitle, tapTarget } from '@shop/ui';
import { CopyOrderNumber } from '../features/orders/components/copy-order-number';
import { OrderActions } from '../features/orders/components/order-actions';
import { OrderContacts, OrderLines, OrderMoney } from '../features/orders/components/order-facts';
import { OrderStatus } from '../features/orders/components/order-status';
import { useAccountTexts } from '../i18n/texts';

/**
 * `/pc/my/orders/{order_id}`: everything about one order and what it allows. Another customer's order and an
 * unknown one are the same 404, shown as 'Page Not Found: {path}'.
 */
export default function OrderDetailPage() {
  const t = useAccountTexts();
  const format = useFormat();
  const orderId = useRouteId('order_id');
  const { data, error, mutate } = useCall(getOrderDetail, orderId === null ? null : { order_id: orderId });
  if (orderId === null) return <PageNotFound />;
  return (
    <>
      <PageHead
        title={data ? t('detail.headTitle', { number: data.order_no }) : t('detail.title')}
        noindex
        readError={error}
      />
      <p css={back}>
        <Link to={pathTo('orders')} css={tapTarget}>
          {t('detail.back')}
        </Link>
      </p>
      <h1 css={pageTitle}>{t('detail.title')}</h1>
      <CallState data={data} error={error} retry={() => void mutate()} lines={10}>
        {(order) => (
          <>
            <section css={card} aria-label={t('detail.title')}>
              <dl css={factList}>
                <dt>{t('detail.number')}</dt>
                <dd>
                  <CopyOrderNumber orderNo={order.order_no} />
                </dd>
                <dt>{t('detail.created')}</dt>
                <dd>
                  <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>
                </dd>
                <dt>{t('detail.status')}</dt>
                <dd>
                  <OrderStatus status={order.status} />
                </dd>
              </dl>
              <div css={actions}>
                <OrderActions order={order} />
              </div>
            </section>
            <OrderLines order={order} />
            <OrderContacts order={order} />
            <OrderMoney order={order} />
          </>
        )}
      </CallState>
    </>
  );
}

const back = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
`;

const actions = (theme: Theme) => css`
  margin-top: ${theme.space[4]};
`;
