import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import type { OrderRow } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Table, type Column, type RowKey } from '@shop/ui';
import { useAccountTexts } from '../../../i18n/texts';
import { OrderActions } from './order-actions';
import { OrderStatus } from './order-status';

export interface OrdersTableProps {
  orders: readonly OrderRow[];
  selected: ReadonlySet<RowKey>;
  onSelect: (next: Set<RowKey>) => void;
}

/** The orders of spec 2's columns, a box to select each, and what each order allows. Cards on phones and tablets. */
export function OrdersTable({ orders, selected, onSelect }: OrdersTableProps) {
  const t = useAccountTexts();
  const format = useFormat();
  const columns: Column<OrderRow>[] = [
    {
      key: 'product',
      header: t('orders.col.product'),
      cell: (order) => (
        <span css={names}>
          {/* Product names are the seller's free text: rendered as text, never as markup. */}
          {order.products[0]?.name}
          {order.products.length > 1 ? (
            <span css={muted}> {t('orders.moreProducts', { count: order.products.length - 1 })}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'number',
      header: t('orders.col.number'),
      cell: (order) => <Link to={pathTo('orderDetail', { order_id: order.id })}>{order.order_no}</Link>,
    },
    {
      key: 'status',
      header: t('orders.col.status'),
      cell: (order) => <OrderStatus status={order.status} />,
    },
    {
      key: 'time',
      header: t('orders.col.time'),
      cell: (order) => <time dateTime={order.created_at}>{format.dateTime(order.created_at)}</time>,
    },
    {
      key: 'warehouse',
      header: t('orders.col.warehouse'),
      cell: (order) => order.warehouse_name,
    },
    {
      key: 'zone',
      header: t('orders.col.zone'),
      cell: (order) => t(`zone.${order.shipping_zone}`),
    },
    {
      key: 'method',
      header: t('orders.col.method'),
      cell: (order) => t(`method.${order.shipping_method}`),
    },
    {
      key: 'actions',
      header: t('orders.col.actions'),
      cell: (order) => <OrderActions order={order} withView />,
      cardLabel: false,
    },
  ];
  return (
    <Table
      caption={t('orders.caption')}
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      // Nine columns and the actions do not fit a tablet upright: it gets the cards too, nothing scrolls sideways.
      cardsBelow="lg"
      selection={{
        selected,
        onChange: onSelect,
        selectAllLabel: t('orders.selectAll'),
        selectRowLabel: (order) => t('orders.select', { no: order.order_no }),
      }}
    />
  );
}

// break-word, not anywhere: a name wraps between words; only a word longer than the line is broken.
const names = (theme: Theme) => css`
  display: block;
  overflow-wrap: break-word;
  font-weight: ${theme.fontWeight.medium};
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
  font-weight: ${theme.fontWeight.regular};
  font-size: ${theme.fontSize.sm};
`;
