import { css, type Theme } from '@emotion/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CallState, PageHead, type FormFailure } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';
import { EmptyState, Pagination, pageTitle } from '@shop/ui';
import { usePaginationLabels } from '../components/pagination-labels';
import { PublishSteps, type BatchStep } from '../features/batch/components/publish-steps';
import { ReviewStep } from '../features/batch/components/review-step';
import { SelectionBar } from '../features/batch/components/selection-bar';
import { SuccessStep } from '../features/batch/components/success-step';
import { useBatchPublish, type BatchOutcome } from '../features/batch/hooks/use-batch-publish';
import { MAX_BATCH } from '../features/batch/lib/batch-limit';
import { OneClickOutcome } from '../features/products/components/one-click-result';
import { ProductSearch } from '../features/products/components/product-search';
import { ProductTable } from '../features/products/components/product-table';
import { useClaimableProducts } from '../features/products/hooks/use-claimable-products';
import { useOneClick } from '../features/products/hooks/use-one-click';
import { usePublishTexts } from '../i18n/texts';
import { applyPageChoice, emptySelection, without, type Selection } from '../lib/selection';

/**
 * `/pc/Publish` (the header's "List to TKs"): the products that can be claimed, one-click publish of one, and the
 * batch publish in three steps (select, review and go to publish, success). The search and page are in the
 * address; the selection lives here, so it survives paging and searching.
 */
export default function PublishPage() {
  const t = usePublishTexts();
  const pagination = usePaginationLabels();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const products = useClaimableProducts(q, page);
  const oneClick = useOneClick();
  const batch = useBatchPublish();
  const [step, setStep] = useState<BatchStep>('select');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [outcome, setOutcome] = useState<BatchOutcome | null>(null);
  const [selectFailure, setSelectFailure] = useState<FormFailure | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Keyboard and screen reader users land on the new step's heading, not at the top of the page (and the page's
  // first render, React's development double effect included, leaves focus where it is).
  useEffect(() => {
    if (shownStep.current !== step) stepHeading.current?.focus();
    shownStep.current = step;
  }, [step]);

  const choose = (next: Selection) => {
    setSelection(next);
    if (next.size > 0) setSelectFailure(null);
  };
  const goTo = (next: { q?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextQ = next.q ?? q;
    if (nextQ !== '') search.set('q', nextQ);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    setParams(search);
  };
  const toReview = () => {
    if (selection.size === 0) setSelectFailure({ kind: 'validation', key: 'select_item' });
    else if (selection.size <= MAX_BATCH) {
      batch.clearFailure();
      setStep('review');
    }
  };
  const publish = async () => {
    const done = await batch.send(selection);
    if (!done) return;
    setOutcome(done);
    setSelection(emptySelection);
    setStep('done');
  };
  const continueSelecting = () => {
    setOutcome(null);
    // What the last one-click said belongs to the selection before this batch, not to the fresh one.
    oneClick.clear();
    setStep('select');
  };

  return (
    <>
      {/* Only the select step shows its read through CallState. */}
      <PageHead title={t('publish.title')} noindex readError={step === 'select' ? products.error : undefined} />
      <h1 css={pageTitle}>{t('publish.title')}</h1>
      <p css={intro}>
        {t('publish.intro')} <Link to={pathTo('collectionBox')}>{t('publish.toBox')}</Link>
      </p>
      <PublishSteps current={step} />
      <h2 ref={stepHeading} tabIndex={-1} css={stepTitle}>
        {t(`steps.${step}`)}
      </h2>
      {step === 'select' ? (
        <>
          <ProductSearch key={q} value={q} onSearch={(next) => goTo({ q: next })} />
          <OneClickOutcome result={oneClick.result} />
          <SelectionBar
            count={selection.size}
            failure={selectFailure}
            onClear={() => choose(emptySelection)}
            onNext={toReview}
          />
          <CallState data={products.data} error={products.error} retry={products.refresh}>
            {(data) =>
              data.items.length === 0 ? (
                <EmptyState title={t('products.empty')} description={t('products.emptyHint')} />
              ) : (
                <div aria-busy={products.isUpdating || undefined}>
                  <p css={muted}>{t('products.count', { count: data.total })}</p>
                  <ProductTable
                    products={data.items}
                    selection={selection}
                    onSelect={(chosen) => choose(applyPageChoice(selection, data.items, chosen))}
                    isPublishing={oneClick.isPublishing}
                    onOneClick={(product) => void oneClick.publish(product)}
                  />
                  <Pagination
                    page={page}
                    pageCount={products.pageCount}
                    onPage={(next) => goTo({ page: next })}
                    labels={pagination}
                  />
                </div>
              )
            }
          </CallState>
        </>
      ) : null}
      {step === 'review' ? (
        <ReviewStep
          selection={selection}
          pending={batch.pending}
          failure={batch.failure}
          onRemove={(product) => setSelection(without(selection, product.id))}
          onBack={() => setStep('select')}
          onPublish={() => void publish()}
        />
      ) : null}
      {step === 'done' && outcome ? <SuccessStep outcome={outcome} onContinue={continueSelecting} /> : null}
    </>
  );
}

const intro = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  color: ${theme.color.textMuted};
`;

const stepTitle = (theme: Theme) => css`
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSize.lg};
  &:focus {
    outline: none;
  }
`;

const muted = (theme: Theme) => css`
  margin: 0 0 ${theme.space[2]};
  color: ${theme.color.textMuted};
  font-size: ${theme.fontSize.sm};
`;
