import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, signOut, type RemoteModule } from '@shop/platform';
import { ShellNavLink } from '../header/nav-link';
import { WarmLinksOnIntent } from './warm-links-on-intent';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { loadRemoteModule } from './load-remote';
import { routeOf } from './preload-route';

jest.mock('./load-remote', () => ({ registerRemoteEntries: jest.fn(), loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

const checkoutWith = (preload: RemoteModule['preload']): RemoteModule => ({
  namespace: 'checkout',
  translations: { en: async () => ({ default: {} }), vi: async () => ({ default: {} }) },
  pages: {},
  preload,
});

describe('the route a link leads to', () => {
  it.each([
    ['/pc', 'Home', {}],
    ['/pc#products', 'Home', {}],
    ['/pc/cart', 'Cart', {}],
    ['/pc/product/12', 'ProductDetail', { id: '12' }],
    ['/mobile', 'MobileHome', {}],
  ])('%s is the page %s', (to, page, params) => {
    const route = routeOf(to);
    expect(route?.spec.owner).toMatchObject({ kind: 'remote', page });
    expect(route?.params).toEqual(params);
  });

  it('is none for a path no route has, or a parameter its rule refuses', () => {
    expect(routeOf('/pc/nowhere')).toBeNull();
    expect(routeOf('/pc/product/abc')).toBeNull();
  });
});

describe('warming a page on intent', () => {
  // The shell loads a remote once per page (remote-cache), so every test sees the same checkout module.
  const warmCart = jest.fn(async () => undefined);
  beforeEach(() => {
    installFakeBackend(storeBasics);
    load.mockReset();
    load.mockResolvedValue(checkoutWith({ Cart: warmCart }));
    warmCart.mockClear();
  });
  afterEach(() => signOut());

  it('warms the cart when a customer points at the cart link', async () => {
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(
      <>
        <WarmLinksOnIntent />
        <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart' }} />
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Cart' }));
    await waitFor(() => expect(warmCart).toHaveBeenCalledWith({}));
    expect(load).toHaveBeenCalledWith('mf_checkout');
  });

  it('warms a page when the keyboard reaches its link, and leaves other sites’ links alone', async () => {
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(
      <>
        <WarmLinksOnIntent />
        <a href="https://elsewhere.example/pc/cart">Elsewhere</a>
        <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart' }} />
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Elsewhere' })).toHaveFocus();
    expect(warmCart).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(warmCart).toHaveBeenCalledWith({}));
  });

  it('warms nothing of a login-required page for a visitor: the link leads to login', async () => {
    await renderWithShell(
      <>
        <WarmLinksOnIntent />
        <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart' }} />
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Cart' }));
    expect(load).not.toHaveBeenCalled();
    expect(warmCart).not.toHaveBeenCalled();
  });
});
