import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * The page's language, for calls that answer in it (category and country names, content blocks) and for Intl: the
 * language of the i18next instance the page renders with. `createStoreI18n` sets it with `currentLocale`, and
 * switching language reloads the page, so it never changes under a rendered page. Read from the instance, not from
 * `currentLocale`, because the shell's server renders many visitors' pages, in both languages, at once.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  const language: unknown = i18n.language;
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
