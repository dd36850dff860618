import { useTranslation } from 'react-i18next';
import { VALIDATION_NAMESPACE } from '../i18n/texts';

/** Translates a message key of the contract (what schemas and the backend report) into the page's language. */
export function useValidationText(): (key: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(VALIDATION_NAMESPACE);
  return (key) => (key === undefined ? undefined : i18n.exists(key, { ns: VALIDATION_NAMESPACE }) ? t(key) : key);
}
