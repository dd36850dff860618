import { getCsrfToken } from '@shop/api/calls';
import { toQueryString } from '@shop/api';
import type { OpeningCall } from '@shop/platform';
// The name the build gave the page's chunk (the build names every remote's page chunks with it).
import { pageChunkName } from '@shop/build/src/page-chunk-name';
import { AUTH_COOKIE, type RouteSpec } from '@shop/platform/routes';
import { detectDevice } from './device';
import { cookieOf, localeOf, type PageRequest } from './page-request';
import { matchRoute } from './route-status';
import { SHELL_OPENING } from '../server-render/shell-opening';

/** As the shell's server takes it (`PagePreloads` in @shop/serve). */
interface PagePreloads {
  remote?: { name: string; chunkGroups: string[] };
  calls: string[];
}

/** A GET call's address exactly as the client writes it (`api-client.ts`), so the browser uses the preloaded answer. */
const address = (call: { path: string }, input: object = {}) => `${call.path}${toQueryString(input)}`;

/**
 * The addresses of calls to preload for this shopper. For a signed-in customer only the calls whose answer is the
 * same for everyone (`sameForEveryone` in the contract): a preload carries the cookies but not the client's bearer
 * token, and the browser hands a preloaded answer to the page's fetch whatever its headers, so a customer would get
 * a visitor's answer (no greeting, no prices).
 */
export function preloadedCalls(calls: readonly OpeningCall[], request: PageRequest): string[] {
  const signedIn = Boolean(cookieOf(request.cookie, AUTH_COOKIE));
  return callsFor(
    request.userAgent,
    calls
      .filter(({ call }) => !signedIn || call.sameForEveryone === true)
      .map(({ call, input }) => address(call, input)),
  );
}

/**
 * What the shell's own parts draw on every page (their declaration, decision 047). The CSRF token (bootstrap.tsx) is
 * preloaded beside them for everyone: it belongs to the session cookie, which a preload carries.
 */
const CSRF = address(getCsrfToken);

/**
 * WebKit (Safari, and every browser on an iPhone or iPad) hands a preloaded answer only to a request made exactly as
 * the preload was, headers included; the client's calls add `X-Requested-With` and `Authorization` (spec 7), so
 * WebKit would fetch each call twice. Its pages get no call preloads (their files still are): decision 035.
 */
export const isWebKit = (userAgent: string) =>
  /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium)\//.test(userAgent);
const callsFor = (userAgent: string, calls: string[]) => (isWebKit(userAgent) ? [] : calls);

/**
 * Used by the shell's server (`--page-status`): what the page at an address needs first, preloaded from its HTML so
 * it starts with the document instead of after the shell's start-up. The locale is chosen as the page chooses it
 * (the cookie, then the browser's languages); a login-required page without a session leads to login, so nothing of
 * it is preloaded.
 */
export function pagePreloadsFor(request: PageRequest): PagePreloads {
  const route = matchRoute(request.pathname, detectDevice(request.userAgent));
  const spec: RouteSpec | undefined = route?.spec;
  const signedIn = Boolean(cookieOf(request.cookie, AUTH_COOKIE));
  const calls = callsFor(request.userAgent, [CSRF, ...preloadedCalls(SHELL_OPENING, request)]);
  if (!route || !spec || spec.owner.kind !== 'remote') return { calls };
  if (spec.requiresLogin && !signedIn) return { calls };
  const { remote, page } = spec.owner;
  return { remote: { name: remote, chunkGroups: [pageChunkName(page), `i18n-${localeOf(request)}`] }, calls };
}
