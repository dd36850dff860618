import { Link } from 'react-router-dom';
import type { CallData, listAfterSales } from '@shop/api/calls';
import { useFormat } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Table, type Column } from '@shop/ui';
import { statusKey } from '../../../components/status-text';
import { useAfterSalesTexts } from '../../../i18n/texts';

type Row = CallData<typeof listAfterSales>['items'][number];

/** The customer's requests: order, service type, amount, state and when it was made, each leading to its detail. */
export function RequestTable({ rows }: { rows: readonly Row[] }) {
  const t = useAfterSalesTexts();
  const { money, dateTime } = useFormat();
  const columns: Column<Row>[] = [
    { key: 'order', header: t('list.orderNo'), cell: (row) => row.order_no },
    {
      key: 'type',
      header: t('list.serviceType'),
      cell: (row) => t(`service.${row.service_type}`),
    },
    { key: 'amount', header: t('list.amount'), cell: (row) => money(row.amount) },
    { key: 'status', header: t('list.status'), cell: (row) => t(statusKey(row.status)) },
    {
      key: 'submitted',
      header: t('list.submittedAt'),
      cell: (row) => dateTime(row.submitted_at),
    },
    {
      key: 'actions',
      cardLabel: false,
      header: t('list.actions'),
      cell: (row) => (
        <Link to={pathTo('afterSalesDetail', { id: row.id })} aria-label={t('list.view', { orderNo: row.order_no })}>
          {t('list.viewShort')}
        </Link>
      ),
    },
  ];
  return <Table caption={t('list.caption')} columns={columns} rows={rows} rowKey={(row) => row.id} />;
}
