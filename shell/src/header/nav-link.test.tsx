import { screen } from '@testing-library/react';
import { getHeader } from '@shop/api/calls';
import { installFakeBackend, ok, route, storeBasics, visitorHeader } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { ShellNavLink } from './nav-link';

const links = (
  <nav aria-label="Main">
    <ShellNavLink item={{ label: 'nav.home', to: '/pc' }} />
    <ShellNavLink item={{ label: 'nav.allProducts', to: '/pc#products' }} />
    <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart' }} />
  </nav>
);

describe('a navigation link', () => {
  beforeEach(() => installFakeBackend(storeBasics));

  it.each([
    ['/pc', 'Home'],
    ['/pc#products', 'All products'],
    ['/pc/cart', 'Cart'],
  ])('at %s, only %s is marked as the current page', async (path, current) => {
    await renderWithShell(links, path);
    const marked = screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    expect(marked.map((link) => link.textContent)).toEqual([current]);
  });
});

describe('a navigation link’s counter', () => {
  const withCart = (cart_total: number, wish_total: number) =>
    installFakeBackend({
      ...storeBasics,
      [route(getHeader)]: () => ok(getHeader, { ...visitorHeader, cart_total, wish_total, user_name: 'An' }),
    });
  const counters = (
    <>
      <ShellNavLink item={{ label: 'nav.cart', to: '/pc/cart', counter: 'cart_total' }} />
      <ShellNavLink item={{ label: 'nav.favorites', to: '/pc/my/favorites', counter: 'wish_total' }} />
    </>
  );

  it('says one item in the singular', async () => {
    withCart(1, 1);
    await renderWithShell(counters, '/pc');
    expect(await screen.findByLabelText('1 item in cart')).toHaveTextContent('1');
    expect(screen.getByLabelText('1 favorite')).toBeInTheDocument();
  });

  it('says several items in the plural', async () => {
    withCart(3, 2);
    await renderWithShell(counters, '/pc');
    expect(await screen.findByLabelText('3 items in cart')).toBeInTheDocument();
    expect(screen.getByLabelText('2 favorites')).toBeInTheDocument();
  });
});
