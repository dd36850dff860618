/** A route's path compiled for matching addresses: its pattern, its parameters' names, and how specific it is. */
export interface RoutePattern {
  pattern: RegExp;
  names: string[];
  /** Segments written out: where two routes match, the one with more of them is the one the router takes. */
  fixed: number;
}

/** `my/orders/:order_id` under `/pc` -> a pattern matching `/pc/my/orders/12` (and `…/12/`), naming `order_id`. */
export function routePattern(prefix: string, path: string): RoutePattern {
  const names: string[] = [];
  const base = prefix === '/' ? '' : prefix;
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '/([^/]+)';
      }
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  const fixed = segments.filter((segment) => segment !== '*' && !segment.startsWith(':')).length;
  return { pattern: new RegExp(`^${base}${body}/?$`), names, fixed };
}
