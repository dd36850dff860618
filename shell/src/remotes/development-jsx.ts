import { getInstance, registerShared } from '@module-federation/enhanced/runtime';
// Emotion's runtime draws an element without a `css` prop with React's own `jsx`: it stands for both, and the shell
// already holds it (every component of the shell is compiled for it).
import * as emotionJsx from '@emotion/react/jsx-runtime';

type Jsx = typeof emotionJsx.jsx;

/**
 * `jsxDEV(type, props, key, isStaticChildren, source, self)` drawn by a production runtime: the development
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
 * its first element. The page provides both instead, from its own production runtime, before any remote loads:
 * loaded already, they are the ones every remote is given (the share strategy is `loaded-first`).
 */
function provideDevelopmentJsx(): void {
  const scope = getInstance()?.shareScopeMap.default ?? {};
  /**
   * Each at the version the page provides its package at (the shell's own copy, registered when the page started),
   * which a remote's `react/` and `@emotion/react/` subpaths are required at.
   */
  const shared = (pkg: string, runtime: { jsx: Jsx; jsxs: Jsx; Fragment: unknown }) => {
    const version = Object.keys(scope[pkg] ?? {})[0];
    const lib = { Fragment: runtime.Fragment, jsxDEV: productionDev(runtime) };
    return version
      ? {
          [`${pkg}/jsx-dev-runtime`]: {
            version,
            lib: () => lib,
            shareConfig: { singleton: true, requiredVersion: `^${version}` },
          },
        }
      : {};
  };
  registerShared({ ...shared('react', emotionJsx), ...shared('@emotion/react', emotionJsx) });
}

// Imported only for a page with a developer's remote, and only for what this does: a bare import, fewer bytes in the
// script every shopper loads than a named call.
provideDevelopmentJsx();
