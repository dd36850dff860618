import type { i18n as I18n } from 'i18next';
import {
  createI18n,
  registerNamespace,
  VALIDATION_NAMESPACE,
  validationTranslations,
  type Locale,
  type NamespaceLoaders,
} from '@shop/platform';

/** What the shell registers when it loads a remote: the remote's namespace and the contract's validation texts. */
export async function remoteI18n(locale: Locale, namespace: string, translations: NamespaceLoaders): Promise<I18n> {
  const i18n = await createI18n(locale);
  await registerNamespace(i18n, namespace, translations);
  await registerNamespace(i18n, VALIDATION_NAMESPACE, validationTranslations);
  return i18n;
}
