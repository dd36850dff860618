import { isSafeReturnPath } from '@shop/api/calls';
import { LOGIN_PATH, RETURN_PARAM } from '@shop/platform';

/**
 * Where a sign-in on the dev page goes on to: the login address's `redirect` (what the unauthorized handler and the
 * pages' guards send), when it is a same-origin path; home after a sign-in at the login address without one; else
 * nowhere (the dev page stays, now signed in).
 */
export function returnPathAfterSignIn(pathname: string, search: string): string | null {
  const back = new URLSearchParams(search).get(RETURN_PARAM);
  if (back && isSafeReturnPath(back) && !back.startsWith(LOGIN_PATH)) return back;
  return pathname === LOGIN_PATH ? '/' : null;
}
