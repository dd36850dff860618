import { isSafeReturnPath } from '@shop/api/contract';

/** The shell's login page (spec 2); remotes send visitors there without importing the shell. */
export const LOGIN_PATH = '/pc/customer/login';
/** Query parameter of the login page naming the same-origin path to come back to. */
export const RETURN_PARAM = 'redirect';

/**
 * The login page's address, remembering where to come back to: `loginPath('/pc/product/7')` is
 * `/pc/customer/login?redirect=%2Fpc%2Fproduct%2F7`. A path that is not same-origin is dropped, never carried.
 */
export function loginPath(returnTo: string): string {
  if (!isSafeReturnPath(returnTo) || returnTo === '/' || returnTo.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}
