import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Locale } from './locales';

export type Messages = Readonly<Record<string, string>>;
/** Loaders of one namespace's texts per locale: only the current locale's file is fetched. */
export type NamespaceLoaders = Readonly<Record<Locale, () => Promise<{ default: Messages }>>>;

/**
 * The page's i18next instance. Keys are flat ('login.title'), so no key or namespace separator is used;
 * texts are plain strings (React escapes them), so i18next's own escaping is off.
 */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    resources: {},
    ns: [],
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
    // i18next otherwise logs an advertisement to every shopper's console.
    showSupportNotice: false,
  });
  return instance;
}

/**
 * Adds a namespace's texts for the instance's language (each remote registers its own when it loads). A texts
 * file that fails to load is fetched once more; when that fails too, `fallback` (texts bundled with the caller,
 * English) stands in if given, and `onFallback` hears of the failure it stands in for (the shell reloads the page
 * once for it); else the failure is thrown for the caller to treat like any chunk that failed: either way no raw
 * key ('nav.home') is ever shown as text.
 */
export async function registerNamespace(
  instance: I18n,
  namespace: string,
  loaders: NamespaceLoaders,
  fallback?: Messages,
  onFallback?: (error: unknown) => void,
): Promise<void> {
  const locale = instance.language as Locale;
  if (instance.hasResourceBundle(locale, namespace)) return;
  const loader = loaders[locale];
  let messages: Messages;
  try {
    messages = (await loader().catch(() => loader())).default;
  } catch (error) {
    if (!fallback) throw error;
    console.error(`could not load the ${locale} texts of ${namespace}; showing the bundled English`, error);
    onFallback?.(error);
    messages = fallback;
  }
  instance.addResourceBundle(locale, namespace, messages, true, true);
  // Only a dev server's page takes hot updates (decision 062). A dead branch in production builds (webpack defines
  // NODE_ENV), so its import is not even a chunk there.
  if (process.env.NODE_ENV === 'development')
    void import('./texts-in-development').then(({ rememberTexts }) =>
      rememberTexts(instance, namespace, locale, messages),
    );
}

/** i18next's plural suffixes (CLDR categories): `'cart.count_one'` and `'cart.count_other'` are `'cart.count'`. */
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : never;

/** The keys `t` takes for a namespace: each text's own key, and the shared key of a text with plural forms. */
export type TextKey<M extends Messages> = (keyof M & string) | PluralBase<keyof M & string>;

/**
 * A translate function whose keys are checked against the English texts of a namespace:
 * `const t = useTexts<typeof en>('shell')` then `t('login.title')`. A text with plural forms is asked by its
 * shared key and a `count`: `t('header.cartCount', { count })` picks `_one` or `_other` by the page's language.
 */
export function useTexts<M extends Messages>(namespace: string) {
  const { t } = useTranslation(namespace);
  return t as unknown as (key: TextKey<M>, values?: Record<string, string | number>) => string;
}
