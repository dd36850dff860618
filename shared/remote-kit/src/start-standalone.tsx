import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  api,
  createStoreI18n,
  detectLocale,
  loginPath,
  signOut,
  StoreProviders,
  type RemoteModule,
} from '@shop/platform';
import type { PagesOf, RemoteName } from '@shop/platform/routes';
import { standaloneRoutes } from './standalone-routes';

/** What a remote's `./remote` module gives its own page: the same surface the shell loads. */
export interface StandaloneRemote<R extends RemoteName> extends Pick<RemoteModule, 'namespace' | 'translations'> {
  pages: Readonly<Record<PagesOf<R>, ComponentType>>;
}

/**
 * A remote's own page (its team's dev server, its monolith build): its pages on the store's paths (from the route
 * table) inside the providers the shell gives them, against the real backend through the dev server's API proxy,
 * with the shell's start-up steps. `startStandalone('mf_checkout', remote)` is the whole of a remote's bootstrap.
 */
export async function startStandalone<R extends RemoteName>(
  name: R,
  remote: StandaloneRemote<R>,
  container: HTMLElement | null = document.getElementById('root'),
) {
  if (!container) return;
  const locale = detectLocale();
  document.documentElement.lang = locale;
  const [i18n] = await Promise.all([
    createStoreI18n(locale, { [remote.namespace]: remote.translations }),
    api.refreshCsrf(),
  ]);
  const router = createBrowserRouter(standaloneRoutes(name, remote.pages));
  // As the shell does: an expired session ends here and goes to login (which lives in the shell).
  api.setUnauthorizedHandler(() => {
    signOut();
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
  });
  createRoot(container).render(
    <StoreProviders i18n={i18n}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
}
