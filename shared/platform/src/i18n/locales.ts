import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/api/calls';

// The languages are the contract's (one table for the `locale` field, this choice and Intl's tags).
export { DEFAULT_LOCALE, type Locale };
export const SUPPORTED_LOCALES: readonly Locale[] = LOCALES;
/** Spec 9: the locale cookie lives 365 days. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/**
 * The locale to show: the cookie first, then the browser's languages in order (matching on the primary
 * subtag, so 'vi-VN' picks 'vi'), then English.
 */
export function pickLocale(cookieValue: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const language of browserLanguages) {
    const primary = language.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
