import type { Locale } from '@shop/api/calls';
import { cookieOf } from '@shop/platform/cookie-header';
import { LOCALE_COOKIE, pickLocale } from '@shop/platform/routes';

/** A page request as the shell's server reads it (`PageRequest` in @shop/serve). */
export interface PageRequest {
  pathname: string;
  userAgent: string;
  cookie: string;
  acceptLanguage: string;
}

/** One cookie of a `Cookie` header, or null (absent or malformed): the platform's one parser. */
export { cookieOf };

/** 'vi-VN,vi;q=0.9,en;q=0.8' -> ['vi-VN', 'vi', 'en'] in the order given (browsers send them by preference). */
const languagesOf = (header: string) =>
  header
    .split(',')
    .map((part) => part.split(';')[0]?.trim() ?? '')
    .filter(Boolean);

/** The request's locale, chosen as the page chooses it (`detectLocale`): the cookie, then the browser's languages. */
export const localeOf = (request: Pick<PageRequest, 'cookie' | 'acceptLanguage'>): Locale =>
  pickLocale(cookieOf(request.cookie, LOCALE_COOKIE), languagesOf(request.acceptLanguage));
