// The checkout's own page (`pnpm --filter @shop/mf-checkout dev`): its pages on the shell's paths, inside the
// providers the shell gives them, against the real backend through the dev server's API proxy.
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { api, detectLocale, loginPath, setCurrentLocale, signOut } from '@shop/platform';
import { checkoutI18n } from './standalone/checkout-i18n';
import { CheckoutProviders } from './standalone/checkout-providers';
import { standaloneRoutes } from './standalone/standalone-routes';

async function start(container: HTMLElement): Promise<void> {
  const locale = detectLocale();
  setCurrentLocale(locale);
  document.documentElement.lang = locale;
  const [i18n] = await Promise.all([checkoutI18n(locale), api.refreshCsrf()]);
  const router = createBrowserRouter(standaloneRoutes);
  // As the shell does: an expired session ends here and goes to login (which lives in the shell).
  api.setUnauthorizedHandler(() => {
    signOut();
    const { pathname, search } = router.state.location;
    void router.navigate(loginPath(`${pathname}${search}`), { replace: true });
  });
  createRoot(container).render(
    <CheckoutProviders i18n={i18n}>
      <RouterProvider router={router} />
    </CheckoutProviders>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
