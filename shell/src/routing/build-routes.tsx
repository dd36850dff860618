import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../errors/not-found';
import { LayoutRoute } from '../layouts/layout-route';
import { routeSetPrefixes, type Device } from './device';
import { mobileRoutes, pcRoutes, type LayoutName, type RouteSpec } from './route-table';
import { RouteView } from './route-view';

function joinPath(prefix: string, path: string): string {
  const base = prefix === '/' ? '' : prefix.replace(/^\//, '');
  return [base, path].filter(Boolean).join('/') || '/';
}

/** One route set under one prefix, grouped by layout so a layout stays mounted between its pages. */
function routeSet(prefix: string, specs: readonly RouteSpec[]): RouteObject[] {
  const layouts = new Map<LayoutName, RouteSpec[]>();
  for (const spec of specs) layouts.set(spec.layout, [...(layouts.get(spec.layout) ?? []), spec]);
  return [...layouts].map(([layout, members]) => ({
    element: <LayoutRoute layout={layout} />,
    children: members.map((spec) => ({ path: joinPath(prefix, spec.path), element: <RouteView spec={spec} /> })),
  }));
}

/**
 * The route table for this device (spec 1 and 2): its own set at the root, the other under its prefix, and
 * 'Page not found: {path}' for everything else.
 */
export function buildRoutes(device: Device): RouteObject[] {
  const prefixes = routeSetPrefixes(device);
  return [
    ...prefixes.pc.flatMap((prefix) => routeSet(prefix, pcRoutes)),
    ...prefixes.mobile.flatMap((prefix) => routeSet(prefix, mobileRoutes)),
    {
      element: <LayoutRoute layout={device === 'mobile' ? 'mobile' : 'default'} />,
      children: [{ path: '*', element: <NotFound reason="unmatched" /> }],
    },
  ];
}
