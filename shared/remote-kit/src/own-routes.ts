import {
  ROUTE_LIST,
  SET_PREFIX,
  type RemoteName,
  type RouteName,
  type RouteSet,
  type RouteSpec,
} from '@shop/platform/routes';

/** One route of a remote as its own page serves it and its dev page lists it. */
export interface OwnRoute {
  readonly name: RouteName;
  readonly set: RouteSet;
  /** The router's path with its set's prefix: `/pc/payment/:order_id`. */
  readonly path: string;
  /** The page name of the remote's `./remote` module. */
  readonly page: string;
  /** The `:name` parameters of the path, in order. */
  readonly params: readonly string[];
  readonly spec: RouteSpec;
}

/** The routes the route table gives `remote`, in table order. */
export function ownRoutes(remote: RemoteName): readonly OwnRoute[] {
  return ROUTE_LIST.flatMap(({ name, spec }) =>
    spec.owner.kind === 'remote' && spec.owner.remote === remote
      ? [
          {
            name,
            set: spec.set,
            path: `${SET_PREFIX[spec.set]}/${spec.path}`.replace(/\/$/, ''),
            page: spec.owner.page,
            params: spec.path
              .split('/')
              .filter((segment) => segment.startsWith(':'))
              .map((segment) => segment.slice(1)),
            spec,
          },
        ]
      : [],
  );
}
