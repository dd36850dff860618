import { css, type Theme } from '@emotion/react';
import { Suspense, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { useCommonTexts } from '@shop/platform';
import { ROUTE_LIST, SET_PREFIX, type PagesOf, type RemoteName } from '@shop/platform/routes';
import { Skeleton } from '@shop/ui';

/**
 * A remote's pages on the store's paths, read from the route table (each in a main landmark and its own
 * suspense), and every other address saying it belongs to the store.
 */
export function standaloneRoutes<R extends RemoteName>(
  remote: R,
  pages: Readonly<Record<PagesOf<R>, ComponentType>>,
): RouteObject[] {
  const own = ROUTE_LIST.flatMap(({ spec }) =>
    spec.owner.kind === 'remote' && spec.owner.remote === remote
      ? [{ path: `${SET_PREFIX[spec.set]}/${spec.path}`, component: pages[spec.owner.page as PagesOf<R>] }]
      : [],
  );
  return [
    ...own.map(({ path, component }) => ({ path, element: <Page component={component} /> })),
    { path: '*', element: <Elsewhere /> },
  ];
}

function Page({ component: Component }: { component: ComponentType }) {
  const t = useCommonTexts();
  return (
    <main css={main}>
      <Suspense fallback={<Skeleton label={t('loading')} />}>
        <Component />
      </Suspense>
    </main>
  );
}

/** Login, the other remotes' pages and the rest belong to the store. */
function Elsewhere() {
  const t = useCommonTexts();
  const { pathname } = useLocation();
  return (
    <main css={main}>
      <p>{t('standalone.elsewhere', { path: pathname })}</p>
    </main>
  );
}

const main = (theme: Theme) => css`
  max-width: ${theme.layout.page};
  margin: 0 auto;
  padding: ${theme.space[6]};
`;
