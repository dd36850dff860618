import { DEFAULT_LOCALE, type Locale } from './locales';

let locale: Locale = DEFAULT_LOCALE;

/** Set once by the shell at start-up; switching language reloads the page, so it never changes while running. */
export function setCurrentLocale(next: Locale): void {
  locale = next;
}

export function currentLocale(): Locale {
  return locale;
}
