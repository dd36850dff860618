import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CallData, listAfterSales } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Table, visuallyHiddenStyle, type Column } from '@shop/ui';
import { statusKey } from '../../../components/status-text';
import { useAfterSalesTexts } from '../../../i18n/texts';

type Row = CallData<typeof listAfterSales>['items'][number];

/** The customer's requests: order, service type, amount, state and when it was made, each leading to its detail. */
export function RequestTable({ rows }: { rows: readonly Row[] }) {
  const t = useAfterSalesTexts();
  const { money, dateTime } = useFormat();
  // On a phone each row is a card: the column's name goes before its value, since the header row is hidden.
  const labelled = (label: string, value: ReactNode) => (
    <>
      <span className="cell-label">{label}: </span>
      {value}
    </>
  );
  const columns: Column<Row>[] = [
    { key: 'order', header: t('list.orderNo'), cell: (row) => labelled(t('list.orderNo'), row.order_no) },
    {
      key: 'type',
      header: t('list.serviceType'),
      cell: (row) => labelled(t('list.serviceType'), t(`service.${row.service_type}`)),
    },
    { key: 'amount', header: t('list.amount'), cell: (row) => labelled(t('list.amount'), money(row.amount)) },
    { key: 'status', header: t('list.status'), cell: (row) => labelled(t('list.status'), t(statusKey(row.status))) },
    {
      key: 'submitted',
      header: t('list.submittedAt'),
      cell: (row) => labelled(t('list.submittedAt'), dateTime(row.submitted_at)),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      cell: (row) => (
        <Link to={pathTo('afterSalesDetail', { id: row.id })} aria-label={t('list.view', { orderNo: row.order_no })}>
          {t('list.viewShort')}
        </Link>
      ),
    },
  ];
  return (
    <div css={cards}>
      <Table caption={t('list.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} />
    </div>
  );
}

const cards = (theme: Theme) => css`
  .cell-label {
    display: none;
  }
  @media (max-width: ${theme.breakpoint.md}) {
    .cell-label {
      display: inline;
      color: ${theme.color.textMuted};
    }
    thead {
      ${visuallyHiddenStyle}
    }
    table,
    caption,
    tbody,
    tr,
    td {
      display: block;
    }
    caption {
      text-align: start;
    }
    tr {
      padding: ${theme.space[3]} 0;
      border-bottom: ${theme.borderWidth.thin} solid ${theme.color.border};
    }
    td {
      padding: ${theme.space[1]} ${theme.space[3]};
      border: 0;
    }
  }
`;
