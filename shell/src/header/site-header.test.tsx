import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getHeader } from '@shop/api/calls';
import { signIn, signOut } from '@shop/platform';
import { installFakeBackend, ok, route, storeBasics, visitorHeader } from '@shop/platform/testing';
import { renderWithShell } from '../testing/shell-providers';
import { SiteHeader } from './site-header';

// jsdom applies no media query, so these tests see the phone's compact header (the styles are mobile-first); the
// wide row and its account menu are walked in the browser (e2e/tests/auth.spec.ts, e2e/tests/devices/).

const customer = () =>
  installFakeBackend({
    ...storeBasics,
    [route(getHeader)]: () =>
      ok(getHeader, { ...visitorHeader, cart_total: 2, wish_total: 1, user_name: 'Bao Nguyen' }),
  });

describe('the header on a phone', () => {
  afterEach(() => act(() => signOut()));

  it('names the logo link "Store home" while the shop\'s header has not come, then by the shop\'s name', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc/cart');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Store home' })).toHaveAttribute('href', '/pc');
    expect(await within(banner).findByRole('img', { name: /home$/ })).toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Store home' })).not.toBeInTheDocument();
  });

  it('shows the logo and a closed menu button; the navigation is behind it', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc/cart');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(button.getAttribute('aria-controls')!);
    expect(region).not.toBeNull();
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('shows the cart beside the menu button, named with its count, reached in one tap', async () => {
    customer();
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(<SiteHeader />, '/pc');
    const cart = await screen.findByRole('link', { name: 'Cart 2 items in cart' });
    expect(cart).toBeVisible();
    expect(cart).toHaveAttribute('href', '/pc/cart');
    expect(cart).toHaveTextContent('Cart2');
    // Outside the menu: nothing has to be opened first.
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('names the bar’s cart with no count for a visitor with an empty cart', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc');
    expect(await screen.findByRole('link', { name: 'Cart' })).toHaveTextContent(/^Cart$/);
  });

  it('fits the logo, the cart and the menu on one row of the narrowest phones: the menu shows its bars alone there', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc');
    const button = await screen.findByRole('button', { name: 'Open menu' });
    const words = within(button).getByText('Open menu');
    const css = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
      .join('\n')
      .replace(/\s+/g, '');
    // Below sm the words are clipped for the eye only (still the button's name), not removed.
    expect(css).toMatch(
      /@media\(max-width:calc\(480px-0\.02px\)\)\{[^@]*\.menu-label\{position:absolute;[^}]*clip:rect\(0,0,0,0\)/,
    );
    expect(words).toHaveClass('menu-label');
  });

  it('holds every navigation item, the greeting, the language, the cart count and logout for a customer', async () => {
    customer();
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(<SiteHeader />, '/pc');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const close = screen.getByRole('button', { name: 'Close menu' });
    expect(close).toHaveAttribute('aria-expanded', 'true');
    const region = document.getElementById(close.getAttribute('aria-controls')!)!;
    expect(region).toBeVisible();
    const main = within(region).getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Home', 'All products', 'Quick order', /^Cart/, 'Orders', 'List to TKs']) {
      expect(within(main).getByRole('link', { name })).toBeVisible();
    }
    expect(within(main).getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/pc/quick-order');
    expect(within(main).getByRole('button', { name: 'ERP center' })).toBeVisible();
    expect(await within(region).findByText('Hi, Bao Nguyen')).toBeVisible();
    expect(within(main).getByLabelText('2 items in cart')).toBeVisible();
    expect(within(region).getByLabelText('Language')).toBeVisible();
    const account = within(region).getByRole('navigation', { name: 'My account' });
    for (const name of ['Address management', 'My orders', /^Favorites list/, 'After-sales requests']) {
      expect(within(account).getByRole('link', { name })).toBeVisible();
    }
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeVisible();
    // On a phone the account's pages are listed in the menu, not behind a second button.
    expect(within(region).queryByRole('button', { name: 'My account' })).not.toBeInTheDocument();
  });

  it('leads the phone menu of the mobile layout to the mobile quick order, open to a visitor', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader home="/mobile" mobile />, '/mobile');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/mobile/quick-order');
  });

  it('closes on Escape from inside the menu and gives focus back to its button', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('is reached and opened from the keyboard, and closes when a link is followed', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc');
    await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.tab(); // skip link
    await userEvent.tab(); // logo
    await userEvent.tab(); // the bar's cart
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('link', { name: 'All products' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when the visitor taps outside it', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(
      <>
        <SiteHeader />
        <p>the page</p>
      </>,
      '/pc',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await userEvent.click(screen.getByText('the page'));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers sign in to a visitor, with the way back to this page', async () => {
    installFakeBackend(storeBasics);
    await renderWithShell(<SiteHeader />, '/pc');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/customer\/login/),
    );
    expect(screen.queryByRole('button', { name: 'ERP center' })).not.toBeInTheDocument();
  });
});

describe('the account menu button of the wide header', () => {
  afterEach(() => act(() => signOut()));

  // The button is hidden by CSS below the lg breakpoint (always so in jsdom): its behaviour is tested as such.
  it('discloses the account pages and closes on Escape with focus back on it', async () => {
    customer();
    signIn({ token: 'tok', expires_at: new Date(Date.now() + 60_000).toISOString() });
    await renderWithShell(<SiteHeader />, '/pc');
    // Hidden, it has no accessible name to find it by: its text is used instead.
    const toggle = (await screen.findByText('My account', { selector: 'button' })) as HTMLButtonElement;
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(list).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(list).toHaveAttribute('data-open', 'true');
    within(list).getByRole('link', { name: 'My orders', hidden: true }).focus();
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
