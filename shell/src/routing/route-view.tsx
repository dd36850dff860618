import { Navigate, useLocation, useParams } from 'react-router-dom';
import { useCommonTexts, useIsAuthenticated } from '@shop/platform';
import { paramsAreValid, type RouteSpec } from '@shop/platform/routes';
import { Skeleton } from '@shop/ui';
import { NotFound } from '../errors/not-found';
import { RemotePage } from '../remotes/remote-page';
import { ShellPageView } from '../pages/shell-pages';
import { loginPath, passwordPath } from './guards';
import { useGate } from './use-gate';

/** One named route: the shop gate, parameter validation, the login guard, then the owner's page. */
export function RouteView({ spec }: { spec: RouteSpec }) {
  const tc = useCommonTexts();
  const params = useParams();
  const location = useLocation();
  const authenticated = useIsAuthenticated();
  const gate = useGate();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const isGatePage = spec.owner.kind === 'shell' && spec.owner.page === 'password';

  if (gate.loading) return <Skeleton label={tc('loading')} lines={4} />;
  if (gate.locked && !isGatePage) return <Navigate to={passwordPath(here)} replace />;
  if (!paramsAreValid(spec.params, params)) return <NotFound reason="invalid" />;
  if (spec.requiresLogin && !authenticated) return <Navigate to={loginPath(here)} replace />;
  return spec.owner.kind === 'shell' ? (
    <ShellPageView page={spec.owner.page} />
  ) : (
    <RemotePage key={`${spec.owner.remote}/${spec.owner.page}`} remote={spec.owner.remote} page={spec.owner.page} />
  );
}
