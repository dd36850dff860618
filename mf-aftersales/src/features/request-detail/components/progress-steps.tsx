import { Steps } from '@shop/ui';
import { useAfterSalesTexts } from '../../../i18n/texts';
import type { AfterSale } from '../types';

const CURRENT: Record<AfterSale['status'], number> = { submitted: 1, processing: 1, refunded: 3, rejected: 3 };

/** Spec 4's progress: the buyer submitted, the seller processes, after-sales completed (refunded or rejected). */
export function ProgressSteps({ status }: { status: AfterSale['status'] }) {
  const t = useAfterSalesTexts();
  return (
    <Steps
      label={t('detail.progress')}
      steps={[t('steps.submitted'), t('steps.processing'), t('steps.completed')]}
      current={CURRENT[status]}
      completedLabel={t('detail.completedStep')}
    />
  );
}
