// `@shop/platform/routes`: the route table and `pathTo`, with no React (the shell's server reads them too, with the
// cookies and the locale choice it needs to tell what a page will load first).
export { LOCALE_COOKIE, pickLocale } from '../i18n/locales';
export { AUTH_COOKIE } from '../session/auth-cookie';
export { pathTo, type PathExtras, type RouteParams } from './path-to';
export { routePattern, type RoutePattern } from './route-pattern';
export {
  ID_PATTERN,
  paramsAreValid,
  REMOTE_NAMES,
  ROUTE_LIST,
  ROUTES,
  routesOf,
  SET_PREFIX,
  SHELL_PAGES,
  type LayoutName,
  type NamedRoute,
  type PagesOf,
  type RemoteName,
  type RouteName,
  type RouteOwner,
  type RouteParamRule,
  type Routes,
  type RouteSet,
  type RouteSpec,
  type ShellPage,
} from './route-table';
