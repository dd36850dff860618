import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getOrderDetail } from '@shop/api/calls';
import { countriesRoute, fail, installFakeBackend, ok, orderDetail, route, storeBasics } from '@shop/platform/testing';
import { renderPage, signInAsCustomer } from '../testing/render-account';
import OrderDetailPage from './order-detail-page';

const pattern = '/pc/my/orders/:order_id';

describe('the order detail page', () => {
  beforeEach(signInAsCustomer);

  it('shows the order: number, date, status, products, totals, remark, recipient, warehouse, payment, shipping', async () => {
    const backend = installFakeBackend({ [route(getOrderDetail)]: () => ok(getOrderDetail, orderDetail()) });
    await renderPage(<OrderDetailPage />, '/pc/my/orders/41', { pattern });
    expect(await screen.findByText('SO2026000041')).toBeInTheDocument();
    expect(backend.asked(getOrderDetail)[0]!.input).toEqual({ order_id: '41' });
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    expect(screen.getByText('awaiting customer receipt')).toBeInTheDocument();
    const products = screen.getByRole('table', { name: 'Products' });
    expect(within(products).getByText('Classic Phone Case - Red')).toBeInTheDocument();
    expect(within(products).getByText('LW-02-000101')).toBeInTheDocument();
    expect(within(products).getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('$18.00')).toBeInTheDocument();
    expect(screen.getByText('$43.00')).toBeInTheDocument();
    expect(screen.getByText('Leave at the door')).toBeInTheDocument();
    expect(screen.getByText('Nguyen Van A')).toBeInTheDocument();
    expect(screen.getByText('Li Wei')).toBeInTheDocument();
    const payment = screen.getByRole('region', { name: 'Payment info' });
    expect(within(payment).getByText('Card')).toBeInTheDocument();
    expect(within(payment).getByText('TX-998877')).toBeInTheDocument();
    const shipping = screen.getByRole('region', { name: 'Shipping info' });
    expect(within(shipping).getByText('SF123456789')).toBeInTheDocument();
    expect(within(shipping).getByRole('link', { name: 'Open the delivery slip' })).toHaveAttribute(
      'href',
      '/uploads/slips/41.pdf',
    );
    expect(screen.queryByRole('region', { name: 'Refund info' })).not.toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Actions for order SO2026000041' });
    expect(within(actions).getByRole('button', { name: 'View shipping details' })).toBeInTheDocument();
    expect(within(actions).queryByRole('link', { name: 'View details' })).not.toBeInTheDocument();
  });

  it('names the country of the delivery address, as the order confirmation does', async () => {
    const order = orderDetail();
    installFakeBackend({
      [route(getOrderDetail)]: () =>
        ok(getOrderDetail, { ...order, delivery: { ...order.delivery, address: '12 Le Loi, District 1, VN' } }),
      ...countriesRoute,
    });
    await renderPage(<OrderDetailPage />, '/pc/my/orders/41', { pattern });
    expect(await screen.findByText('12 Le Loi, District 1, Vietnam')).toBeInTheDocument();
  });

  it('shows the refund when the order was refunded, and the way to pay when it is not paid', async () => {
    installFakeBackend({
      [route(getOrderDetail)]: () =>
        ok(
          getOrderDetail,
          orderDetail({
            status: 'pending',
            payment: null,
            shipping: null,
            refund: { method: 'bank_transfer', refunded_at: '2026-03-09T00:00:00.000Z', amount: 4300 },
            actions: ['pay', 'cancel'],
          }),
        ),
    });
    await renderPage(<OrderDetailPage />, '/pc/my/orders/41', { pattern });
    const refund = await screen.findByRole('region', { name: 'Refund info' });
    expect(within(refund).getByText('Bank transfer')).toBeInTheDocument();
    expect(screen.getByText('not paid yet, pay first')).toBeInTheDocument();
    expect(screen.getByText('Not paid yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pc/payment/41');
  });

  it('copies the order number and says so', async () => {
    installFakeBackend({ [route(getOrderDetail)]: () => ok(getOrderDetail, orderDetail()) });
    const user = userEvent.setup();
    await renderPage(<OrderDetailPage />, '/pc/my/orders/41', { pattern });
    await user.click(await screen.findByRole('button', { name: 'Copy order number' }));
    expect((await screen.findByText('Copied')).closest('[role="status"]')).not.toBeNull();
    expect(await navigator.clipboard.readText()).toBe('SO2026000041');
  });

  it('is named by its number once read, and by what it is while loading (decision 051)', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    installFakeBackend({
      ...storeBasics,
      [route(getOrderDetail)]: () => answered.then(() => ok(getOrderDetail, orderDetail())),
    });
    await renderPage(<OrderDetailPage />, '/pc/my/orders/41', { pattern });
    await waitFor(() => expect(document.title).toBe('Order details | Lotus'));
    answer();
    await waitFor(() => expect(document.title).toBe('Order SO2026000041 | Lotus'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows Page Not Found for an order that is unknown or another customer’s', async () => {
    installFakeBackend({ ...storeBasics, [route(getOrderDetail)]: () => fail(404, 'not_found') });
    await renderPage(<OrderDetailPage />, '/pc/my/orders/999', { pattern });
    expect(await screen.findByText('Page Not Found: /pc/my/orders/999')).toBeInTheDocument();
    // Named once, by Page Not Found itself.
    await waitFor(() => expect(document.title).toBe('Page not found | Lotus'));
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });
});
