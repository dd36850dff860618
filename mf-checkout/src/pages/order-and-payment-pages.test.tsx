import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  canPay,
  confirmOrder,
  createPayment,
  getAddressCountries,
  getCheckoutSummary,
  getHeader,
  getPaymentMethods,
  getPaymentStatus,
  ORDER_STATUSES,
  type OrderStatus,
  type PaymentMethod,
} from '@shop/api/calls';
import {
  checkoutSummary,
  checkoutSummaryWithPost,
  countriesRoute,
  fail,
  headerData,
  installFakeBackend,
  ok,
  route,
} from '@shop/platform/testing';
import { PAYMENT_POLL_MS, PAYMENT_WAIT_MS } from '../features/payment/hooks/use-payment-status';
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
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      ...countriesRoute,
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
    const post = checkoutSummaryWithPost();
    const delivery = post.delivery as Extract<typeof post.delivery, { type: 'post' }>;
    const toSydney = checkoutSummaryWithPost({
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
    installFakeBackend({ [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummary()) });
    await confirmAt();
    expect(await screen.findByRole('heading', { name: 'Choose how the goods reach you first.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose delivery' })).toHaveAttribute('href', '/pc/chooseDelivery/7');
  });

  it('keeps the remark after a failed confirmation and retries with the same key: one order', async () => {
    let lost = true;
    const backend = installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      [route(confirmOrder)]: () =>
        lost ? fail(500, 'server_error') : ok(confirmOrder, { order_id: 55, order_no: 'LW-55' }),
      [route(getHeader)]: () => ok(getHeader, headerData()),
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

  it('tells a refused idempotency key above the button, not on a field no one sees, and keeps the remark', async () => {
    installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      [route(confirmOrder)]: () => fail(422, 'validation', { idempotency_key: ['invalid_value'] }),
    });
    await confirmAt();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Remark' }), 'Leave at the gate');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    expect(await findAlert('This value is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Remark' })).toHaveValue('Leave at the gate');
    expect(screen.getByRole('textbox', { name: 'Remark' })).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('sends one confirmation for a double click', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const backend = installFakeBackend({
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost()),
      [route(confirmOrder)]: () => new Promise((resolve) => (answer = resolve)),
      [route(getHeader)]: () => ok(getHeader, headerData()),
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
      [route(getCheckoutSummary)]: () => ok(getCheckoutSummary, checkoutSummaryWithPost({ order_id: 55 })),
    });
    await confirmAt();
    expect(await screen.findByRole('heading', { name: 'This order has already been placed.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute('href', '/pc/payment/55');
  });
});

const methodsFor = (status: OrderStatus) =>
  ok(getPaymentMethods, {
    order: { id: 55, order_no: 'LW-55', total: 4300, status },
    methods: [
      { code: 'card', name: 'Card' },
      { code: 'bank_transfer', name: 'Bank transfer' },
    ],
  });
const methods = methodsFor('unpaid');
const paymentAt = () => renderPage(<PaymentPage />, '/pc/payment/55', { pattern: '/pc/payment/:order_id' });

/** The latest payment of order 55, as payment.status answers it. */
const paymentStatus = (
  status: 'pending' | 'paid' | 'failed',
  order_status: OrderStatus,
  method: PaymentMethod = 'card',
) =>
  ok(getPaymentStatus, {
    payment_id: 9,
    status,
    method,
    order_status,
    paid_at: status === 'paid' ? '2026-11-23T05:00:00.000Z' : null,
    transaction_id: status === 'paid' ? 'TX-123' : null,
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
    // The tab names the order being paid (the page's heading stays "Payment").
    expect(document.title).toMatch(/^Pay order LW-55\b/);
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
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    // The alert's region is in the form, empty, before the failure: told in it, the first message is read.
    const region = within(pay.closest('form')!).getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(pay);
    expect(await findAlert('Submission failed, please try again')).toBe(region);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('reads the order again when the server refuses the payment for its status, and says it is paid', async () => {
    let status: OrderStatus = 'unpaid';
    installFakeBackend({
      [route(getPaymentMethods)]: () => methodsFor(status),
      [route(createPayment)]: () => {
        status = 'processing'; // paid in another tab meanwhile
        return fail(409, 'order_state_invalid');
      },
    });
    await paymentAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('heading', { name: 'This order is already paid.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/pc/my/orders/55');
  });
});

/** Paying once (decision 041): one key an attempt, and an earlier payment stopped before a new one starts. */
describe('paying once', () => {
  beforeEach(signInAsCustomer);
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));
  const keysSent = (backend: ReturnType<typeof installFakeBackend>) =>
    backend.asked(createPayment).map(({ input }) => input.idempotency_key);

  it('sends one payment for a double click on "Pay now", with one key, and keeps the page as it was', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const backend = installFakeBackend({
      [route(getPaymentMethods)]: () => methods,
      [route(createPayment)]: () => new Promise((resolve) => (answer = resolve)),
    });
    await paymentAt();
    await userEvent.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(backend.asked(createPayment)).toHaveLength(1));
    expect(keysSent(backend)[0]).toMatch(/^[\w-]{8,100}$/);
    // While the payment starts, the page still shows the order, its amount and the chosen method.
    expect(screen.getByText('Order number: LW-55')).toBeInTheDocument();
    expect(screen.getByText('Amount due: $43.00')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
    await act(async () => answer(ok(createPayment, { payment_id: 9, status: 'pending' })));
    expect(await screen.findByText('now at /pc/payment/result/55')).toBeInTheDocument();
    expect(backend.asked(createPayment)).toHaveLength(1);
  });

  it('retries a lost answer with the same key, and gives another method its own key', async () => {
    const backend = installFakeBackend({
      [route(getPaymentMethods)]: () => methods,
      [route(createPayment)]: () => fail(503, 'server_error'),
    });
    await paymentAt();
    const pay = await screen.findByRole('button', { name: 'Pay now' });
    await userEvent.click(pay);
    await findAlert('Submission failed, please try again');
    await userEvent.click(pay);
    await waitFor(() => expect(backend.asked(createPayment)).toHaveLength(2));
    await userEvent.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(pay);
    await waitFor(() => expect(backend.asked(createPayment)).toHaveLength(3));
    const [card, cardAgain, transfer] = keysSent(backend);
    expect(cardAgain).toBe(card);
    expect(transfer).not.toBe(card);
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeChecked();
  });

  it('waits while an earlier payment is being stopped, trying again with the same key, then goes to the result', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    let stopped = false;
    const backend = installFakeBackend({
      [route(getPaymentMethods)]: () => methodsFor('pending'),
      [route(getPaymentStatus)]: () => paymentStatus('pending', 'pending', 'bank_transfer'),
      [route(createPayment)]: () =>
        stopped ? ok(createPayment, { payment_id: 10, status: 'pending' }) : fail(409, 'payment_in_progress'),
    });
    await paymentAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    const notice = await screen.findByText(
      'An earlier payment of this order is still with the payment provider. We asked to stop it; your payment starts as soon as it is stopped.',
    );
    expect(notice.parentElement).toHaveAttribute('role', 'status');
    expect(screen.getByText('Order number: LW-55')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Card' })).toBeChecked();
    await advance(PAYMENT_POLL_MS);
    await waitFor(() => expect(backend.asked(createPayment)).toHaveLength(2));
    stopped = true;
    await advance(PAYMENT_POLL_MS);
    expect(await screen.findByText('now at /pc/payment/result/55')).toBeInTheDocument();
    expect(new Set(keysSent(backend)).size).toBe(1);
  });

  it('stops trying after PAYMENT_WAIT_MS and asks the shopper to try again in a moment', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const backend = installFakeBackend({
      [route(getPaymentMethods)]: () => methodsFor('pending'),
      [route(getPaymentStatus)]: () => paymentStatus('pending', 'pending', 'bank_transfer'),
      [route(createPayment)]: () => fail(409, 'payment_in_progress'),
    });
    await paymentAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    for (let waited = 0; waited <= PAYMENT_WAIT_MS; waited += PAYMENT_POLL_MS) await advance(PAYMENT_POLL_MS);
    expect(
      await findAlert(
        'An earlier payment of this order is still with the payment provider. We asked to stop it; please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
    const asked = backend.asked(createPayment).length;
    expect(asked).toBeLessThanOrEqual(PAYMENT_WAIT_MS / PAYMENT_POLL_MS + 2);
    await advance(60_000);
    expect(backend.asked(createPayment)).toHaveLength(asked);
  });
});

