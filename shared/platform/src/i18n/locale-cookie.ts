import { readCookie, writeCookie } from '../session/cookies';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, pickLocale, type Locale } from './locales';

export function detectLocale(): Locale {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(readCookie(LOCALE_COOKIE), languages);
}

/** Spec 1: switching language stores the choice and reloads the page. */
export function switchLocale(next: Locale, reload: () => void = () => window.location.reload()): void {
  writeCookie(LOCALE_COOKIE, next, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE });
  reload();
}
