import {
  getCategories,
  getCsrfToken,
  getHeader,
  getIndexBlock,
  getProduct,
  getWebsitePassword,
  type Locale,
} from '@shop/api/calls';
import { toQueryString } from '@shop/api';
// The name the build gave the page's chunk (the build names every remote's page chunks with it).
import { pageChunkName } from '@shop/build/src/page-chunk-name';
import { AUTH_COOKIE, type RouteSpec } from '@shop/platform/routes';
import { detectDevice } from './device';
import { cookieOf, localeOf, type PageRequest } from './page-request';
import { matchRoute } from './route-status';

/** As the shell's server takes it (`PagePreloads` in @shop/serve). */
interface PagePreloads {
  remote?: { name: string; chunkGroups: string[] };
  calls: string[];
}

/** A GET call's address exactly as the client writes it (`api-client.ts`), so the browser uses the preloaded answer. */
const address = (call: { path: string }, input: object = {}) => `${call.path}${toQueryString(input)}`;

/** Every page starts with these (bootstrap.tsx and the header). */
const BOOT_CALLS = [address(getCsrfToken), address(getWebsitePassword), address(getHeader)];

/**
 * Calls whose answer depends on the customer (their name and counters, a product's price). A preload carries the
 * cookies but not the client's bearer token, and the browser hands a preloaded answer to the page's fetch whatever
 * its headers: for a signed-in customer it would be a visitor's answer (no greeting, no prices), so these are
 * preloaded only for visitors.
 */
const PER_CUSTOMER = new Set([getHeader.path, getProduct.path]);
const forVisitorOnly = (calls: string[], signedIn: boolean) =>
  signedIn ? calls.filter((call) => !PER_CUSTOMER.has(call.split('?')[0] ?? call)) : calls;

/**
 * WebKit (Safari, and every browser on an iPhone or iPad) hands a preloaded answer only to a request made exactly as
 * the preload was, headers included; the client's calls add `X-Requested-With` and `Authorization` (spec 7), so
 * WebKit would fetch each call twice. Its pages get no call preloads (their files still are): decision 035.
 */
const isWebKit = (userAgent: string) => /AppleWebKit\//.test(userAgent) && !/(Chrome|Chromium)\//.test(userAgent);
const callsFor = (userAgent: string, calls: string[]) => (isWebKit(userAgent) ? [] : calls);

/**
 * The calls a remote page opens with whose addresses the route alone gives (the list on home depends on the
 * address's query and stays out). Written beside the pages' own warm-ups (`preload` in each remote's remote.ts);
 * `e2e/tests/first-load.spec.ts` fails if one is preloaded but not used.
 */
const OPENING_CALLS: Partial<Record<string, (params: Record<string, string>, locale: Locale) => string[]>> = {
  'mf_catalog.Home': (_params, locale) => [address(getIndexBlock, { locale }), address(getCategories, { locale })],
  'mf_catalog.ProductDetail': ({ id }, locale) => [address(getProduct, { id: Number(id), locale })],
};

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
  const boot = forVisitorOnly(BOOT_CALLS, signedIn);
  if (!route || !spec || spec.owner.kind !== 'remote') return { calls: callsFor(request.userAgent, boot) };
  if (spec.requiresLogin && !signedIn) return { calls: callsFor(request.userAgent, boot) };
  const locale = localeOf(request);
  const { remote, page } = spec.owner;
  return {
    remote: { name: remote, chunkGroups: [pageChunkName(page), `i18n-${locale}`] },
    calls: callsFor(request.userAgent, [
      ...boot,
      ...forVisitorOnly(OPENING_CALLS[`${remote}.${page}`]?.(route.params, locale) ?? [], signedIn),
    ]),
  };
}
