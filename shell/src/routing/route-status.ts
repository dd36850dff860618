import { routeSetPrefixes, type Device } from './device';
import { paramsAreValid, routePattern, routesOf, type RoutePattern, type RouteSpec } from '@shop/platform/routes';

interface CompiledRoute extends RoutePattern {
  spec: RouteSpec;
}

const compile = (prefix: string, spec: RouteSpec): CompiledRoute => ({ ...routePattern(prefix, spec.path), spec });

function compileAll(device: Device): CompiledRoute[] {
  const prefixes = routeSetPrefixes(device);
  return [
    ...prefixes.pc.flatMap((prefix) => routesOf('pc').map(({ spec }) => compile(prefix, spec))),
    ...prefixes.mobile.flatMap((prefix) => routesOf('mobile').map(({ spec }) => compile(prefix, spec))),
  ];
}

const compiled: Record<Device, CompiledRoute[]> = { pc: compileAll('pc'), mobile: compileAll('mobile') };

/** The route of the table an address shows on this device, with its parameters; null for none or invalid ones. */
export function matchRoute(
  pathname: string,
  device: Device,
): { spec: RouteSpec; params: Record<string, string> } | null {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return null;
  }
  for (const route of compiled[device]) {
    const match = route.pattern.exec(decoded);
    if (!match) continue;
    const params: Record<string, string> = Object.fromEntries(route.names.map((name, i) => [name, match[i + 1] ?? '']));
    if (paramsAreValid(route.spec.params, params)) return { spec: route.spec, params };
  }
  return null;
}

/**
 * The HTTP status of a page address (spec 8): 200 for a route of the table with valid parameters, 404 for a
 * route whose parameter fails validation ('Page Not Found: {path}') and for an unmatched path. The shell's
 * server uses it so the document's status agrees with what the page then shows.
 */
export function pageStatus(pathname: string, device: Device): 200 | 404 {
  return matchRoute(pathname, device) ? 200 : 404;
}
