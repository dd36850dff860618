import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from '@shop/api/calls';
import {
  addressList,
  ADDRESS_REQUIRED_MESSAGES,
  countriesRoute,
  fail,
  installFakeBackend,
  ok,
  route,
  savedAddress,
  type Handler,
} from '@shop/platform/testing';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-account';
import AddressesPage from './addresses-page';

const home = savedAddress();
const office = savedAddress({ id: 4, consignee: 'Tran Thi B', is_default: false, address: '5 Hai Ba Trung' });
const abroad = savedAddress({
  id: 5,
  consignee: 'John Roe',
  country_code: 'FR',
  country_name: 'France',
  status: 'invalid',
  is_default: false,
});

const backendWith = (routes: Record<string, Handler> = {}) =>
  installFakeBackend({
    ...countriesRoute,
    [route(listAddresses)]: ({ input }) =>
      ok(listAddresses, addressList(input.status === 'invalid' ? [abroad] : [home, office], { active: 2, invalid: 1 })),
    ...routes,
  });

describe('the addresses page', () => {
  beforeEach(signInAsCustomer);

  it('shows the active tab with both counts, the default first and marked', async () => {
    backendWith();
    await renderPage(<AddressesPage />, '/pc/my/address');
    expect(await screen.findByRole('tab', { name: 'Active (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Invalid (1)' })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Saved addresses' })).getAllByRole('listitem');
    expect(within(cards[0]!).getByText('Nguyen Van A')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]!).queryByText('Default')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as default: the address of Nguyen Van A' })).toBeNull();
  });

  it('shows the invalid tab with its hint', async () => {
    const backend = backendWith();
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('tab', { name: 'Invalid (1)' }));
    expect(await screen.findByText('John Roe')).toBeInTheDocument();
    expect(screen.getByText(/The shop does not deliver to this country/)).toBeInTheDocument();
    expect(backend.asked(listAddresses).at(-1)!.input).toMatchObject({ status: 'invalid' });
  });

  it('sets another address as the default', async () => {
    const backend = backendWith({
      [route(setDefaultAddress)]: () => ok(setDefaultAddress, { ...office, is_default: true }),
    });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Set as default: the address of Tran Thi B' }));
    expect(await screen.findByText('Default address changed')).toBeInTheDocument();
    expect(backend.asked(setDefaultAddress)[0]!.input).toMatchObject({ id: 4 });
  });

  it('tells every missing field with the checkout’s messages before anything is sent', async () => {
    const backend = backendWith();
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    for (const message of ADDRESS_REQUIRED_MESSAGES) expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(backend.asked(createAddress)).toHaveLength(0);
    expect(within(form).getByRole('textbox', { name: /Consignee/ })).toHaveFocus();
  });

  it('adds an address with the shared form, as the default when asked', async () => {
    const backend = backendWith({ [route(createAddress)]: () => ok(createAddress, savedAddress({ id: 9 })) });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Consignee/ }), 'Le Van C');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Country/ }), 'VN');
    await userEvent.type(within(form).getByRole('textbox', { name: /State\/Province/ }), 'Ha Noi');
    await userEvent.type(within(form).getByRole('textbox', { name: /City/ }), 'Ha Noi');
    await userEvent.type(within(form).getByRole('textbox', { name: /District/ }), 'Hoan Kiem');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Address(?! 2)/ }), '1 Trang Tien');
    await userEvent.type(within(form).getByRole('textbox', { name: /Post code/ }), '100000');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Area code/ }), '+84');
    await userEvent.type(within(form).getByRole('textbox', { name: /Phone/ }), '912345678');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Use as my default address' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address saved')).toBeInTheDocument();
    expect(backend.asked(createAddress)[0]!.input).toMatchObject({
      consignee: 'Le Van C',
      country_code: 'VN',
      area_code: '+84',
      phone: '912345678',
      is_default: true,
    });
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
  });

  it('edits an address with its fields filled in', async () => {
    const backend = backendWith({ [route(updateAddress)]: () => ok(updateAddress, office) });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit the address of Tran Thi B' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const consignee = within(form).getByRole('textbox', { name: /Consignee/ });
    expect(consignee).toHaveValue('Tran Thi B');
    await userEvent.clear(consignee);
    await userEvent.type(consignee, 'Tran Thi Bich');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(backend.asked(updateAddress)).toHaveLength(1));
    expect(backend.asked(updateAddress)[0]!.input).toMatchObject({ id: 4, consignee: 'Tran Thi Bich' });
  });

  it('refuses to open the form at 20 addresses, with a clear message', async () => {
    installFakeBackend({
      ...countriesRoute,
      [route(listAddresses)]: () => ok(listAddresses, addressList([home], { active: 15, invalid: 5 })),
    });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    await findAlert('You can save at most 20 addresses. Delete one to add another.');
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
  });

  it('tells the server’s refusal of a 21st address if it comes anyway', async () => {
    backendWith({ [route(createAddress)]: () => fail(429, 'address_limit') });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Consignee/ }), 'Le Van C');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Country/ }), 'VN');
    for (const [name, value] of [
      [/State\/Province/, 'Ha Noi'],
      [/City/, 'Ha Noi'],
      [/District/, 'Hoan Kiem'],
      [/^Address(?! 2)/, '1 Trang Tien'],
      [/Post code/, '100000'],
      [/Phone/, '912345678'],
    ] as const)
      await userEvent.type(within(form).getByRole('textbox', { name }), value);
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: /Area code/ }), '+84');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await findAlert('You can save at most 20 addresses');
    expect(within(form).getByRole('textbox', { name: /Consignee/ })).toHaveValue('Le Van C');
  });

  it('deletes an address only after confirmation', async () => {
    const backend = backendWith({ [route(deleteAddress)]: () => ok(deleteAddress, { id: 4, default_id: 3 }) });
    await renderPage(<AddressesPage />, '/pc/my/address');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the address of Tran Thi B' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(backend.asked(deleteAddress)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Delete the address of Tran Thi B' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(backend.asked(deleteAddress)[0]!.input).toMatchObject({ id: 4 });
  });
  describe('keeps focus with the shopper around the inline form', () => {
    it('takes focus into the new form, and Cancel gives it back to "Add new address"', async () => {
      backendWith();
      await renderPage(<AddressesPage />, '/pc/my/address');
      await userEvent.click(await screen.findByRole('button', { name: 'Add new address' }));
      const form = screen.getByRole('form', { name: 'New address' });
      expect(within(form).getByRole('textbox', { name: /Consignee/ })).toHaveFocus();
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add new address' })).toHaveFocus();
    });

    it('closes on Escape with focus back on the edit button that opened it', async () => {
      backendWith();
      await renderPage(<AddressesPage />, '/pc/my/address');
      const edit = await screen.findByRole('button', { name: 'Edit the address of Tran Thi B' });
      await userEvent.click(edit);
      const consignee = within(screen.getByRole('form', { name: 'Edit address' })).getByRole('textbox', {
        name: /Consignee/,
      });
      expect(consignee).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('form', { name: 'Edit address' })).not.toBeInTheDocument();
      expect(edit).toHaveFocus();
    });

    it('gives focus back to the edit button after a save', async () => {
      backendWith({ [route(updateAddress)]: () => ok(updateAddress, office) });
      await renderPage(<AddressesPage />, '/pc/my/address');
      const edit = await screen.findByRole('button', { name: 'Edit the address of Tran Thi B' });
      await userEvent.click(edit);
      await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
      expect(await screen.findByText('Address saved')).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Edit address' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Edit the address of Tran Thi B' })).toHaveFocus();
    });
  });
});
