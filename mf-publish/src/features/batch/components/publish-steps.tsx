import { css, type Theme } from '@emotion/react';
import { Steps } from '@shop/ui';
import { usePublishTexts } from '../../../i18n/texts';

/** The three steps of a batch publish, in order. */
export const BATCH_STEPS = ['select', 'review', 'done'] as const;
export type BatchStep = (typeof BATCH_STEPS)[number];

/** Where the customer is in the batch: select products, review and publish, success. */
export function PublishSteps({ current }: { current: BatchStep }) {
  const t = usePublishTexts();
  return (
    <nav css={place} aria-label={t('steps.label')}>
      <Steps
        label={t('steps.label')}
        steps={BATCH_STEPS.map((step) => t(`steps.${step}`))}
        current={BATCH_STEPS.indexOf(current)}
        completedLabel={t('steps.completed')}
      />
    </nav>
  );
}

const place = (theme: Theme) => css`
  margin-bottom: ${theme.space[4]};
`;
