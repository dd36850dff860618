import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCheckoutSummary, listAddresses, setPickupDelivery, setPostDelivery } from '@shop/api/calls';
import {
  addressList,
  ADDRESS_REQUIRED_MESSAGES,
  checkoutSummary,
  checkoutSummaryWithPost,
  countriesRoute,
  fail,
  installFakeBackend,
  ok,
  route,
  savedAddress,
} from '@shop/platform/testing';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-checkout';
import ChooseDeliveryPage from './choose-delivery-page';
import DeliveryPickUpPage from './delivery-pickup-page';
import DeliveryPostPage from './delivery-post-page';

const addressBook = (items = [savedAddress()]) => ok(listAddresses, addressList(items));

describe('choosing the delivery', () => {
  beforeEach(signInAsCustomer);

  it('offers post or self pickup and goes to the chosen form', async () => {
    installFakeBackend({ [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummary()) });
    await renderPage(<ChooseDeliveryPage />, '/pc/chooseDelivery/7', { pattern: '/pc/chooseDelivery/:cart_id' });
    expect(await screen.findByText('The goods ship from Shenzhen Warehouse.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Self pickup/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('now at /pc/delivery/pickUp/7')).toBeInTheDocument();
  });

  it('says Page Not Found for a checkout that is not this customer’s', async () => {
    installFakeBackend({ [route(getCheckoutSummary)]: () => fail(404, 'not_found') });
    await renderPage(<ChooseDeliveryPage />, '/pc/chooseDelivery/999', { pattern: '/pc/chooseDelivery/:cart_id' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found: /pc/chooseDelivery/999' })).toBeInTheDocument();
  });
});

describe('delivery by post', () => {
  beforeEach(signInAsCustomer);

  const backend = (addresses = addressBook([])) =>
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummary()),
      ...countriesRoute,
      [route(listAddresses)]: () => addresses,
      [route(setPostDelivery)]: () => ok(setPostDelivery, checkoutSummaryWithPost()),
    });

  it('shows each required message of spec 5 once, next to its field, and sends nothing', async () => {
    const fake = backend();
    await renderPage(<DeliveryPostPage />, '/pc/delivery/post/7', { pattern: '/pc/delivery/post/:cart_id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    for (const message of ADDRESS_REQUIRED_MESSAGES) expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: /Consignee/ })).toHaveAccessibleDescription(
      'The Consignee field is required',
    );
    expect(fake.asked(setPostDelivery)).toHaveLength(0);
  });

  it('sends the typed address and goes on to confirm the order', async () => {
    const fake = backend();
    await renderPage(<DeliveryPostPage />, '/pc/delivery/post/7', { pattern: '/pc/delivery/post/:cart_id' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Consignee/ }), 'Tran Thi B');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Country/ }), 'VN');
    await userEvent.type(screen.getByRole('textbox', { name: /State\/Province/ }), 'Ha Noi');
    await userEvent.type(screen.getByRole('textbox', { name: /^City/ }), 'Ha Noi');
    await userEvent.type(screen.getByRole('textbox', { name: /District/ }), 'Ba Dinh');
    await userEvent.type(screen.getByRole('textbox', { name: /^Address\b(?! 2)/ }), '1 Hoang Dieu');
    await userEvent.type(screen.getByRole('textbox', { name: /Post code/ }), '100000');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Area code/ }), '+84');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '912345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('now at /pc/orderConfim/7')).toBeInTheDocument();
    expect(fake.asked(setPostDelivery)[0]!.input).toMatchObject({
      cart_id: 7,
      consignee: 'Tran Thi B',
      country_code: 'VN',
      area_code: '+84',
      phone: '912345678',
    });
  });

  it('delivers to the default saved address without typing', async () => {
    const fake = backend(addressBook([savedAddress(), savedAddress({ id: 4, is_default: false, consignee: 'Le C' })]));
    await renderPage(<DeliveryPostPage />, '/pc/delivery/post/7', { pattern: '/pc/delivery/post/:cart_id' });
    expect(await screen.findByRole('radio', { name: /Nguyen Van A.*\(default\)/ })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /Consignee/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('now at /pc/orderConfim/7')).toBeInTheDocument();
    expect(fake.asked(setPostDelivery)[0]!.input).toMatchObject({ cart_id: 7, address_id: 3 });
  });

  it('keeps what was typed when the call fails, and tells the server’s refusal next to its field', async () => {
    let answer = fail(500, 'server_error');
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      ...countriesRoute,
      [route(listAddresses)]: () => addressBook([]),
      [route(setPostDelivery)]: () => answer,
    });
    await renderPage(<DeliveryPostPage />, '/pc/delivery/post/7', { pattern: '/pc/delivery/post/:cart_id' });
    // The recipient chosen before is filled in again.
    expect(await screen.findByRole('textbox', { name: /Consignee/ })).toHaveValue('Nguyen Van A');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await findAlert('Submission failed, please try again');
    expect(screen.getByRole('textbox', { name: /Consignee/ })).toHaveValue('Nguyen Van A');
    answer = fail(422, 'validation', { country_code: ['country_not_deliverable'] });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('We do not deliver to this country.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Country/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a refusal of the checkout above the form, not on a field no one sees, and keeps what was typed', async () => {
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      ...countriesRoute,
      [route(listAddresses)]: () => addressBook([]),
      [route(setPostDelivery)]: () => fail(422, 'validation', { cart_id: ['invalid_value'] }),
    });
    await renderPage(<DeliveryPostPage />, '/pc/delivery/post/7', { pattern: '/pc/delivery/post/:cart_id' });
    const consignee = await screen.findByRole('textbox', { name: /Consignee/ });
    await userEvent.clear(consignee);
    await userEvent.type(consignee, 'Tran Thi B');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await findAlert('This value is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Consignee/ })).toHaveValue('Tran Thi B');
    expect(screen.getByRole('textbox', { name: /Consignee/ })).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^now at/)).not.toBeInTheDocument();
  });
});

