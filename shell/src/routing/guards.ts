import { isSafeReturnPath } from '@shop/api/calls';
import { RETURN_PARAM, withReturnPath } from '@shop/platform';
import { pathTo } from '@shop/platform/routes';

// The login page's address lives in @shop/platform, where remotes read it too.
export { LOGIN_PATH, loginPath, RETURN_PARAM } from '@shop/platform';
export const PASSWORD_PATH = pathTo('password');

/** The shop password gate's address, remembering where to come back to. */
export function passwordPath(returnTo: string): string {
  return withReturnPath(PASSWORD_PATH, returnTo);
}

/** Where to go after login: the remembered path when it is same-origin, else home. Never off-site. */
export function returnPathFrom(search: string): string {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  return raw && isSafeReturnPath(raw) && !raw.startsWith('/pc/customer/') ? raw : '/';
}
