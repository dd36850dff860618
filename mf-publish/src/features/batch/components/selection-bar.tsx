import { css, type Theme } from '@emotion/react';
import { FailureAlert, type FormFailure } from '@shop/platform';
import { Alert, Button, cluster } from '@shop/ui';
import { usePublishTexts } from '../../../i18n/texts';
import { MAX_BATCH } from '../lib/batch-limit';

export interface SelectionBarProps {
  count: number;
  /** Why the batch cannot go on yet ('Please select an item'). */
  failure: FormFailure | null;
  onClear: () => void;
  onNext: () => void;
}

/** How many products are selected over every page, and the way to the review step. */
export function SelectionBar({ count, failure, onClear, onNext }: SelectionBarProps) {
  const t = usePublishTexts();
  return (
    <div css={bar}>
      <FailureAlert failure={failure} />
      {count > MAX_BATCH ? <Alert message={t('selection.tooMany', { max: MAX_BATCH })} /> : null}
      <div css={row}>
        <p role="status" css={counter}>
          {t('selection.count', { count })}
        </p>
        {count > 0 ? (
          <Button variant="ghost" onClick={onClear}>
            {t('selection.clear')}
          </Button>
        ) : null}
        <Button variant="primary" onClick={onNext}>
          {t('selection.next')}
        </Button>
      </div>
    </div>
  );
}

const bar = (theme: Theme) => css`
  margin: ${theme.space[4]} 0;
`;

const row = (theme: Theme) => css`
  ${cluster(3)(theme)}
  align-items: center;
`;

const counter = (theme: Theme) => css`
  margin: 0;
  margin-right: auto;
  font-weight: ${theme.fontWeight.medium};
`;
