import { currentLocale } from './current-locale';
import type { Locale } from './locales';

/**
 * The page's language, for calls that answer in it (category and country names, content blocks) and for Intl. The
 * one channel: `createStoreI18n` sets it together with i18next's language, and switching language reloads the page,
 * so it never changes under a rendered page.
 */
export function useLocale(): Locale {
  return currentLocale();
}
