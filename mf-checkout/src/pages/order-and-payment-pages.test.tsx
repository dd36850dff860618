import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  confirmOrder,
  createPayment,
  getAddressCountries,
  getCheckoutSummary,
  getHeader,
  getPaymentMethods,
  getPaymentStatus,
} from '@shop/api/calls';
import { fail, installFakeBackend, ok, route } from '@shop/platform/testing';
import { countries, header, summary, summaryWithPost } from '../testing/fixtures';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-checkout';
import OrderConfirmPage from './order-confirm-page';
import PaymentPage from './payment-page';
import PaymentResultPage from './payment-result-page';

const confirmAt = () => renderPage(<OrderConfirmPage />, '/pc/orderConfim/7', { pattern: '/pc/orderConfim/:cart_id' });

describe('confirming the order', () => {
  beforeEach(() => {
    signInAsCustomer();
    sessionStorage.clear();
  });

  it('shows product info, delivery, recipient, warehouse, fee and totals', async () => {
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, summaryWithPost()),
      [route(getAddressCountries)]: () => ok(getAddressCountries, countries),
    });
    await confirmAt();
    expect(await screen.findByRole('heading', { name: 'Product info' })).toBeInTheDocument();
    expect(screen.getByText('Classic Phone Case - Red')).toBeInTheDocument();
    expect(
      screen.getByText('12 Le Loi, District 1, Ho Chi Minh City, Ho Chi Minh, 700000, Vietnam'),
    ).toBeInTheDocument();
    expect(screen.getByText('Nguyen Van A, +84 901234567')).toBeInTheDocument();
    expect(screen.getByText('Li Wei')).toBeInTheDocument();
    expect(screen.getByText('518000')).toBeInTheDocument();
    expect(screen.getByText('$18.00')).toBeInTheDocument();
    expect(screen.getByText('$43.00')).toBeInTheDocument();
  });

  it("names the send-to country in the shopper's language, not by its code", async () => {
    const post = summaryWithPost();
    const delivery = post.delivery as Extract<typeof post.delivery, { type: 'post' }>;
    const toSydney = summaryWithPost({
      delivery: { type: 'post', recipient: { ...delivery.recipient, country_code: 'AU', state: 'NSW' } },
      send_to: '12 Le Loi, District 1, Ho Chi Minh City, NSW, 700000, AU',
    });
    const backend = installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, toSydney),
      [route(getAddressCountries)]: () => ok(getAddressCountries, [{ code: 'AU', name: 'Úc', area_code: '+61' }]),
    });
    await renderPage(<OrderConfirmPage />, '/pc/orderConfim/7', { pattern: '/pc/orderConfim/:cart_id', locale: 'vi' });
    expect(await screen.findByText('12 Le Loi, District 1, Ho Chi Minh City, NSW, 700000, Úc')).toBeInTheDocument();
    expect(screen.queryByText(/, AU$/)).not.toBeInTheDocument();
    expect(backend.asked(getAddressCountries)[0]?.input).toEqual({ locale: 'vi' });
  });

  it('asks for a delivery first when none was chosen', async () => {
    installFakeBackend({ [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, summary()) });
    await confirmAt();
    expect(await screen.findByRole('heading', { name: 'Choose how the goods reach you first.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose delivery' })).toHaveAttribute('href', '/pc/chooseDelivery/7');
  });

  it('keeps the remark after a failed confirmation and retries with the same key: one order', async () => {
    let lost = true;
    const backend = installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, summaryWithPost()),
      [route(confirmOrder)]: () =>
        lost ? fail(500, 'server_error') : ok(confirmOrder, { order_id: 55, order_no: 'LW-55' }),
      [route(getHeader)]: () => ok(getHeader, header),
    });
    await confirmAt();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Remark' }), 'Leave at the gate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    await findAlert('Submission failed, please try again');
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Leave at the gate');
    lost = false;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await screen.findByText('now at /pc/payment/55')).toBeInTheDocument();
    const [first, second] = backend.asked(confirmOrder);
    expect(first!.input).toMatchObject({ cart_id: 7, remark: 'Leave at the gate' });
    expect(second!.input.idempotency_key).toBe(first!.input.idempotency_key);
  });

  it('sends one confirmation for a double click', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const backend = installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, summaryWithPost()),
      [route(confirmOrder)]: () => new Promise((resolve) => (answer = resolve)),
      [route(getHeader)]: () => ok(getHeader, header),
    });
    await confirmAt();
    const button = await screen.findByRole('button', { name: 'Confirm order' });
    await userEvent.dblClick(button);
    await waitFor(() => expect(backend.asked(confirmOrder)).toHaveLength(1));
    await act(async () => answer(ok(confirmOrder, { order_id: 56, order_no: 'LW-56' })));
    expect(await screen.findByText('now at /pc/payment/56')).toBeInTheDocument();
    expect(backend.asked(confirmOrder)).toHaveLength(1);
  });

  it('goes on to the payment of a checkout already placed (a reload after confirming)', async () => {
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, summaryWithPost({ order_id: 55 })),
    });
    await confirmAt();
    expect(await screen.findByRole('heading', { name: 'This order has already been placed.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/pc/payment/55');
  });
});

