import { ROUTES, SET_PREFIX, type RouteName, type Routes } from './route-table';

/** The `:name` parameters of a path template: `'payment/result/:order_id'` gives `'order_id'`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<Tail>
    : Rest
  : never;

export type RouteParams<N extends RouteName> = Readonly<Record<ParamNames<Routes[N]['path']>, string | number>>;

/** What may follow the path: a query (a string, URLSearchParams or plain values) and a fragment. */
export interface PathExtras {
  search?: string | URLSearchParams | Readonly<Record<string, string | number | undefined>>;
  hash?: string;
}

type PathArgs<N extends RouteName> = [ParamNames<Routes[N]['path']>] extends [never]
  ? [params?: Readonly<Record<string, never>>, extras?: PathExtras]
  : [params: RouteParams<N>, extras?: PathExtras];

function queryOf(search: PathExtras['search']): string {
  if (search === undefined) return '';
  if (typeof search === 'string') return search.replace(/^\?/, '');
  if (search instanceof URLSearchParams) return search.toString();
  const entries = Object.entries(search).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString();
}

/**
 * The address of a named route: `pathTo('payment', { order_id: 7 })` is `/pc/payment/7`,
 * `pathTo('home', {}, { search: { category_id: 3 } })` is `/pc?category_id=3`. A missing or misspelt route or
 * parameter fails the type-check; parameter values are encoded.
 */
export function pathTo<N extends RouteName>(name: N, ...[params, extras]: PathArgs<N>): string {
  const spec = ROUTES[name];
  const values = (params ?? {}) as Readonly<Record<string, string | number>>;
  const path = spec.path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .map((segment) => (segment.startsWith(':') ? encodeURIComponent(String(values[segment.slice(1)])) : segment))
    .join('/');
  const query = queryOf(extras?.search);
  const hash = extras?.hash ? `#${extras.hash.replace(/^#/, '')}` : '';
  return `${SET_PREFIX[spec.set]}${path ? `/${path}` : ''}${query ? `?${query}` : ''}${hash}`;
}
