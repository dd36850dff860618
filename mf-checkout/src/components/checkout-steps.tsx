import { css, type Theme } from '@emotion/react';
import { Steps } from '@shop/ui';
import { useCheckoutTexts } from '../i18n/texts';

/** The four steps of spec 2, in order. */
export const CHECKOUT_STEPS = ['purchasing', 'delivery', 'confirm', 'payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** Where the customer is in the purchase: commodity purchasing, set up delivery, confirm order, payment. */
export function CheckoutSteps({ current }: { current: CheckoutStep }) {
  const t = useCheckoutTexts();
  return (
    <nav css={place} aria-label={t('steps.label')}>
      <Steps
        label={t('steps.label')}
        steps={CHECKOUT_STEPS.map((step) => t(`steps.${step}`))}
        current={CHECKOUT_STEPS.indexOf(current)}
        completedLabel={t('steps.completed')}
      />
    </nav>
  );
}

const place = (theme: Theme) => css`
  margin-bottom: ${theme.space[6]};
`;
