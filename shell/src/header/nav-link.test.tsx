import { screen } from '@testing-library/react';
import { installFakeBackend, storeBasics } from '@shop/platform/testing';
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
