import { css, type Theme } from '@emotion/react';
import { Suspense } from 'react';
import { useLocation, type RouteObject } from 'react-router-dom';
import { Skeleton } from '@shop/ui';
import { useCatalogTexts } from '../i18n/texts';
import { pages } from '../remote';

/** The remote's pages on the shell's paths (pc set at `/` and `/pc`, mobile set at `/mobile`). */
export const standaloneRoutes: RouteObject[] = [
  ...['/', '/pc'].map((path) => ({ path, element: <Page name="Home" /> })),
  { path: '/mobile', element: <Page name="MobileHome" /> },
  { path: '/pc/product/:id', element: <Page name="ProductDetail" /> },
  { path: '/pc/active/:code', element: <Page name="Activity" /> },
  { path: '/pc/sort', element: <Page name="Sort" /> },
  { path: '/pc/Magnifier', element: <Page name="Magnifier" /> },
  { path: '*', element: <Elsewhere /> },
];

function Page({ name }: { name: keyof typeof pages }) {
  const t = useCatalogTexts();
  const Component = pages[name];
  return (
    <main css={main}>
      <Suspense fallback={<Skeleton label={t('list.loading')} />}>
        <Component />
      </Suspense>
    </main>
  );
}

/** Login, cart and the rest belong to the shell and the other remotes. */
function Elsewhere() {
  const t = useCatalogTexts();
  const { pathname } = useLocation();
  return (
    <main css={main}>
      <p>{t('standalone.elsewhere', { path: pathname })}</p>
    </main>
  );
}

const main = (theme: Theme) => css`
  max-width: 1400px;
  margin: 0 auto;
  padding: ${theme.space[6]};
`;
