import { css, type Theme } from '@emotion/react';
import type { OrderDetail } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { useCountries } from '@shop/platform/forms';
import { card, type Column, factList, Table } from '@shop/ui';
import type { AccountTexts } from '../../../i18n/en';
import { useAccountTexts } from '../../../i18n/texts';
import { addressWithCountry } from '../lib/address-with-country';

type Line = OrderDetail['items'][number];

/** The products of an order: name, SKU, quantity, amount (cards on a phone). */
export function OrderLines({ order }: { order: OrderDetail }) {
  const t = useAccountTexts();
  const format = useFormat();
  const columns: Column<Line>[] = [
    { key: 'name', header: t('detail.product'), cell: (line) => line.name },
    { key: 'sku', header: t('detail.sku'), cell: (line) => line.sku },
    {
      key: 'quantity',
      header: t('detail.quantity'),
      cell: (line) => format.number(line.quantity),
    },
    {
      key: 'amount',
      header: t('detail.amount'),
      cell: (line) => format.money(line.amount),
    },
  ];
  return (
    <section css={card} aria-labelledby="order-products">
      <h2 id="order-products">{t('detail.products')}</h2>
      <Table
        caption={t('detail.products')}
        captionHidden
        columns={columns}
        rows={order.items}
        rowKey={(line) => line.product_id}
      />
      <dl css={factList}>
        <dt>{t('detail.goodsTotal')}</dt>
        <dd>{format.money(order.goods_total)}</dd>
        <dt>{t('detail.shippingFee')}</dt>
        <dd>{format.money(order.shipping_fee)}</dd>
        <dt>{t('detail.total')}</dt>
        <dd css={strong}>{format.money(order.total)}</dd>
        <dt>{t('detail.remark')}</dt>
        <dd>{order.remark || t('detail.noRemark')}</dd>
      </dl>
    </section>
  );
}

/** Who receives the goods (post) or collects them (pickup), and the warehouse they leave from. */
export function OrderContacts({ order }: { order: OrderDetail }) {
  const t = useAccountTexts();
  const { delivery, warehouse } = order;
  const { countries } = useCountries();
  const phone = [delivery.area_code, delivery.phone].filter(Boolean).join(' ');
  return (
    <div css={columns}>
      <section css={card} aria-labelledby="order-recipient">
        <h2 id="order-recipient">{t(delivery.type === 'post' ? 'detail.recipient' : 'detail.pickupPerson')}</h2>
        <dl css={factList}>
          <dt>{t(delivery.type === 'post' ? 'detail.recipient' : 'detail.pickupPerson')}</dt>
          <dd>{delivery.name}</dd>
          <dt>{t('detail.phone')}</dt>
          <dd>{phone}</dd>
          {delivery.email ? (
            <>
              <dt>{t('detail.email')}</dt>
              <dd>{delivery.email}</dd>
            </>
          ) : null}
          {delivery.address ? (
            <>
              <dt>{t('detail.address')}</dt>
              <dd>{addressWithCountry(delivery.address, delivery.country_code, countries)}</dd>
            </>
          ) : null}
          <dt>{t('detail.method')}</dt>
          <dd>{t(`method.${order.shipping_method}`)}</dd>
          <dt>{t('detail.zone')}</dt>
          <dd>{t(`zone.${order.shipping_zone}`)}</dd>
        </dl>
      </section>
      <section css={card} aria-labelledby="order-warehouse">
        <h2 id="order-warehouse">{t('detail.warehouse')}</h2>
        <dl css={factList}>
          <dt>{t('orders.col.warehouse')}</dt>
          <dd>{warehouse.name}</dd>
          <dt>{t('detail.address')}</dt>
          <dd>{warehouse.address}</dd>
          <dt>{t('detail.contactPerson')}</dt>
          <dd>{warehouse.contact_person}</dd>
          <dt>{t('detail.phone')}</dt>
          <dd>{warehouse.phone}</dd>
          <dt>{t('detail.postCode')}</dt>
          <dd>{warehouse.post_code}</dd>
        </dl>
      </section>
    </div>
  );
}

const METHOD_KEYS: Record<string, keyof AccountTexts> = {
  card: 'payMethod.card',
  bank_transfer: 'payMethod.bank_transfer',
  e_wallet: 'payMethod.e_wallet',
};

/** Payment (method, time, transaction), refund (method, time) when refunded, shipping (company, tracking, slip). */
export function OrderMoney({ order }: { order: OrderDetail }) {
  const t = useAccountTexts();
  const format = useFormat();
  const method = (code: string) => (METHOD_KEYS[code] ? t(METHOD_KEYS[code]) : code);
  return (
    <div css={columns}>
      <section css={card} aria-labelledby="order-payment">
        <h2 id="order-payment">{t('detail.payment')}</h2>
        {order.payment ? (
          <dl css={factList}>
            <dt>{t('detail.paymentMethod')}</dt>
            <dd>{method(order.payment.method)}</dd>
            <dt>{t('detail.paymentTime')}</dt>
            <dd>{format.dateTime(order.payment.paid_at)}</dd>
            <dt>{t('detail.transaction')}</dt>
            <dd>{order.payment.transaction_id}</dd>
          </dl>
        ) : (
          <p>{t('detail.notPaid')}</p>
        )}
      </section>
      {order.refund ? (
        <section css={card} aria-labelledby="order-refund">
          <h2 id="order-refund">{t('detail.refund')}</h2>
          <dl css={factList}>
            <dt>{t('detail.refundMethod')}</dt>
            <dd>{method(order.refund.method)}</dd>
            <dt>{t('detail.refundTime')}</dt>
            <dd>{format.dateTime(order.refund.refunded_at)}</dd>
            <dt>{t('detail.refundAmount')}</dt>
            <dd>{format.money(order.refund.amount)}</dd>
          </dl>
        </section>
      ) : null}
      <section css={card} aria-labelledby="order-shipping">
        <h2 id="order-shipping">{t('detail.shipping')}</h2>
        {order.shipping ? (
          <dl css={factList}>
            <dt>{t('shipping.company')}</dt>
            <dd>{order.shipping.company}</dd>
            <dt>{t('shipping.tracking')}</dt>
            <dd>{order.shipping.tracking_number}</dd>
            <dt>{t('shipping.slip')}</dt>
            <dd>
              {order.shipping.delivery_slip_url ? (
                <a href={order.shipping.delivery_slip_url} target="_blank" rel="noopener noreferrer" download>
                  {t('shipping.openSlip')}
                </a>
              ) : (
                t('shipping.noSlip')
              )}
            </dd>
          </dl>
        ) : (
          <p>{t('detail.notShipped')}</p>
        )}
      </section>
    </div>
  );
}

const columns = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0 ${theme.space[4]};
  ${theme.media.up.md} {
    grid-template-columns: repeat(auto-fit, minmax(${theme.layout.column}, 1fr));
  }
`;

const strong = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.bold};
`;
