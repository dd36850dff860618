import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { signIn, type Locale } from '@shop/platform';
import { checkoutI18n } from '../standalone/checkout-i18n';
import { CheckoutProviders } from '../standalone/checkout-providers';

/** Where the router is: the redirect target of tests ("now at /pc/customer/login?redirect=..."). */
function Where() {
  const { pathname, search } = useLocation();
  return <p>now at {`${pathname}${search}`}</p>;
}

/**
 * Renders a page at `path` (matched by `pattern`) inside the shell's real providers, with a memory router;
 * any other address shows where the router went. Returns the router, to go back and forward.
 */
export async function renderPage(
  page: ReactElement,
  path: string,
  { pattern = path.split('?')[0]!, locale = 'en' as Locale } = {},
) {
  const i18n = await checkoutI18n(locale);
  const routes: RouteObject[] = [
    { path: pattern, element: page },
    { path: '*', element: <Where /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <CheckoutProviders i18n={i18n} swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </CheckoutProviders>,
  );
  return { router, ...view };
}

/** The demo customer's session, as after login (the cookie the shell reads). */
export function signInAsCustomer(): void {
  signIn({ token: 'test-token', expires_at: new Date(Date.now() + 3_600_000).toISOString() });
}

/** The text, told in an alert (the page's failure messages); the toasts' live region is also an alert. */
export async function findAlert(text: string | RegExp): Promise<HTMLElement> {
  const found = await screen.findByText(text);
  const alert = found.closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${found.textContent}" is not inside an alert`);
  return alert;
}