/**
 * Every order status through the payment page: the statuses the contract's pay rule accepts (canPay) get the
 * form, every other one says why in the shopper's words and leads to the order or the orders list, never to the
 * result page. The list and the detail offer "Pay now" from the same rule (the backend's `pay` action; the
 * backend's tests walk the same statuses over HTTP, mf-account's walk the offer).
 */
describe('the payment page, status by status', () => {
  beforeEach(signInAsCustomer);

  const refusals: Record<Exclude<OrderStatus, 'unpaid' | 'pending'>, { title: string; hint: string }> = {
    processing: { title: 'This order is already paid.', hint: 'There is nothing left to pay.' },
    purchased: { title: 'This order is already paid.', hint: 'There is nothing left to pay.' },
    shipped: { title: 'This order is already paid.', hint: 'There is nothing left to pay.' },
    completed: { title: 'This order is already paid.', hint: 'There is nothing left to pay.' },
    canceled: { title: 'This order was canceled, so it cannot be paid.', hint: 'create a new order' },
    closed: { title: 'This order is closed, so it can no longer be paid.', hint: 'create a new order' },
  };

  it.each(ORDER_STATUSES.map((status) => [status, canPay(status)] as const))(
    '%s: a payment can be made = %s',
    async (status, payable) => {
      const backend = installFakeBackend({
        [route(getPaymentMethods)]: () => methodsFor(status),
        [route(getPaymentStatus)]: () => paymentStatus('pending', status, 'bank_transfer'),
        [route(createPayment)]: () => ok(createPayment, { payment_id: 10, status: 'pending' }),
      });
      await paymentAt();
      expect(await screen.findByText('Order number: LW-55')).toBeInTheDocument();
      if (payable) {
        expect(screen.getByText('Amount due: $43.00')).toBeInTheDocument();
        if (status === 'pending') {
          // Not paid yet: the waiting payment is named, with what paying now does and the way to that payment.
          expect(
            await screen.findByText('A payment of this order by Bank transfer is waiting for confirmation.'),
          ).toBeInTheDocument();
          expect(screen.getByText(/the new payment starts once it is stopped/)).toBeInTheDocument();
          expect(screen.getByRole('link', { name: 'See the waiting payment' })).toHaveAttribute(
            'href',
            '/pc/payment/result/55',
          );
        } else {
          expect(screen.queryByText(/waiting for confirmation/)).not.toBeInTheDocument();
        }
        await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
        await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
        expect(await screen.findByText('now at /pc/payment/result/55')).toBeInTheDocument();
        expect(backend.asked(createPayment)[0]!.input).toMatchObject({ order_id: 55, method: 'card' });
      } else {
        const refusal = refusals[status as keyof typeof refusals];
        expect(screen.getByRole('heading', { name: refusal.title })).toBeInTheDocument();
        expect(screen.getByText(new RegExp(refusal.hint))).toBeInTheDocument();
        expect(screen.getByText('Order total: $43.00')).toBeInTheDocument();
        expect(screen.queryByText(/Amount due/)).not.toBeInTheDocument();
        expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'See the order' })).toHaveAttribute('href', '/pc/my/orders/55');
        expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/pc/my/orders');
        for (const link of screen.getAllByRole('link'))
          expect(link.getAttribute('href')).not.toMatch(/^\/pc\/payment\/result/);
        expect(backend.asked(getPaymentStatus)).toHaveLength(0);
      }
    },
  );

  it('tells a pending order without naming the method when its payment cannot be read, and still lets it be paid', async () => {
    installFakeBackend({
      [route(getPaymentMethods)]: () => methodsFor('pending'),
      [route(getPaymentStatus)]: () => fail(500, 'server_error'),
    });
    await paymentAt();
    expect(await screen.findByText('A payment of this order is waiting for confirmation.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  it('says it in Vietnamese too', async () => {
    installFakeBackend({ [route(getPaymentMethods)]: () => methodsFor('canceled') });
    await renderPage(<PaymentPage />, '/pc/payment/55', { pattern: '/pc/payment/:order_id', locale: 'vi' });
    expect(
      await screen.findByRole('heading', { name: 'Đơn hàng này đã bị hủy nên không thể thanh toán.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute('href', '/pc/my/orders/55');
  });
});

describe('the payment result', () => {
  beforeEach(() => {
    signInAsCustomer();
    jest.useFakeTimers({ advanceTimers: true });
  });
  afterEach(() => jest.useRealTimers());

  const status = (value: 'pending' | 'paid' | 'failed') =>
    paymentStatus(value, value === 'paid' ? 'processing' : value === 'pending' ? 'pending' : 'unpaid');
  const resultAt = (page = <PaymentResultPage />) =>
    renderPage(page, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
  const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

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

  it('tells a failure in the alert region that was in the page, empty, while the payment was being confirmed', async () => {
    let current: 'pending' | 'failed' = 'pending';
    installFakeBackend({ [route(getPaymentStatus)]: () => status(current) });
    await resultAt();
    const outcome = (await screen.findByText('confirming your payment, please wait')).closest('section')!;
    const alert = within(outcome).getByRole('alert');
    expect(alert).toBeEmptyDOMElement();
    current = 'failed';
    await advance(2000);
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through.' })).toBeInTheDocument();
    expect(within(outcome).getByRole('alert')).toBe(alert);
    expect(alert).toHaveTextContent('Your payment did not go through.');
  });

  it('says a failed payment failed and offers to pay again or to go on shopping', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => status('failed') });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute('href', '/pc/payment/55');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/pc');
  });

  it('stops asking after PAYMENT_WAIT_MS, says the payment is still being confirmed, and offers ways on', async () => {
    const backend = installFakeBackend({ [route(getPaymentStatus)]: () => status('pending') });
    await resultAt();
    expect(await screen.findByText('confirming your payment, please wait')).toBeInTheDocument();
    await advance(PAYMENT_WAIT_MS - PAYMENT_POLL_MS);
    expect(screen.getByText('confirming your payment, please wait')).toBeInTheDocument();
    await advance(PAYMENT_POLL_MS);
    expect(await screen.findByRole('heading', { name: 'Your payment is still being confirmed.' })).toBeInTheDocument();
    expect(screen.queryByText('confirming your payment, please wait')).not.toBeInTheDocument();
    expect(screen.getByText(/the order shows Processing once the payment is confirmed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/pc/my/orders/55');
    expect(screen.getByRole('link', { name: 'Pay another way' })).toHaveAttribute('href', '/pc/payment/55');
    // Bounded: a minute later nothing more was asked.
    const asked = backend.asked(getPaymentStatus).length;
    expect(asked).toBeLessThanOrEqual(PAYMENT_WAIT_MS / PAYMENT_POLL_MS + 1);
    await advance(60_000);
    expect(backend.asked(getPaymentStatus)).toHaveLength(asked);
  });

  it('"Check again" asks at once and follows the payment for another round, to the thank-you when it settled', async () => {
    let current: 'pending' | 'paid' = 'pending';
    const backend = installFakeBackend({ [route(getPaymentStatus)]: () => status(current) });
    await resultAt(<PaymentResultPage waitMs={5000} />);
    await advance(5000);
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    const asked = backend.asked(getPaymentStatus).length;
    await userEvent.click(checkAgain);
    await waitFor(() => expect(backend.asked(getPaymentStatus)).toHaveLength(asked + 1));
    expect(await screen.findByText('confirming your payment, please wait')).toBeInTheDocument();
    await advance(5000);
    expect(await screen.findByRole('heading', { name: 'Your payment is still being confirmed.' })).toBeInTheDocument();
    current = 'paid';
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
  });

  it.each(['canceled', 'closed'] as const)(
    'says an order %s while its payment waited can no longer be paid, and leads to the order',
    async (order_status) => {
      installFakeBackend({ [route(getPaymentStatus)]: () => paymentStatus('failed', order_status) });
      await resultAt();
      expect(await screen.findByRole('heading', { name: 'This order can no longer be paid.' })).toBeInTheDocument();
      expect(
        screen.getByText(new RegExp(`^The order was ${order_status}, so its payment was stopped`)),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/pc/my/orders/55');
      expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/pc');
      expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
    },
  );

  it('says an order paid by another payment is paid, rather than that this one failed', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => paymentStatus('failed', 'processing') });
    await resultAt();
    expect(await screen.findByRole('heading', { name: 'This order is already paid.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute('href', '/pc/my/orders/55');
    expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
  });

  it('sends an order without a payment to pay it', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => fail(409, 'payment_not_started') });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pc/payment/55');
  });
});

describe('arriving by an action', () => {
  beforeEach(signInAsCustomer);

  it('puts focus on the result page’s heading once "Pay now" went on to it', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => paymentStatus('failed', 'unpaid') });
    // The page that paid first (its button then gone), and the result reached from it as "Pay now" navigates.
    const { router } = await renderPage(<PaymentResultPage />, '/pc/payment/55', {
      pattern: '/pc/payment/result/:order_id',
    });
    await act(() => router.navigate('/pc/payment/result/55'));
    expect(await screen.findByRole('heading', { name: 'Payment result', level: 1 })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through.' })).toBeInTheDocument();
  });

  it('leaves focus alone when the result page is opened directly', async () => {
    installFakeBackend({ [route(getPaymentStatus)]: () => paymentStatus('failed', 'unpaid') });
    await renderPage(<PaymentResultPage />, '/pc/payment/result/55', { pattern: '/pc/payment/result/:order_id' });
    expect(await screen.findByRole('heading', { name: 'Your payment did not go through.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment result', level: 1 })).not.toHaveFocus();
  });

  it('puts focus on the payment page’s heading once the order is placed', async () => {
    installFakeBackend({ [route(getPaymentMethods)]: () => methods });
    const { router } = await renderPage(<PaymentPage />, '/pc/orderConfim/7', { pattern: '/pc/payment/:order_id' });
    await act(() => router.navigate('/pc/payment/55', { replace: true }));
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toHaveFocus();
  });
});
