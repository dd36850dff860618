import { PageHead } from '@shop/platform';
import { pageTitle } from '@shop/ui';
import { CheckoutSteps } from '../components/checkout-steps';
import { useCheckoutTexts } from '../i18n/texts';

/** `/pc/Step`, a component-like route of spec 2: the checkout's steps on their own, at the first step. */
export default function StepPage() {
  const t = useCheckoutTexts();
  return (
    <>
      <PageHead title={t('steps.pageTitle')} noindex />
      <h1 css={pageTitle}>{t('steps.pageTitle')}</h1>
      <CheckoutSteps current="purchasing" />
    </>
  );
}
