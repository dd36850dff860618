import type { FormFailure } from '../failures/describe-failure';
import { useCommonTexts } from '../i18n/common-texts';
import { useValidationText } from '../i18n/validation-texts';

/**
 * The one wording of a failed submit or action: a contract message in the validation texts, else the common
 * offline / timeout / failed text (spec 8's 'Submission failed, please try again').
 */
export function useFailureText(): (failure: FormFailure) => string {
  const t = useCommonTexts();
  const tv = useValidationText();
  return (failure) => {
    if (failure.kind === 'validation') return tv(failure.key, failure.values) ?? t('failure.failed');
    return t(`failure.${failure.kind}`);
  };
}
