import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutCart, getCart, getHeader, removeCartItems, selectCartItems, setCartQuantity } from '@shop/api/calls';
import { cartItem, cartOf, fail, headerData, installFakeBackend, ok, route } from '@shop/platform/testing';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-checkout';
import CartPage from './cart-page';

describe('the cart page', () => {
  beforeEach(signInAsCustomer);

  it('lists the lines with unit price, amount and the total of the selected goods', async () => {
    installFakeBackend({
      [route(getCart)]: () =>
        ok(
          getCart,
          cartOf([
            cartItem(),
            cartItem({ id: 12, name: 'Desk Lamp', selected: false, amount: 900, unit_price: 900, quantity: 1 }),
          ]),
        ),
    });
    await renderPage(<CartPage />, '/pc/cart');
    const table = await screen.findByRole('table', { name: 'Products in your cart' });
    expect(within(table).getByText('Classic Phone Case - Red')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Select Classic Phone Case - Red' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Select Desk Lamp' })).not.toBeChecked();
    expect(screen.getByText('Selected: 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Total price of goods' })).getByText('$25.00'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Checkout progress' })).toBeInTheDocument();
  });

  it('on a phone, names each figure of a line (the row is a card) and keeps Check out in a sticky bar', async () => {
    installFakeBackend({ [route(getCart)]: () => ok(getCart, cartOf([cartItem()])) });
    await renderPage(<CartPage />, '/pc/cart');
    const table = await screen.findByRole('table', { name: 'Products in your cart' });
    const [line] = within(table).getAllByRole('row').slice(1);
    const labels = within(line!)
      .getAllByText(/./, { selector: 'span[aria-hidden="true"]' })
      .map((label) => label.textContent);
    // The product and its remove button say what they are; the figures are named.
    expect(labels).toEqual(['Unit price', 'Quantity', 'Amount']);
    const bar = screen.getByRole('region', { name: 'Total price of goods' });
    expect(within(bar).getByRole('button', { name: 'Check out' })).toBeInTheDocument();
    const barRules = Array.from(document.styleSheets)
      .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText.replace(/\s+/g, '')))
      .filter((rule) => Array.from(bar.classList).some((name) => rule.includes(`.${name}{`)));
    expect(barRules.join('\n')).toMatch(/@media\(max-width:calc\(1024px-0\.02px\)\)\{[^}]*position:sticky;bottom:0;/);
  });

  it('says so when the cart is empty, with the way back to the catalogue', async () => {
    installFakeBackend({ [route(getCart)]: () => ok(getCart, cartOf([])) });
    await renderPage(<CartPage />, '/pc/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/pc');
  });

  it('steps the quantity within the inventory and keeps the header in step', async () => {
    let item = cartItem({ quantity: 4, inventory: 5, amount: 5000 });
    const backend = installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([item])),
      [route(setCartQuantity)]: ({ input }) => {
        item = { ...item, quantity: Number(input.quantity), amount: Number(input.quantity) * item.unit_price };
        return ok(setCartQuantity, cartOf([item]));
      },
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    const more = await screen.findByRole('button', { name: 'Increase the quantity of Classic Phone Case - Red' });
    await userEvent.click(more);
    await waitFor(() => expect(backend.asked(setCartQuantity)).toHaveLength(1));
    expect(backend.asked(setCartQuantity)[0]!.input).toMatchObject({ item_id: 11, quantity: 5 });
    // At the inventory: no further step up.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Increase the quantity of Classic Phone Case - Red' })).toBeDisabled(),
    );
    await waitFor(() => expect(backend.asked(getHeader).length).toBeGreaterThan(0));
  });

  it('brings a typed quantity above the inventory down to it', async () => {
    const backend = installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([cartItem({ quantity: 1, inventory: 5 })])),
      [route(setCartQuantity)]: () => ok(setCartQuantity, cartOf([cartItem({ quantity: 5, inventory: 5 })])),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Classic Phone Case - Red' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '99{Enter}');
    await waitFor(() => expect(backend.asked(setCartQuantity)[0]?.input).toMatchObject({ quantity: 5 }));
  });

  it('tells a refused quantity and shows what the server kept', async () => {
    installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([cartItem({ quantity: 2, inventory: 5 })])),
      [route(setCartQuantity)]: () => fail(422, 'validation', { quantity: ['quantity_over_inventory'] }),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Increase the quantity of Classic Phone Case - Red' }),
    );
    await findAlert('The quantity cannot be higher than the inventory');
    expect(screen.getByRole('textbox', { name: 'Quantity of Classic Phone Case - Red' })).toHaveValue('2');
  });

  it('removes a line only after confirmation', async () => {
    const backend = installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([cartItem()])),
      [route(removeCartItems)]: () => ok(removeCartItems, cartOf([])),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Classic Phone Case - Red' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.asked(removeCartItems)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Classic Phone Case - Red' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(backend.asked(removeCartItems)[0]!.input).toMatchObject({ item_ids: [11] });
  });

  it('selects and unselects lines on the server', async () => {
    const backend = installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([cartItem({ selected: false })])),
      [route(selectCartItems)]: () => ok(selectCartItems, cartOf([cartItem({ selected: true })])),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await waitFor(() =>
      expect(backend.asked(selectCartItems)[0]?.input).toMatchObject({ item_ids: [11], selected: true }),
    );
    expect(await screen.findByRole('checkbox', { name: 'Select Classic Phone Case - Red' })).toBeChecked();
  });

  it('checks out the selected lines into the delivery choice, or tells why not', async () => {
    let refuse = true;
    installFakeBackend({
      [route(getCart)]: () => ok(getCart, cartOf([cartItem()])),
      [route(checkoutCart)]: () =>
        refuse ? fail(422, 'validation', { items: ['checkout_mixed_warehouses'] }) : ok(checkoutCart, { cart_id: 31 }),
    });
    await renderPage(<CartPage />, '/pc/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    await findAlert(/The selected items ship from different warehouses\./);
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('now at /pc/chooseDelivery/31')).toBeInTheDocument();
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    let down = true;
    installFakeBackend({
      [route(getCart)]: () => (down ? fail(500, 'server_error') : ok(getCart, cartOf([cartItem()]))),
    });
    await renderPage(<CartPage />, '/pc/cart');
    await findAlert('This page could not be loaded.');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Products in your cart' })).toBeInTheDocument();
  });

  it('keeps the cart when a quantity change fails offline, and tells the failure on the action', async () => {
    let online = true;
    const offline = () => {
      throw new TypeError('Failed to fetch');
    };
    const backend = installFakeBackend({
      [route(getCart)]: () => (online ? ok(getCart, cartOf([cartItem({ quantity: 2, inventory: 5 })])) : offline()),
      [route(setCartQuantity)]: offline,
      [route(getHeader)]: () => (online ? ok(getHeader, headerData()) : offline()),
    });
    await renderPage(<CartPage />, '/pc/cart');
    const more = await screen.findByRole('button', { name: 'Increase the quantity of Classic Phone Case - Red' });
    online = false;
    await userEvent.click(more);
    await findAlert('You seem to be offline. Check your connection and try again.');
    // The cart is read again after a failed change; that read fails too, and the cart stays.
    await waitFor(() => expect(backend.asked(getCart).length).toBeGreaterThan(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check out' })).toBeEnabled());
    expect(screen.queryByText('This page could not be loaded.')).toBeNull();
    expect(screen.getByRole('table', { name: 'Products in your cart' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Quantity of Classic Phone Case - Red' })).toHaveValue('2');
  });
});
