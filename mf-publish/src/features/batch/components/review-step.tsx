import { css, type Theme } from '@emotion/react';
import { FailureAlert, useFormat, type FormFailure } from '@shop/platform';
import { actionRow, Alert, Button, type Column, Table } from '@shop/ui';
import { ProductCell } from '../../../components/product-cell';
import { usePublishTexts } from '../../../i18n/texts';
import type { ClaimableProduct, Selection } from '../../../lib/selection';
import { MAX_BATCH } from '../lib/batch-limit';

export interface ReviewStepProps {
  selection: Selection;
  pending: boolean;
  failure: FormFailure | null;
  onRemove: (product: ClaimableProduct) => void;
  onBack: () => void;
  onPublish: () => void;
}

/** Step 2: the products about to be sent, each removable, then 'Go to publish'. */
export function ReviewStep({ selection, pending, failure, onRemove, onBack, onPublish }: ReviewStepProps) {
  const t = usePublishTexts();
  const format = useFormat();
  const columns: Column<ClaimableProduct>[] = [
    {
      key: 'product',
      cardLabel: false,
      header: t('products.product'),
      cell: (product) => (
        <>
          <ProductCell product={product} />
          {product.claimed ? <p css={note}>{t('review.alreadyInBox')}</p> : null}
        </>
      ),
    },
    {
      key: 'price',
      header: t('products.price'),
      cell: (product) => (product.price === undefined ? null : format.money(product.price)),
    },
    {
      key: 'actions',
      cardLabel: false,
      header: t('products.actions'),
      cell: (product) => (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('review.removeOf', { name: product.name })}
          disabled={pending}
          onClick={() => onRemove(product)}
        >
          {t('review.remove')}
        </Button>
      ),
    },
  ];
  return (
    <div aria-busy={pending || undefined}>
      <p role="status">{t('selection.count', { count: selection.size })}</p>
      <Table
        caption={t('review.caption')}
        columns={columns}
        rows={[...selection.values()]}
        rowKey={(product) => product.id}
      />
      <div css={actionRow}>
        <Button variant="ghost" onClick={onBack} disabled={pending}>
          {t('review.back')}
        </Button>
        <Button variant="primary" loading={pending} onClick={onPublish}>
          {pending ? t('review.publishing') : t('review.publish')}
        </Button>
      </div>
      <div css={after}>
        <FailureAlert failure={failure} />
        {selection.size > MAX_BATCH ? <Alert message={t('selection.tooMany', { max: MAX_BATCH })} /> : null}
      </div>
    </div>
  );
}

const note = (theme: Theme) => css`
  margin: ${theme.space[1]} 0 0;
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;

const after = (theme: Theme) => css`
  margin-top: ${theme.space[4]};
`;
