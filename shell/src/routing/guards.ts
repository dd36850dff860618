import { isSafeReturnPath } from '@shop/api/contract';
import type { RouteParamRule } from './route-table';

export const LOGIN_PATH = '/pc/customer/login';
export const PASSWORD_PATH = '/pc/password';
/** Query parameter carrying the path to return to. */
export const RETURN_PARAM = 'redirect';

/** The login page's address, remembering where to come back to. */
export function loginPath(returnTo: string): string {
  return withReturn(LOGIN_PATH, returnTo);
}

export function passwordPath(returnTo: string): string {
  return withReturn(PASSWORD_PATH, returnTo);
}

function withReturn(path: string, returnTo: string): string {
  if (!isSafeReturnPath(returnTo) || returnTo === '/' || returnTo.startsWith(path)) return path;
  return `${path}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Where to go after login: the remembered path when it is same-origin, else home. Never off-site. */
export function returnPathFrom(search: string): string {
  const raw = new URLSearchParams(search).get(RETURN_PARAM);
  return raw && isSafeReturnPath(raw) && !raw.startsWith('/pc/customer/') ? raw : '/';
}

/** True when every declared parameter matches its rule. */
export function paramsAreValid(
  rules: readonly RouteParamRule[] | undefined,
  params: Record<string, string | undefined>,
): boolean {
  return (rules ?? []).every((rule) => rule.pattern.test(params[rule.name] ?? ''));
}
