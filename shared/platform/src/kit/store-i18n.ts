import type { i18n as I18n } from 'i18next';
import { validationEn } from '@shop/api/calls';
import commonEn from '../i18n/common/en';
import { COMMON_NAMESPACE, commonTranslations } from '../i18n/common-texts';
import { createI18n, registerNamespace, type Messages, type NamespaceLoaders } from '../i18n/i18n';
import { setCurrentLocale } from '../i18n/current-locale';
import type { Locale } from '../i18n/locales';
import { VALIDATION_NAMESPACE, validationTranslations } from '../i18n/validation-texts';

/**
 * The page's i18next instance with the namespaces every page needs (common texts, the contract's validation
 * messages) and the app's own (`{ shell: shellTranslations }`, a remote's), loaded in parallel. It also sets the
 * page's locale (`currentLocale`, `useLocale`), so the three ways to ask agree by construction.
 *
 * Each namespace's file is asked twice at most; the common and validation texts (and any in `fallbacks`) then fall
 * back to bundled English, telling `onFallback` what failed, while a namespace without a fallback rejects (a
 * remote's texts: the remote's failure).
 */
export async function createStoreI18n(
  locale: Locale,
  own: Readonly<Record<string, NamespaceLoaders>> = {},
  fallbacks: Readonly<Record<string, Messages>> = {},
  onFallback?: (namespace: string, error: unknown) => void,
): Promise<I18n> {
  setCurrentLocale(locale);
  const i18n = await createI18n(locale);
  const namespaces = { [COMMON_NAMESPACE]: commonTranslations, [VALIDATION_NAMESPACE]: validationTranslations, ...own };
  const bundled: Readonly<Record<string, Messages>> = {
    [COMMON_NAMESPACE]: commonEn,
    [VALIDATION_NAMESPACE]: validationEn,
    ...fallbacks,
  };
  await Promise.all(
    Object.entries(namespaces).map(([name, loaders]) =>
      registerNamespace(i18n, name, loaders, bundled[name], onFallback && ((error) => onFallback(name, error))),
    ),
  );
  return i18n;
}
