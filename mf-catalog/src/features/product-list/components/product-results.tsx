import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { bareList, cardGrid, EmptyState, ErrorState, Pagination, Skeleton } from '@shop/ui';
import { useCatalogTexts } from '../../../i18n/texts';
import type { ProductListState } from '../hooks/use-product-list';
import { ProductCard } from './product-card';

export interface ProductResultsProps {
  list: ProductListState;
  page: number;
  onPage: (page: number) => void;
  /** The way out of an empty result, e.g. a "clear all filters" link. */
  emptyAction?: ReactNode;
}

/** Every state of the list, each told explicitly: loading, failed, empty, or the products with their pages. */
export function ProductResults({ list, page, onPage, emptyAction }: ProductResultsProps) {
  const t = useCatalogTexts();
  if (list.error) return <ErrorState message={t('list.failed')} onRetry={list.retry} />;
  if (!list.data) return <Skeleton label={t('list.loading')} lines={6} />;
  if (list.isEmpty)
    return <EmptyState title={t('list.empty')} description={t('list.emptyHint')} action={emptyAction} />;
  return (
    <div aria-busy={list.isUpdating || undefined}>
      <p role="status" css={count}>
        {t('list.count', { count: list.data.total })}
      </p>
      <ul aria-label={t('list.title')} css={grid}>
        {list.data.items.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
      <Pagination
        page={page}
        pageCount={list.pageCount}
        onPage={onPage}
        labels={{
          nav: t('pagination.nav'),
          previous: t('pagination.previous'),
          next: t('pagination.next'),
          page: (p) => t('pagination.page', { page: p }),
        }}
      />
    </div>
  );
}

const count = (theme: Theme) => css`
  margin: 0 0 ${theme.space[3]};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

/** Two cards a row on a phone (one would make twenty products ten screens long), as many as fit from md up. */
const grid = [bareList, cardGrid({ base: 2, md: 'fill' }, { base: 3, md: 4 })];
