import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCart, listProducts } from '@shop/api/calls';
import { openingCall, signIn, signOut, type OpeningAddress, type RemoteModule } from '@shop/platform';
import { ShellNavLink } from '../header/nav-link';
import { WarmLinksOnIntent } from './warm-links-on-intent';
import { cartOf, installFakeBackend, ok, pageOf, route, storeBasics } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { loadRemoteModule } from './load-remote';
import { routeOf } from './preload-route';

jest.mock('./load-remote', () => ({ registerRemoteEntries: jest.fn(), loadRemoteModule: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** A remote whose Cart opens with the cart, and whose Home opens with the list its link's query names. */
const remoteWith = (loadCart: () => Promise<unknown>, opened: (at: OpeningAddress) => void): RemoteModule => ({
  namespace: 'checkout',
  translations: { en: async () => ({ default: {} }), vi: async () => ({ default: {} }) },
  pages: {},
  load: { Cart: loadCart },
  opening: {
    Cart: { calls: () => [openingCall(getCart, {})] },
    Home: {
      calls: (at) => {
        opened(at);
        return [openingCall(listProducts, { sort: 'newest_desc', page: Number(at.query.get('page')), page_size: 20 })];
      },
    },
  },
});

describe('the route a link leads to', () => {
  it.each([
    ['/pc?page=2', 'Home', {}],
    ['/pc#products', 'Home', {}],
    ['/pc/cart', 'Cart', {}],
    ['/pc/product/12', 'ProductDetail', { id: '12' }],
    ['/mobile', 'MobileHome', {}],
  ])('%s is the page %s', (to, page, params) => {
    const route = routeOf(to);
    expect(route?.spec.owner).toMatchObject({ kind: 'remote', page });
    expect(route?.params).toEqual(params);
    expect(route?.query.toString()).toBe(new URL(to, 'http://x.invalid').searchParams.toString());
  });

  it('is none for a path no route has, or a parameter its rule refuses', () => {
    expect(routeOf('/pc/nowhere')).toBeNull();
    expect(routeOf('/pc/product/abc')).toBeNull();
  });
});

describe('warming a page on intent', () => {
  // The shell loads a remote once per page (remote-cache), so every test sees the same module.
  const loadCart = jest.fn(async () => undefined);
  const opened = jest.fn();
  let backend: ReturnType<typeof installFakeBackend>;
  beforeEach(() => {
    backend = installFakeBackend({
      ...storeBasics,
      [route(getCart)]: () => ok(getCart, cartOf([])),
      [route(listProducts)]: () => ok(listProducts, pageOf([], { page_size: 20 })),
    });
    load.mockReset();
    load.mockResolvedValue(remoteWith(loadCart, opened));
    loadCart.mockClear();
    opened.mockClear();
  });
  // Unmounted first: signing out while the links are drawn would update them outside act.
  afterEach(() => {
    cleanup();
    signOut();
  });

  it('warms the cart when a customer points at the cart link', async () => {
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(
      <>
        <WarmLinksOnIntent />
        <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart' }} />
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Cart' }));
    // Its chunk and the call its remote declares the page opens with.
    await waitFor(() => expect(backend.asked(getCart)).toHaveLength(1));
    expect(loadCart).toHaveBeenCalled();
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
    expect(loadCart).not.toHaveBeenCalled();
    await userEvent.tab();
    await waitFor(() => expect(backend.asked(getCart)).toHaveLength(1));
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
    expect(backend.asked(getCart)).toHaveLength(0);
  });

  it("warms a visitor's home with the list its link's query names", async () => {
    await renderWithShell(
      <>
        <WarmLinksOnIntent />
        <a href="/pc?page=3">Page 3</a>
      </>,
    );
    await userEvent.hover(screen.getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(backend.asked(listProducts)).toHaveLength(1));
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ params: {}, locale: 'en', signedIn: false }));
    expect(new URL(backend.asked(listProducts)[0]!.url).searchParams.get('page')).toBe('3');
  });
});
