import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { createStoreI18n, signIn, StoreProviders, type Locale, type NamespaceLoaders } from '@shop/platform';

/** Where the router is: the redirect target of tests ("now at /pc/customer/login?redirect=..."). */
function Where() {
  const { pathname, search } = useLocation();
  return <p>now at {`${pathname}${search}`}</p>;
}

/**
 * `renderPage(page, path)` for one remote: the page at `path` (matched by `pattern`) inside the shell's real
 * providers and a memory router; any other address shows where the router went. Returns the router too.
 */
export function createRenderPage(namespace: string, translations: NamespaceLoaders) {
  return async function renderPage(
    page: ReactElement,
    path: string,
    { pattern = path.split('?')[0]!, locale = 'en' as Locale } = {},
  ) {
    const i18n = await createStoreI18n(locale, { [namespace]: translations });
    const routes: RouteObject[] = [
      { path: pattern, element: page },
      { path: '*', element: <Where /> },
    ];
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const view = render(
      <StoreProviders i18n={i18n} swr={{ dedupingInterval: 0 }}>
        <RouterProvider router={router} />
      </StoreProviders>,
    );
    return { router, ...view };
  };
}

/** The demo customer's session, as after login (the cookie the shell reads). */
export function signInAsCustomer(): void {
  signIn({ token: 'test-token', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
}

/** The text, told in an alert (a page's failure messages); the toasts' live region is also an alert. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByText(text);
  const alert = found.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${found.textContent}" is not inside an alert`);
  return alert;
}
