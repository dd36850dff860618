import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  batchDeleteOrders,
  buyAgain,
  cancelOrder,
  getHeader,
  getOrderShipping,
  listOrders,
  moveToCart,
} from '@shop/api/calls';
import { fail, headerData, installFakeBackend, ok, orderRow, route } from '@shop/platform/testing';
import { orderPage } from '../testing/fixtures';
import { findAlert, renderPage, signInAsCustomer } from '../testing/render-account';
import OrdersPage from './orders-page';

const at = (search = '') => `/pc/my/orders${search}`;
const lastList = (backend: ReturnType<typeof installFakeBackend>) => backend.asked(listOrders).at(-1)!.input;

describe('the orders page', () => {
  beforeEach(signInAsCustomer);

  it('lists the orders with spec 2’s columns and each status’s hint', async () => {
    installFakeBackend({
      [route(listOrders)]: () =>
        ok(listOrders, orderPage([orderRow(), orderRow({ id: 42, order_no: 'SO42', status: 'shipped' })], 2)),
    });
    await renderPage(<OrdersPage />, at());
    const table = await screen.findByRole('table', { name: 'Your orders' });
    for (const header of [
      'Product name',
      'Order number',
      'Status',
      'Order time',
      'Warehouse',
      'Shipping zone',
      'Shipping method',
    ])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'SO2026000041' })).toHaveAttribute('href', '/pc/my/orders/41');
    expect(within(table).getByText('awaiting customer receipt')).toBeInTheDocument();
    expect(within(table).getAllByText('Shenzhen Warehouse')).toHaveLength(2);
    expect(screen.getByText('Orders found: 2')).toBeInTheDocument();
  });

  it('opens on the view its URL names: filters filled in and asked of the backend', async () => {
    const backend = installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()], 25, 2)) });
    await renderPage(<OrdersPage />, at('?order_nos=SO1%0ASO2&date_from=2026-01-01&status=pending&page=2'));
    await screen.findByRole('table');
    expect(lastList(backend)).toEqual({
      order_nos: 'SO1\nSO2',
      date_from: '2026-01-01',
      status: 'pending',
      page: '2',
      page_size: '10',
    });
    expect(screen.getByRole('textbox', { name: 'Order numbers' })).toHaveValue('SO1\nSO2');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-01-01');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts a search in the URL (page 1 again), and back returns to the view before', async () => {
    const backend = installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()], 25)) });
    const { router } = await renderPage(<OrdersPage />, at());
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Order numbers' }), 'SO1{Enter}SO2{Enter}SO3');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'canceled');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        order_nos: 'SO1\nSO2\nSO3',
        status: 'canceled',
      }),
    );
    await waitFor(() => expect(lastList(backend)).toMatchObject({ order_nos: 'SO1\nSO2\nSO3', status: 'canceled' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastList(backend)).toEqual({ page: '2', page_size: '10' }));
    expect(screen.getByRole('textbox', { name: 'Order numbers' })).toHaveValue('');
  });

  it('tells a search that failed, keeping the numbers typed, instead of showing the last search’s orders', async () => {
    let failing = false;
    installFakeBackend({
      [route(listOrders)]: () =>
        failing ? { status: 500, ...fail(500, 'server_error') } : ok(listOrders, orderPage([orderRow()], 1)),
    });
    await renderPage(<OrdersPage />, at());
    await screen.findByRole('table');
    failing = true;
    await userEvent.type(screen.getByRole('textbox', { name: 'Order numbers' }), 'SO9');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('This page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Order numbers' })).toHaveValue('SO9');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('tells a start date after the end date by the end date, and sends nothing', async () => {
    const backend = installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])) });
    const { router } = await renderPage(<OrdersPage />, at());
    await screen.findByRole('table');
    await userEvent.type(screen.getByLabelText('Start date'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('End date'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date cannot be later than the end date.')).toBeInTheDocument();
    expect(screen.getByLabelText('End date')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('');
    expect(backend.asked(listOrders)).toHaveLength(1);
  });

  it('refuses a batch of more than 50 order numbers with the backend’s message', async () => {
    installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])) });
    const { router } = await renderPage(<OrdersPage />, at());
    await screen.findByRole('table');
    const numbers = screen.getByRole('textbox', { name: 'Order numbers' });
    await userEvent.click(numbers);
    await userEvent.paste(Array.from({ length: 51 }, (_, i) => `SO${i}`).join('\n'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('You can search up to 50 order numbers at a time.')).toBeInTheDocument();
    expect(document.activeElement).toBe(numbers);
    expect(router.state.location.search).toBe('');
  });

  it('shows the backend’s refusal of a search made by hand in the URL', async () => {
    installFakeBackend({
      [route(listOrders)]: () => fail(422, 'validation', { order_nos: ['order_nos_too_many'] }),
    });
    await renderPage(<OrdersPage />, at('?order_nos=many'));
    await findAlert('You can search up to 50 order numbers at a time.');
  });

  it('offers only what each order’s state allows', async () => {
    installFakeBackend({
      [route(listOrders)]: () =>
        ok(
          listOrders,
          orderPage([
            orderRow(),
            orderRow({ id: 42, order_no: 'SO42', status: 'shipped', actions: ['shipping_details', 'buy_again'] }),
            orderRow({ id: 43, order_no: 'SO43', status: 'completed', actions: ['buy_again', 'after_sale', 'delete'] }),
          ]),
        ),
    });
    await renderPage(<OrdersPage />, at());
    const unpaid = await screen.findByRole('group', { name: 'Actions for order SO2026000041' });
    expect(within(unpaid).getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', '/pc/payment/41');
    expect(within(unpaid).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/pc/my/orders/41');
    expect(within(unpaid).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: 'Move to cart' })).toBeInTheDocument();
    expect(within(unpaid).queryByRole('button', { name: 'View shipping details' })).not.toBeInTheDocument();

    const shipped = screen.getByRole('group', { name: 'Actions for order SO42' });
    expect(within(shipped).getByRole('button', { name: 'View shipping details' })).toBeInTheDocument();
    expect(within(shipped).queryByRole('link', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(within(shipped).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();

    const completed = screen.getByRole('group', { name: 'Actions for order SO43' });
    expect(within(completed).getByRole('link', { name: 'After-sales' })).toHaveAttribute(
      'href',
      '/pc/my/orders/afterSale/type?order_id=43',
    );
  });

  it('leads an order that has its after-sales request to it, instead of offering a second one', async () => {
    installFakeBackend({
      [route(listOrders)]: () =>
        ok(
          listOrders,
          orderPage([
            orderRow({ id: 43, order_no: 'SO43', status: 'completed', actions: ['buy_again'], after_sale_id: 7 }),
          ]),
        ),
    });
    await renderPage(<OrdersPage />, at());
    const done = await screen.findByRole('group', { name: 'Actions for order SO43' });
    expect(within(done).getByRole('link', { name: 'View after-sales request' })).toHaveAttribute(
      'href',
      '/pc/my/orders/afterSale/7',
    );
    expect(within(done).queryByRole('link', { name: 'After-sales' })).not.toBeInTheDocument();
  });

  it('leads to the after-sales requests', async () => {
    installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])) });
    await renderPage(<OrdersPage />, at());
    expect(await screen.findByRole('link', { name: 'After-sales requests' })).toHaveAttribute(
      'href',
      '/pc/my/orders/afterSale',
    );
  });

  it('folds its filters behind a button that says how many apply (a phone opens on the orders)', async () => {
    installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])) });
    await renderPage(<OrdersPage />, at('?order_nos=SO1&status=pending'));
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('search', { name: 'Find orders' })).toBeInTheDocument();
    expect(panel).not.toHaveAttribute('data-open');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('data-open', 'true');
  });

  it('names the filters’ button without a count when none applies', async () => {
    installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])) });
    await renderPage(<OrdersPage />, at());
    expect(await screen.findByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('cancels an order only after confirmation, then shows it as the server has it', async () => {
    let order = orderRow();
    const backend = installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage([order])),
      [route(cancelOrder)]: () => {
        order = orderRow({ status: 'canceled', actions: ['buy_again', 'delete'] });
        return ok(cancelOrder, { order_id: 41, status: 'canceled' });
      },
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(backend.asked(cancelOrder)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    expect(await screen.findByText('create a new order')).toBeInTheDocument();
    expect(backend.asked(cancelOrder)[0]!.input).toMatchObject({ order_id: 41 });
    expect(await screen.findByText('Order canceled')).toBeInTheDocument();
  });

  it('buys again: the lines go to the cart, the header’s counter is read again, and it says so', async () => {
    const backend = installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])),
      [route(buyAgain)]: () => ok(buyAgain, { cart_total: 3, skipped_product_ids: [] }),
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<OrdersPage />, at());
    await screen.findByRole('table');
    const headerReads = backend.asked(getHeader).length;
    await userEvent.click(screen.getByRole('button', { name: 'Buy again' }));
    expect(await screen.findByText('Add to cart successfully')).toBeInTheDocument();
    expect(backend.asked(buyAgain)[0]!.input).toMatchObject({ order_id: 41 });
    await waitFor(() => expect(backend.asked(getHeader).length).toBeGreaterThan(headerReads));
  });

  it('moves an unpaid order to the cart after confirming, tells sold-out lines left out, and re-reads the header', async () => {
    let order = orderRow();
    const backend = installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage([order])),
      [route(moveToCart)]: () => {
        order = orderRow({ status: 'canceled', actions: ['buy_again', 'delete'] });
        return ok(moveToCart, { cart_total: 2, skipped_product_ids: [102] });
      },
      [route(getHeader)]: () => ok(getHeader, headerData()),
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('button', { name: 'Move to cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move this order to the cart?' });
    const headerReads = backend.asked(getHeader).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to cart' }));
    expect(await screen.findByText('Add to cart successfully')).toBeInTheDocument();
    expect(await screen.findByText('Sold-out products not added: 1')).toBeInTheDocument();
    expect(await screen.findByText('create a new order')).toBeInTheDocument();
    expect(backend.asked(moveToCart)[0]!.input).toMatchObject({ order_id: 41 });
    await waitFor(() => expect(backend.asked(getHeader).length).toBeGreaterThan(headerReads));
  });

  it('tells a refused action (the order changed meanwhile) and shows the order as it now is', async () => {
    let order = orderRow();
    installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage([order])),
      [route(cancelOrder)]: () => {
        order = orderRow({ status: 'processing', actions: ['buy_again', 'after_sale'] });
        return fail(409, 'order_state_invalid');
      },
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', {
        name: 'Cancel order',
      }),
    );
    await findAlert('This action is not possible for the order in its current status.');
    expect(await screen.findByText('awaiting supplier delivery')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('shows a shipped order’s carrier, tracking number, events and delivery slip', async () => {
    installFakeBackend({
      [route(listOrders)]: () =>
        ok(listOrders, orderPage([orderRow({ status: 'shipped', actions: ['shipping_details'] })])),
      [route(getOrderShipping)]: () =>
        ok(getOrderShipping, {
          company: 'SF Express',
          tracking_number: 'SF123',
          delivery_slip_url: '/uploads/slips/41.pdf',
          events: [{ at: '2026-03-05T01:00:00.000Z', description: 'Left the warehouse', location: 'Shenzhen' }],
        }),
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('button', { name: 'View shipping details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Shipping details' });
    expect(await within(dialog).findByText('SF123')).toBeInTheDocument();
    expect(within(dialog).getByText('SF Express')).toBeInTheDocument();
    expect(within(dialog).getByText('Left the warehouse')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open the delivery slip' })).toHaveAttribute(
      'href',
      '/uploads/slips/41.pdf',
    );
  });

  it('asks for a selection before a batch delete, then confirms and deletes the selected orders', async () => {
    let rows = [
      orderRow({ id: 43, order_no: 'SO43', status: 'completed', actions: ['delete'] }),
      orderRow({ id: 44, order_no: 'SO44', status: 'closed', actions: ['delete'] }),
    ];
    const backend = installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage(rows)),
      [route(batchDeleteOrders)]: ({ input }) => {
        rows = rows.filter((row) => !(input.order_ids as number[]).includes(row.id));
        return ok(batchDeleteOrders, { deleted: (input.order_ids as number[]).length });
      },
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete selected' }));
    await findAlert('Please select an item');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all orders on this page' }));
    expect(screen.getByText('Selected: 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete these orders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeInTheDocument();
    expect(backend.asked(batchDeleteOrders)[0]!.input).toMatchObject({ order_ids: [43, 44] });
  });

  it('tells the backend’s refusal of a batch delete', async () => {
    installFakeBackend({
      [route(listOrders)]: () => ok(listOrders, orderPage([orderRow()])),
      [route(batchDeleteOrders)]: () => fail(409, 'order_not_deletable'),
    });
    await renderPage(<OrdersPage />, at());
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select order SO2026000041' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete selected' }));
    await findAlert('Only completed, canceled or closed orders can be deleted.');
  });

  it('tells apart no orders at all and no orders matching the search', async () => {
    installFakeBackend({ [route(listOrders)]: () => ok(listOrders, orderPage([])) });
    await renderPage(<OrdersPage />, at('?status=closed'));
    expect(await screen.findByRole('heading', { name: 'No orders match your search' })).toBeInTheDocument();
  });
});
