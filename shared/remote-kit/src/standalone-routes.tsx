import { css, type Theme } from '@emotion/react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { useCommonTexts } from '@shop/platform';
import type { PagesOf, RemoteName } from '@shop/platform/routes';
import { Skeleton } from '@shop/ui';
import { ownRoutes } from './own-routes';

// Its own chunk: a monolith build's real pages never load the dev page or its sign-in.
const DevPage = lazy(() => import(/* webpackChunkName: "dev-page" */ './dev-page/dev-page'));

/**
 * A remote's pages on the store's paths, read from the route table (each in a main landmark and its own
 * suspense); every other address (home, login, the other remotes' pages) is the dev page: the remote's routes and
 * the sign-in.
 */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  pages: Readonly<Record<PagesOf<R>, ComponentType>>,
): RouteObject[] {
  return [
    ...ownRoutes(remote).map(({ path, page }) => {
      const Component: ComponentType = pages[page as PagesOf<R>];
      return {
        path,
        element: (
          <Page>
            <Component />
          </Page>
        ),
      };
    }),
    {
      path: '*',
      element: (
        <Page>
          <DevPage remote={remote} />
        </Page>
      ),
    },
  ];
}

function Page({ children }: { children: ReactNode }) {
  const t = useCommonTexts();
  return (
    <main css={main}>
      <Suspense fallback={<Skeleton label={t('loading')} />}>{children}</Suspense>
    </main>
  );
}

const main = (theme: Theme) => css`
  max-width: ${theme.layout.page};
  margin: 0 auto;
  padding: ${theme.space[6]};
`;
