import { Link, useSearchParams } from 'react-router-dom';
import { listAfterSales } from '@shop/api/calls';
import { CallState, PageHead, useCall } from '@shop/platform';
import { ID_PATTERN, pathTo } from '@shop/platform/routes';
import { EmptyState, Pagination, pageTitle } from '@shop/ui';
import { RequestTable } from '../features/request-list/components/request-table';
import { useAfterSalesTexts } from '../i18n/texts';
import { PAGE_SIZE } from './page-size';

/** `/pc/my/orders/afterSale`: the customer's after-sales requests, newest first, a page at a time. */
export default function AfterSalesPage() {
  const t = useAfterSalesTexts();
  const [params, setParams] = useSearchParams();
  const raw = params.get('page') ?? '1';
  const page = ID_PATTERN.test(raw) ? Number(raw) : 1;
  const { data, error, mutate } = useCall(listAfterSales, { page, page_size: PAGE_SIZE });
  return (
    <>
      <PageHead title={t('list.title')} noindex readError={error} />
      <h1 css={pageTitle}>{t('list.title')}</h1>
      <CallState data={data} error={error} retry={() => void mutate()}>
        {(list) =>
          list.total === 0 ? (
            <EmptyState
              title={t('list.empty')}
              description={t('list.emptyHint')}
              action={<Link to={pathTo('orders')}>{t('list.toOrders')}</Link>}
            />
          ) : (
            <>
              <RequestTable rows={list.items} />
              <Pagination
                page={page}
                pageCount={Math.max(1, Math.ceil(list.total / list.page_size))}
                onPage={(next) => setParams({ page: String(next) })}
                labels={{
                  nav: t('list.pages'),
                  previous: t('list.previous'),
                  next: t('list.next'),
                  page: (p) => t('list.page', { page: p }),
                }}
              />
            </>
          )
        }
      </CallState>
    </>
  );
}
