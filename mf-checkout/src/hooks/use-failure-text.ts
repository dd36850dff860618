import { useValidationText, type FormFailure } from '@shop/platform';
import { useCheckoutTexts } from '../i18n/texts';

/** Words a failure: a contract message in the validation texts, else the checkout's own offline/timeout/failed text. */
export function useFailureText(): (failure: FormFailure) => string {
  const t = useCheckoutTexts();
  const tv = useValidationText();
  return (failure) => {
    if (failure.kind === 'validation') return tv(failure.key) ?? t('failure.failed');
    return t(`failure.${failure.kind}`);
  };
}
