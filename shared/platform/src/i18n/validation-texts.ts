import { useTranslation } from 'react-i18next';
import type { NamespaceLoaders } from './i18n';

/**
 * The contract's validation messages (spec 5), shared by the shell and every remote: schemas and the backend
 * report message keys, and this namespace turns them into the page's language. The shell registers it at start.
 */
export const VALIDATION_NAMESPACE = 'validation';

export const validationTranslations: NamespaceLoaders = {
  en: () => import('@shop/api/calls').then((m) => ({ default: m.validationEn })),
  vi: () => import('@shop/api/calls').then((m) => ({ default: m.validationVi })),
};

/**
 * Translates a message key of the contract, with the values its `{{placeholders}}` take; an unknown key is shown as
 * it came.
 */
export function useValidationText(): (
  key: string | undefined,
  values?: Record<string, string | number>,
) => string | undefined {
  const { t, i18n } = useTranslation(VALIDATION_NAMESPACE);
  return (key, values) =>
    key === undefined ? undefined : i18n.exists(key, { ns: VALIDATION_NAMESPACE }) ? t(key, values ?? {}) : key;
}
