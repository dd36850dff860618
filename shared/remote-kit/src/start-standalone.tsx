import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { api, detectLocale, loginPath, setCurrentLocale, signOut, type NamespaceLoaders } from '@shop/platform';
import { remoteI18n } from './remote-i18n';
import { RemoteProviders } from './remote-providers';

export interface StandaloneOptions {
  namespace: string;
  translations: NamespaceLoaders;
  routes: RouteObject[];
  container: HTMLElement;
}

/**
 * A remote's own page (its team's dev server, its monolith build): its pages inside the providers the shell
 * gives them, against the real backend through the dev server's API proxy, with the shell's start-up steps.
 */
export async function startStandalone({ namespace, translations, routes, container }: StandaloneOptions) {
  const locale = detectLocale();
  setCurrentLocale(locale);
  document.documentElement.lang = locale;
  const [i18n] = await Promise.all([remoteI18n(locale, namespace, translations), api.refreshCsrf()]);
  const router = createBrowserRouter(routes);
  // As the shell does: an expired session ends here and goes to login (which lives in the shell).
  api.setUnauthorizedHandler(() => {
    signOut();
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
  });
  createRoot(container).render(
    <RemoteProviders i18n={i18n} namespace={namespace}>
      <RouterProvider router={router} />
    </RemoteProviders>,
  );
}
