import { isSafeReturnPath } from '@shop/api/calls';
import { pathTo } from './path-to';

/** The shell's login page (spec 2); remotes send visitors there without importing the shell. */
export const LOGIN_PATH = pathTo('login');
/** Query parameter of the login page naming the same-origin path to come back to. */
export const RETURN_PARAM = 'redirect';

/**
 * The login page's address, remembering where to come back to: `loginPath('/pc/product/7')` is
 * `/pc/customer/login?redirect=%2Fpc%2Fproduct%2F7`. A path that is not same-origin is dropped, never carried.
 */
export function loginPath(returnTo: string): string {
  return withReturnPath(LOGIN_PATH, returnTo);
}

/**
 * `path` remembering `returnTo` in its `redirect` parameter (the login page, the shop password gate). A return
 * path that is not same-origin, is home, or is the page itself is dropped, so nothing can redirect off-site or loop.
 */
export function withReturnPath(path: string, returnTo: string): string {
  if (!isSafeReturnPath(returnTo) || returnTo === '/' || returnTo.startsWith(path)) return path;
  return `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}