describe('self pickup', () => {
  beforeEach(signInAsCustomer);

  const backend = () =>
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummary()),
      ...countriesRoute,
      [route(setPickupDelivery)]: () => ok(setPickupDelivery, checkoutSummary({ shipping_method: 'pickup' })),
    });

  it('tells where to pick up, and the messages of spec 5 for an empty form', async () => {
    const fake = backend();
    await renderPage(<DeliveryPickUpPage />, '/pc/delivery/pickUp/7', { pattern: '/pc/delivery/pickUp/:cart_id' });
    expect(await screen.findByText('Pick up at Shenzhen Warehouse: 88 Bao An Road, Shenzhen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    for (const message of [
      'The Pickup Person Name field is required',
      'Please select Area Code',
      'The Phone field is required',
    ])
      expect(await screen.findAllByText(message)).toHaveLength(1);
    expect(fake.asked(setPickupDelivery)).toHaveLength(0);
  });

  it('needs the temporary address when it is also the delivery address', async () => {
    const fake = backend();
    await renderPage(<DeliveryPickUpPage />, '/pc/delivery/pickUp/7', { pattern: '/pc/delivery/pickUp/:cart_id' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Pickup person name/ }), 'Pham D');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Area code/ }), '+84');
    await userEvent.type(screen.getByRole('textbox', { name: /Phone/ }), '912345678');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Use the same address for delivery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The Address field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Temporary address/ }), '5 Nguyen Hue');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('now at /pc/orderConfim/7')).toBeInTheDocument();
    await waitFor(() =>
      expect(fake.asked(setPickupDelivery)[0]!.input).toMatchObject({
        cart_id: 7,
        pickup_name: 'Pham D',
        temporary_address: '5 Nguyen Hue',
        same_address_for_delivery: true,
      }),
    );
  });
});
