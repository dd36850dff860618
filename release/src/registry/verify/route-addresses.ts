import {
  paramsAreValid,
  ROUTE_LIST,
  routePattern,
  type RoutePattern,
  SET_PREFIX,
  type NamedRoute,
  type RouteName,
  type RouteSpec,
} from '@shop/platform/routes';

interface CompiledRoute extends RoutePattern {
  route: NamedRoute;
}

const compile = (route: NamedRoute): CompiledRoute => ({
  ...routePattern(SET_PREFIX[route.spec.set], route.spec.path),
  route,
});

const COMPILED = ROUTE_LIST.map(compile);

/**
 * The route of the whole table an address is, as the store's router takes it: parameters that pass their rules,
 * and of several matches the one with the most fixed segments (`my/orders/afterSale` is after-sales' page, not an
 * order called "afterSale"). Null for none.
 */
export function routeAt(pathname: string): NamedRoute | null {
  let best: CompiledRoute | null = null;
  for (const candidate of COMPILED) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(candidate.names.map((name, i) => [name, match[i + 1] ?? '']));
    if (!paramsAreValid(candidate.route.spec.params, params)) continue;
    if (!best || candidate.fixed > best.fixed) best = candidate;
  }
  return best?.route ?? null;
}

/** Whether a route's address needs a value the table cannot give (an id, a code). */
export const needsParameters = (spec: RouteSpec): boolean => spec.path.includes(':') || spec.path.includes('*');

/** A route's address with its parameters filled in. */
export function addressOf(spec: RouteSpec, params: Readonly<Record<string, string>> = {}): string {
  const path = spec.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${SET_PREFIX[spec.set]}${path ? `/${path}` : ''}`;
}

/** The routes a remote owns, from the table. */
export const routesOwnedBy = (remote: string): readonly NamedRoute[] =>
  ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote' && spec.owner.remote === remote);

export type { NamedRoute, RouteName };
