import type { RouteObject } from 'react-router-dom';
import { routesOf, type LayoutName, type NamedRoute, type RouteSet } from '@shop/platform/routes';
import { NotFound } from '../errors/not-found';
import { LayoutRoute } from '../layouts/layout-route';
import { routeSetPrefixes, type Device } from './device';
import { RouteView } from './route-view';

function joinPath(prefix: string, path: string): string {
  const base = prefix === '/' ? '' : prefix.replace(/^\//, '');
  return [base, path].filter(Boolean).join('/') || '/';
}

/** One route set under one prefix, grouped by layout so a layout stays mounted between its pages. */
function routeSet(prefix: string, set: RouteSet): RouteObject[] {
  const layouts = new Map<LayoutName, NamedRoute[]>();
  for (const route of routesOf(set)) layouts.set(route.spec.layout, [...(layouts.get(route.spec.layout) ?? []), route]);
  return [...layouts].map(([layout, members]) => ({
    element: <LayoutRoute layout={layout} />,
    children: members.map(({ spec }) => ({ path: joinPath(prefix, spec.path), element: <RouteView spec={spec} /> })),
  }));
}

/**
 * The route table for this device (spec 1 and 2): its own set at the root, the other under its prefix, and
 * 'Page not found: {path}' for everything else.
 */
export function buildRoutes(device: Device): RouteObject[] {
  const prefixes = routeSetPrefixes(device);
  return [
    ...prefixes.pc.flatMap((prefix) => routeSet(prefix, 'pc')),
    ...prefixes.mobile.flatMap((prefix) => routeSet(prefix, 'mobile')),
    {
      element: <LayoutRoute layout={device === 'mobile' ? 'mobile' : 'default'} />,
      children: [{ path: '*', element: <NotFound reason="unmatched" /> }],
    },
  ];
}
