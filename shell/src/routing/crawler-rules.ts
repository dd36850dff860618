import { pathTo, ROUTE_LIST, SET_PREFIX, type RemoteName, type RouteSpec } from '@shop/platform/routes';
import { detectDevice } from './device';
import { matchRoute } from './route-status';

/**
 * The remotes whose every page is one customer's business (their account, cart and checkout, after-sales requests,
 * publishing): kept out of search indexes even where the page itself asks for no login.
 */
const PRIVATE_REMOTES: ReadonlySet<RemoteName> = new Set(['mf_account', 'mf_checkout', 'mf_aftersales', 'mf_publish']);

/** A route crawlers are kept from: one that needs a login, or one of the private remotes'. */
export const isPrivateRoute = (spec: RouteSpec): boolean =>
  spec.requiresLogin || (spec.owner.kind === 'remote' && PRIVATE_REMOTES.has(spec.owner.remote));

/** A route's fixed start: its path up to the first parameter or wildcard (`payment/:order_id` -> `payment/`). */
const fixedStart = (path: string): string => path.replace(/[:*].*$/, '');

/**
 * The path prefixes robots.txt disallows: every private route's, under `/pc` and at the root (where desktops get
 * the pc set). A prefix another one already covers is left out (`/pc/my/orders/` under `/pc/my/orders`).
 */
export function privatePathPrefixes(): string[] {
  const starts = ROUTE_LIST.filter(({ spec }) => isPrivateRoute(spec)).flatMap(({ spec }) => {
    const start = fixedStart(spec.path);
    const prefix = SET_PREFIX[spec.set];
    // The pc set is also served at the root (on desktops); the mobile set at the root on phones has no private route.
    return spec.set === 'pc' ? [`${prefix}/${start}`, `/${start}`] : [`${prefix}/${start}`];
  });
  const sorted = [...new Set(starts)].sort();
  return sorted.filter((prefix, i) => !sorted.slice(0, i).some((shorter) => prefix.startsWith(shorter)));
}

/**
 * A route whose document is sent `noindex`: a private one, or one of the shell's own (signing in and its steps, the
 * shop's gate, the templates), which are no shop content a search should lead to. Robots.txt leaves the shell's
 * open, so a crawler can read that they are not to be indexed.
 */
export const isNoindexRoute = (spec: RouteSpec): boolean => isPrivateRoute(spec) || spec.owner.kind === 'shell';

/** A page whose document is sent `noindex`: a route so marked, as this device's route set resolves the address. */
export function isNoindexPage(pathname: string, userAgent: string): boolean {
  const route = matchRoute(pathname, detectDevice(userAgent));
  return route !== null && isNoindexRoute(route.spec);
}

/** Home's canonical address (`/pc`): the one home address that is the same on phones and desktops. */
export const HOME_PATH: string = pathTo('home', {});

/** A product's canonical address: the pc route's, which answers on phones and desktops alike. */
export const productPath = (id: number): string => pathTo('product', { id });
