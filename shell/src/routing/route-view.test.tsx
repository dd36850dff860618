import { act, screen, waitFor } from '@testing-library/react';
import { signIn, signOut } from '@shop/platform';
import { useLocation } from 'react-router-dom';
import { getWebsitePassword } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { renderRoutes } from '../testing/shell-providers';
import { RouteView } from './route-view';
import { ROUTES, type RouteName } from '@shop/platform/routes';

jest.mock('../remotes/load-remote', () => ({
  registerRemoteEntries: jest.fn(),
  loadRemoteModule: jest.fn(async () => {
    const { createElement } = await import('react');
    return {
      namespace: 'fake',
      translations: { en: async () => ({ default: {} }), vi: async () => ({ default: {} }) },
      pages: new Proxy({}, { get: (_t, page: string) => () => createElement('h1', null, `remote page ${page}`) }),
    };
  }),
}));

function Where() {
  const location = useLocation();
  return <p>at {`${location.pathname}${location.search}`}</p>;
}

const routesFor = (...names: RouteName[]) => [
  ...names.map((name) => ({ path: `/pc/${ROUTES[name].path}`, element: <RouteView spec={ROUTES[name]} /> })),
  { path: '/pc/customer/login', element: <Where /> },
  { path: '/pc/password', element: <Where /> },
];

describe('route guards', () => {
  // The page is still mounted here (Testing Library unmounts after this hook), so signing out re-renders it.
  afterEach(() => act(() => signOut()));

  it('sends a visitor from a login-required route to login with a return path', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routesFor('cart'), '/pc/cart');
    expect(await screen.findByText('at /pc/customer/login?redirect=%2Fpc%2Fcart')).toBeInTheDocument();
  });

  it('lets a customer through to the page', async () => {
    installFakeBackend(storeBasics);
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderRoutes(routesFor('cart'), '/pc/cart');
    expect(await screen.findByRole('heading', { name: 'remote page Cart' })).toBeInTheDocument();
  });

  it('sends every named route to the password page while the shop is locked', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(getWebsitePassword)]: () => ok(getWebsitePassword, { is_page: true, protected: true }),
    });
    await renderRoutes(routesFor('product'), '/pc/product/12');
    expect(await screen.findByText('at /pc/password?redirect=%2Fpc%2Fproduct%2F12')).toBeInTheDocument();
  });

  it("says 'Page Not Found: {path}' when a parameter fails validation", async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routesFor('product'), '/pc/product/abc');
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /pc/product/abc' })).toBeInTheDocument();
  });

  it('renders public routes for visitors', async () => {
    installFakeBackend(storeBasics);
    await renderRoutes(routesFor('product'), '/pc/product/12');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'remote page ProductDetail' })).toBeInTheDocument());
  });

  it('asks the gate once: moving to another page does not wait for it again', async () => {
    const backend = installFakeBackend(storeBasics);
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    const { router } = await renderRoutes(routesFor('product', 'cart'), '/pc/product/12');
    expect(await screen.findByRole('heading', { name: 'remote page ProductDetail' })).toBeInTheDocument();
    await act(() => router.navigate('/pc/cart'));
    // The page is there on the first render after navigating: no skeleton while the gate is asked again.
    expect(screen.getByRole('heading', { name: 'remote page Cart' })).toBeInTheDocument();
    expect(backend.asked(getWebsitePassword)).toHaveLength(1);
  });
});
