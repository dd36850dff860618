import { css, type Theme } from '@emotion/react';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type RouteObject } from 'react-router-dom';
import { Skeleton } from '@shop/ui';

/**
 * A remote's pages on the shell's paths (`{ '/pc/cart': 'Cart' }`), each in a main landmark and its own
 * suspense, and every other address saying it belongs elsewhere. Texts: the namespace's `standalone.loading` and
 * `standalone.elsewhere` ({{path}}).
 */
export function standaloneRoutes<Name extends string>(
  namespace: string,
  pages: Record<Name, ComponentType>,
  paths: Record<string, Name>,
): RouteObject[] {
  return [
    ...Object.entries<Name>(paths).map(([path, name]) => ({
      path,
      element: <Page namespace={namespace} component={pages[name]} />,
    })),
    { path: '*', element: <Elsewhere namespace={namespace} /> },
  ];
}

function Page({ namespace, component: Component }: { namespace: string; component: ComponentType }) {
  const { t } = useTranslation(namespace);
  return (
    <main css={main}>
      <Suspense fallback={<Skeleton label={t('standalone.loading')} />}>
        <Component />
      </Suspense>
    </main>
  );
}

/** Login, the other remotes' pages and the rest belong to the store. */
function Elsewhere({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
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
