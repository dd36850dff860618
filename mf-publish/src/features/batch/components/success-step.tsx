import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { useValidationText } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { actionRow, Button, buttonStyle, type Column, Table, type TableProps } from '@shop/ui';
import { ProductCell } from '../../../components/product-cell';
import { usePublishTexts } from '../../../i18n/texts';
import type { ClaimableProduct } from '../../../lib/selection';
import type { BatchOutcome, Refusal } from '../hooks/use-batch-publish';

/** Step 3: what went to the collection box and what was refused and why, then where to go next. */
export function SuccessStep({ outcome, onContinue }: { outcome: BatchOutcome; onContinue: () => void }) {
  const t = usePublishTexts();
  const reasonText = useValidationText();
  const publishedColumns: Column<ClaimableProduct>[] = [
    {
      key: 'product',
      header: t('success.product'),
      cell: (product) => <ProductCell product={product} />,
      cardLabel: false,
    },
  ];
  const refusedColumns: Column<Refusal>[] = [
    {
      key: 'product',
      header: t('success.product'),
      cell: (refusal) =>
        refusal.product ? (
          <ProductCell product={refusal.product} />
        ) : (
          t('success.unknownProduct', { id: refusal.productId })
        ),
    },
    {
      key: 'reason',
      header: t('success.reason'),
      cell: (refusal) => reasonText(refusal.reasonKey) ?? refusal.reasonKey,
    },
  ];
  return (
    <>
      <p css={summary}>
        {t('success.summary', { published: outcome.published.length, refused: outcome.refused.length })}
      </p>
      <OutcomePart
        id="publish-success-published"
        title={t('success.published')}
        none={t('success.nonePublished')}
        columns={publishedColumns}
        rows={outcome.published}
        rowKey={(product) => product.id}
      />
      <OutcomePart
        id="publish-success-refused"
        title={t('success.refused')}
        none={t('success.noneRefused')}
        columns={refusedColumns}
        rows={outcome.refused}
        rowKey={(refusal) => refusal.productId}
      />
      <div css={actionRow}>
        <Button variant="secondary" onClick={onContinue}>
          {t('success.continue')}
        </Button>
        <Link to={pathTo('collectionBox')} css={buttonStyle('primary')}>
          {t('publish.toBox')}
        </Link>
      </div>
    </>
  );
}

/** One part of the outcome under its heading: its table, or the words for none. */
function OutcomePart<Row>({
  id,
  title,
  none,
  ...table
}: { id: string; title: string; none: string } & Pick<TableProps<Row>, 'columns' | 'rows' | 'rowKey'>) {
  return (
    <section css={part} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {table.rows.length > 0 ? <Table caption={title} captionHidden {...table} /> : <p>{none}</p>}
    </section>
  );
}

const summary = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  font-weight: ${theme.fontWeight.medium};
`;

const part = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
  & > h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSize.lg};
  }
`;