const methods = ok(getPaymentMethods, {
  order: { id: 55, order_no: 'LW-55', total: 4300, status: 'unpaid' },
  methods: [
    { code: 'card', name: 'Card' },
    { code: 'bank_transfer', name: 'Bank transfer' },
  ],
});

describe('paying', () => {
  beforeEach(signInAsCustomer);

  it('pays with the chosen method and goes to the result', async () => {
    const backend = installFakeBackend({
      [route(getPaymentMethods)]: () => methods,
      [route(createPayment)]: () => ok(createPayment, { payment_id: 9, status: 'pending' }),
    });
    await renderPage(<PaymentPage />, '/pc/payment/55', { pattern: '/pc/payment/:order_id' });
    expect(await screen.findByText('Order number: LW-55')).toBeInTheDocument();
    expect(screen.getByText('Amount due: $43.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByText('now at /pc/payment/result/55')).toBeInTheDocument();
    expect(backend.asked(createPayment)[0]!.input).toMatchObject({ order_id: 55, method: 'bank_transfer' });
  });

  it('tells a failure to start the payment and lets the customer try again', async () => {
    installFakeBackend({
      [route(getPaymentMethods)]: () => methods,
      [route(createPayment)]: () => fail(503, 'server_error'),
    });
    await renderPage(<PaymentPage />, '/pc/payment/55', { pattern: '/pc/payment/:order_id' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await findAlert('Submission failed, please try again');
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });
});

describe('the payment result', () => {
  beforeEach(() => {
    signInAsCustomer();
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  const status = (value: 'pending' | 'paid' | 'failed') =>
    ok(getPaymentStatus, {
      payment_id: 9,
      status: value,
      method: 'card',
      order_status: value === 'paid' ? 'processing' : value === 'pending' ? 'pending' : 'unpaid',
      paid_at: value === 'paid' ? '2026-11-23T05:00:00.000Z' : null,
      transaction_id: value === 'paid' ? 'TX-123' : null,
    });

  it('says "confirming your payment, please wait" until the gateway settles, then thanks', async () => {
    let current: 'pending' | 'paid' = 'pending';
    const backend = installFakeBackend({ [route(getPaymentStatus)]: () => status(current) });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByText('confirming your payment, please wait')).toBeInTheDocument();
    current = 'paid';
    await act(async () => void (await jest.advanceTimersByTimeAsync(2000)));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Transaction ID: TX-123')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/pc');
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/pc/my/orders/55');
    expect(screen.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
    // Settled: no more polling.
    const asked = backend.asked(getPaymentStatus).length;
    await act(async () => void (await jest.advanceTimersByTimeAsync(6000)));
    expect(backend.asked(getPaymentStatus)).toHaveLength(asked);
  });

  it('says a failed payment failed and offers to pay again or to go on shopping', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => status('failed') });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/pc/payment/55');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/pc');
  });

  it('sends an order without a payment to pay it', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => fail(409, 'payment_not_started') });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pc/payment/55');
  });
});
