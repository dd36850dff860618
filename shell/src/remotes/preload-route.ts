import type { i18n as I18n } from 'i18next';
import { matchPath } from 'react-router-dom';
import { currentLocale, getToken, preloadOpening } from '@shop/platform';
import { paramsAreValid, ROUTE_LIST, SET_PREFIX, type RouteSpec } from '@shop/platform/routes';
import { getRemote } from './remote-cache';

export interface LinkedRoute {
  spec: RouteSpec;
  params: Readonly<Record<string, string>>;
  /** The link's query (home's list follows its filters and page). */
  query: URLSearchParams;
}

/** The route a link leads to, with its parameters. */
export function routeOf(to: string): LinkedRoute | null {
  const { pathname, searchParams } = new URL(to, 'http://link.invalid');
  // Links are written with each set's prefix (`pathTo`), which works on every device.
  for (const { spec } of ROUTE_LIST) {
    const match = matchPath({ path: `${SET_PREFIX[spec.set]}/${spec.path}`, end: true }, pathname);
    if (!match) continue;
    const params = match.params as Record<string, string>;
    return paramsAreValid(spec.params, params) ? { spec, params, query: searchParams } : null;
  }
  return null;
}

/**
 * Warms what a link leads to on intent (hover, focus): its remote, then the page's chunk and the first calls its
 * remote declares it opens with (`opening`, decision 047), so the click shows the page at once. Nothing for a
 * login-required page while signed out: the click leads to login. Failures are left for the page to show when it
 * opens. `calls: false` for the page being opened now: it asks for them itself at once (the HTML preloads them),
 * and a warm-up's answer would be read a second time by its `useCall`.
 */
export function preloadPath(to: string, i18n: I18n, { calls = true }: { calls?: boolean } = {}): void {
  const route = routeOf(to);
  if (!route || route.spec.owner.kind !== 'remote') return;
  if (route.spec.requiresLogin && !getToken()) return;
  const { remote, page } = route.spec.owner;
  const at = { params: route.params, query: route.query, locale: currentLocale(), signedIn: getToken() !== null };
  getRemote(remote, i18n)
    .then((module) =>
      Promise.all([module.load?.[page]?.(), calls ? preloadOpening(module.opening?.[page], at) : undefined]),
    )
    .catch(() => undefined);
}
