import type { ReactElement } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';

/** Any other page: says where the page under test sent the customer ("now at /pc/Publish"). */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>now at {pathname}</p>;
}

/** The pages under test at their paths (first match wins), and every other path as `Elsewhere`. */
export function pageRoutes(pages: Record<string, ReactElement>): RouteObject[] {
  return [
    ...Object.entries(pages).map(([path, element]) => ({ path, element })),
    { path: '*', element: <Elsewhere /> },
  ];
}
