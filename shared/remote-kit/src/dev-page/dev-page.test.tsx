import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { getHeader, login, logout } from '@shop/api/calls';
import { createStoreI18n, getToken, loginPath, signOut, StoreProviders, type Locale } from '@shop/platform';
import { REMOTE_NAMES } from '@shop/platform/routes';
import {
  fail,
  headerData,
  installFakeBackend,
  ok,
  route,
  sessionData,
  storeBasics,
  type Handler,
} from '@shop/platform/testing';
import { ownRoutes } from '../own-routes';
import { standaloneRoutes } from '../standalone-routes';
import { findAlert, signInAsCustomer } from '../testing';
import { DEMO_CUSTOMER } from './demo-customer';

const page = (title: string) =>
  function Page() {
    return <h1>{title}</h1>;
  };
const accountPages = {
  Addresses: page('Addresses'),
  Favorites: page('Favorites'),
  Orders: page('My orders'),
  OrderDetail: page('One order'),
};

async function at(path: string, backend: Readonly<Record<string, Handler>> = {}, locale: Locale = 'en') {
  const fake = installFakeBackend({ ...storeBasics, ...backend });
  const i18n = await createStoreI18n(locale);
  const router = createMemoryRouter(standaloneRoutes('mf_account', accountPages), { initialEntries: [path] });
  render(
    <StoreProviders i18n={i18n} swr={{ dedupingInterval: 0 }}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { ...fake, router };
}

const where = (router: Awaited<ReturnType<typeof at>>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe("a remote's dev page", () => {
  afterEach(() => signOut());

  it.each(REMOTE_NAMES)(
    "lists %s's routes from the route table: a link each, a form where it takes parameters",
    async (remote) => {
      installFakeBackend(storeBasics);
      const i18n = await createStoreI18n('en');
      const router = createMemoryRouter(standaloneRoutes(remote, {} as never), { initialEntries: ['/'] });
      render(
        <StoreProviders i18n={i18n}>
          <RouterProvider router={router} />
        </StoreProviders>,
      );
      expect(await screen.findByRole('heading', { level: 1, name: `Pages of ${remote}` })).toBeInTheDocument();
      const routes = ownRoutes(remote);
      const links = screen.queryAllByRole('link').map((link) => link.getAttribute('href'));
      const forms = screen.queryAllByRole('form', { name: /^Open / }).map((form) => form.getAttribute('aria-label'));
      expect(links).toEqual(routes.filter(({ params }) => params.length === 0).map(({ path }) => path));
      expect(forms).toEqual(routes.filter(({ params }) => params.length > 0).map(({ path }) => `Open ${path}`));
    },
  );

  it('names the address asked for as the store’s, and lists the routes below it', async () => {
    await at('/pc/cart');
    expect(
      screen.getByText(
        '/pc/cart belongs to the store, not to mf_account. Open it in the store, or one of the pages below.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '/pc/my/orders' })).toBeInTheDocument();
  });

  it('opens a route with parameters at the values typed', async () => {
    const { router } = await at('/');
    const form = screen.getByRole('form', { name: 'Open /pc/my/orders/:order_id' });
    fireEvent.change(within(form).getByRole('textbox', { name: /order_id/ }), { target: { value: '17' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'One order' })).toBeInTheDocument();
    expect(where(router)).toBe('/pc/my/orders/17');
  });

  it('signs in the demo customer in one action and goes back to the page that asked for it', async () => {
    const { asked, router } = await at(loginPath('/pc/my/orders'), {
      [route(login)]: () => ok(login, sessionData('demo-token')),
    });
    expect(screen.getByText('Sign in to go on to /pc/my/orders.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as the demo customer' }));
    expect(await screen.findByRole('heading', { name: 'My orders' })).toBeInTheDocument();
    expect(asked(login)).toEqual([expect.objectContaining({ input: expect.objectContaining(DEMO_CUSTOMER) })]);
    expect(getToken()).toBe('demo-token');
    expect(where(router)).toBe('/pc/my/orders');
  });

  it("signs in another account from the form, the client's call carrying what was typed", async () => {
    const { asked, router } = await at(loginPath('/pc/my/favorites'), {
      [route(login)]: () => ok(login, sessionData('other-token')),
    });
    const form = screen.getByRole('form', { name: 'Another account' });
    fireEvent.input(within(form).getByRole('textbox', { name: /Email/ }), { target: { value: 'a@example.com' } });
    fireEvent.input(within(form).getByLabelText(/Password/), { target: { value: 'secret-1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Favorites' })).toBeInTheDocument();
    expect(asked(login)).toEqual([
      expect.objectContaining({ input: expect.objectContaining({ email: 'a@example.com', password: 'secret-1' }) }),
    ]);
    expect(where(router)).toBe('/pc/my/favorites');
  });

  it('tells each empty field next to it, and sends nothing', async () => {
    const { asked } = await at('/');
    const form = screen.getByRole('form', { name: 'Another account' });
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
        'The Email field is required',
      ),
    );
    expect(within(form).getByLabelText(/Password/)).toHaveAccessibleDescription('The Password field is required');
    expect(asked(login)).toEqual([]);
  });

  it('tells a refused sign-in and stays signed out', async () => {
    await at('/', { [route(login)]: () => fail(403, 'credentials_invalid') });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in as the demo customer' }));
    expect(await findAlert('These credentials do not match our records.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in as the demo customer' })).toBeInTheDocument();
  });

  it('says who is signed in and signs out', async () => {
    signInAsCustomer();
    const { asked } = await at('/', {
      [route(getHeader)]: () => ok(getHeader, headerData({ user_name: 'Bao Nguyen' })),
      [route(logout)]: () => ok(logout, {}),
    });
    expect(await screen.findByText('Signed in as Bao Nguyen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in as the demo customer' })).toBeInTheDocument();
    expect(asked(logout)).toHaveLength(1);
    expect(getToken()).toBeNull();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await at('/pc/cart', {}, 'vi');
    expect(screen.getByRole('heading', { level: 1, name: 'Các trang của mf_account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng nhập bằng khách hàng mẫu' })).toBeInTheDocument();
  });
});
