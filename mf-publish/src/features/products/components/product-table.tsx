import { css, type Theme } from '@emotion/react';
import { useFormat } from '@shop/platform';
import { Button, type Column, type RowKey, Table } from '@shop/ui';
import { ProductCell } from '../../../components/product-cell';
import { usePublishTexts } from '../../../i18n/texts';
import type { ClaimableProduct, Selection } from '../../../lib/selection';

export interface ProductTableProps {
  products: readonly ClaimableProduct[];
  selection: Selection;
  onSelect: (chosen: Set<RowKey>) => void;
  /** A product whose one-click publish is under way. */
  isPublishing: (productId: number) => boolean;
  onOneClick: (product: ClaimableProduct) => void;
}

/** One page of the products that can be claimed: a box to select each, its state in the box, one-click publish. */
export function ProductTable({ products, selection, onSelect, isPublishing, onOneClick }: ProductTableProps) {
  const t = usePublishTexts();
  const format = useFormat();
  const columns: Column<ClaimableProduct>[] = [
    {
      key: 'product',
      header: t('products.product'),
      cell: (product) => <ProductCell product={product} />,
      cardLabel: false,
    },
    {
      key: 'price',
      header: t('products.price'),
      cell: (product) => (product.price === undefined ? null : format.money(product.price)),
    },
    { key: 'inventory', header: t('products.inventory'), cell: (product) => format.number(product.inventory) },
    {
      key: 'state',
      header: t('products.state'),
      cell: (product) =>
        product.claimed ? (
          <span css={inBox}>{t('products.inBox')}</span>
        ) : (
          <span css={muted}>{t('products.notInBox')}</span>
        ),
    },
    {
      key: 'actions',
      cardLabel: false,
      header: t('products.actions'),
      cell: (product) =>
        // A product in the box cannot be published again (the backend would refuse it): said, not offered.
        product.claimed ? (
          <Button size="sm" variant="ghost" disabled aria-label={t('products.alreadyInBoxOf', { name: product.name })}>
            {t('products.alreadyInBox')}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="primary"
            aria-label={t('products.oneClickOf', { name: product.name })}
            loading={isPublishing(product.id)}
            onClick={() => onOneClick(product)}
          >
            {t('products.oneClick')}
          </Button>
        ),
    },
  ];
  return (
    <Table
      caption={t('products.caption')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      selection={{
        selected: new Set(selection.keys()),
        onChange: onSelect,
        selectAllLabel: t('products.selectAll'),
        selectRowLabel: (product) => t('products.select', { name: product.name }),
        canSelect: (product) => !product.claimed,
      }}
    />
  );
}

const inBox = (theme: Theme) => css`
  color: ${theme.color.success};
  font-weight: ${theme.fontWeight.medium};
`;

const muted = (theme: Theme) => css`
  color: ${theme.color.textMuted};
`;
