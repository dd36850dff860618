import { registerShared } from '@module-federation/enhanced/runtime';
import * as emotionJsx from '@emotion/react/jsx-runtime';
// The whole file (12 KB, 3 KB compressed), in this chunk only, which a developer's page alone loads.
import emotionPackage from '@emotion/react/package.json';
import { version as reactVersion } from 'react';
import * as reactJsx from 'react/jsx-runtime';

type Jsx = typeof reactJsx.jsx;

/**
 * `jsxDEV(type, props, key, isStaticChildren, source, self)` drawn by the production runtime: the development
 * details (`source`, `self`) are dropped, which production React has no use for.
 */
const productionDev =
  (runtime: { jsx: Jsx; jsxs: Jsx }) =>
  (type: Parameters<Jsx>[0], props: Parameters<Jsx>[1], key?: Parameters<Jsx>[2], isStaticChildren?: boolean) =>
    (isStaticChildren ? runtime.jsxs : runtime.jsx)(type, props, key);

/**
 * A developer's remote (decision 065) is compiled in development, for `react/jsx-dev-runtime` (through emotion's
 * `@emotion/react/jsx-dev-runtime`). A store running production React provides neither, so the remote would fall
 * back to its own development copy, which reads what production React's internals lack (`getOwner`) and fails on
 * its first element. The page provides both instead, from its own production runtimes, before any remote loads:
 * loaded already, they are the ones every remote is given (the share strategy is `loaded-first`).
 */
export function provideDevelopmentJsx(): void {
  // Each at its package's version, which the remotes' `react/` and `@emotion/react/` subpaths are required at.
  const shared = (version: string, lib: object) => ({
    version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
  });
  registerShared({
    'react/jsx-dev-runtime': shared(reactVersion, { Fragment: reactJsx.Fragment, jsxDEV: productionDev(reactJsx) }),
    '@emotion/react/jsx-dev-runtime': shared(emotionPackage.version, {
      Fragment: emotionJsx.Fragment,
      jsxDEV: productionDev(emotionJsx),
    }),
  });
}
