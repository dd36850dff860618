import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '@shop/api';
import { listOrders } from '@shop/api/calls';
import { actionFailure, CallState, FailureAlert, PageHead, useCall } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { Button, cluster, EmptyState, pageTitle, spreadRow, type RowKey, useFold } from '@shop/ui';
import { Pager } from '../components/pager';
import { OrderFiltersForm } from '../features/orders/components/order-filters-form';
import { OrdersTable } from '../features/orders/components/orders-table';
import { useBatchDelete } from '../features/orders/hooks/use-batch-delete';
import {
  activeFilterCount,
  filtersFrom,
  ORDERS_PAGE_SIZE,
  ordersInput,
  pageFrom,
  searchOf,
  type OrderFilters,
} from '../features/orders/lib/order-filters';
import { useAccountTexts } from '../i18n/texts';

/**
 * `/pc/my/orders`: batch search, dates and status, the orders with what each allows, selection and batch delete,
 * pages. The whole view lives in the URL (a link reproduces it; back and forward move between searches).
 */
export default function OrdersPage() {
  const t = useAccountTexts();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = pageFrom(params);
  const { data, error, mutate } = useCall(listOrders, ordersInput(params), { keepPreviousData: true });
  const [selected, setSelected] = useState<Set<RowKey>>(new Set());
  const batch = useBatchDelete(() => setSelected(new Set()));
  const fold = useFold();
  const active = activeFilterCount(filters);
  const filtered = params.has('order_nos') || params.has('date_from') || params.has('date_to') || params.has('status');

  const show = (next: URLSearchParams) => {
    setSelected(new Set());
    batch.clear();
    setParams(next);
  };

  // A search the backend refused (a link typed by hand with 51 numbers) is told with its message, not as a failure.
  const refused = error instanceof ApiError && error.code === 422 ? actionFailure(error) : null;

  return (
    <>
      <PageHead title={t('orders.title')} noindex readError={error} />
      <div css={spreadRow}>
        <h1 css={[pageTitle, flush]}>{t('orders.title')}</h1>
        <div css={headTools}>
          <Link to={pathTo('afterSales')}>{t('orders.afterSales')}</Link>
          {/* A phone opens on the orders, not on the whole form: the filters fold behind a button saying how many apply. */}
          <Button {...fold.toggleProps} className="filters-toggle">
            {active > 0 ? t('orders.filtersCount', { count: active }) : t('orders.filtersToggle')}
          </Button>
        </div>
      </div>
      <div {...fold.panelProps} css={foldedFilters}>
        <OrderFiltersForm
          key={params.toString()}
          filters={filters}
          onSearch={(next: OrderFilters) => show(searchOf(next))}
          onReset={() => show(new URLSearchParams())}
        />
      </div>
      {refused ? (
        <FailureAlert failure={refused} />
      ) : (
        <CallState data={data} error={error} retry={() => void mutate()} lines={8}>
          {(list) =>
            list.items.length === 0 ? (
              filtered ? (
                <EmptyState title={t('orders.noMatch')} description={t('orders.noMatchHint')} />
              ) : (
                <EmptyState
                  title={t('orders.empty')}
                  description={t('orders.emptyHint')}
                  action={<Link to={pathTo('home')}>{t('orders.shop')}</Link>}
                />
              )
            ) : (
              <>
                <div css={toolbar}>
                  <p role="status">{t('orders.count', { count: list.total })}</p>
                  <p>{t('orders.selectedCount', { count: selected.size })}</p>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={batch.pending}
                    onClick={() => void batch.remove([...selected].map(Number))}
                  >
                    {t('orders.deleteSelected')}
                  </Button>
                </div>
                <FailureAlert failure={batch.failure} />
                <OrdersTable orders={list.items} selected={selected} onSelect={setSelected} />
                <Pager
                  page={page}
                  total={list.total}
                  pageSize={ORDERS_PAGE_SIZE}
                  onPage={(next) => show(searchOf(filters, next))}
                />
              </>
            )
          }
        </CallState>
      )}
    </>
  );
}

const flush = css`
  margin-bottom: 0;
`;

const headTools = (theme: Theme) => css`
  ${cluster(3)(theme)}
  align-items: center;
  & > a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.size.tapTarget};
  }
  ${theme.media.up.md} {
    & > .filters-toggle {
      display: none;
    }
  }
`;

/** Folded below md until its button opens it; always shown from md up, where the form takes a few rows. */
const foldedFilters = (theme: Theme) => css`
  ${theme.media.down.md} {
    &:not([data-open]) {
      display: none;
    }
  }
`;

const toolbar = (theme: Theme) => css`
  ${cluster(4)(theme)}
  align-items: center;
  & p {
    margin: 0;
  }
`;
