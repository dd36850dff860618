import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listAfterSales } from '@shop/api/calls';
import { afterSaleRow, installFakeBackend, ok, route, storeBasics } from '@shop/platform/testing';
import { listOf } from '../testing/fixtures';
import { renderPage, signInAsCustomer } from '../testing/render-aftersales';
import AfterSalesPage from './after-sales-page';

const PATH = '/pc/my/orders/afterSale';

describe('the after-sales list', () => {
  beforeEach(signInAsCustomer);

  it('shows each request’s order, service type, amount, state and submit time, leading to its detail', async () => {
    installFakeBackend({
      ...storeBasics,
      [route(listAfterSales)]: () =>
        ok(
          listAfterSales,
          listOf([
            afterSaleRow(),
            afterSaleRow({ id: 4, order_no: 'SO2', service_type: 'return_refund', status: 'refunded' }),
          ]),
        ),
    });
    await renderPage(<AfterSalesPage />, PATH);
    const table = await screen.findByRole('table', { name: 'Your after-sales requests' });
    expect(table).toHaveTextContent('SO202601070007');
    expect(table).toHaveTextContent('Refund only');
    expect(table).toHaveTextContent('Return and refund');
    expect(table).toHaveTextContent('$25.00');
    expect(table).toHaveTextContent('Buyer submitted');
    expect(table).toHaveTextContent('Refund successful');
    expect(table).toHaveTextContent('Jan 2, 2026');
    expect(screen.getByRole('link', { name: 'View request for order SO2' })).toHaveAttribute(
      'href',
      '/pc/my/orders/afterSale/4',
    );
  });

  it('pages through the requests', async () => {
    const fake = installFakeBackend({
      ...storeBasics,
      [route(listAfterSales)]: ({ input }) =>
        ok(
          listAfterSales,
          listOf([afterSaleRow({ order_no: `SO-page-${String(input.page)}` })], 25, Number(input.page)),
        ),
    });
    await renderPage(<AfterSalesPage />, PATH);
    expect(await screen.findByText('SO-page-1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('SO-page-3')).toBeInTheDocument();
    expect(fake.asked(listAfterSales).at(-1)!.input).toMatchObject({ page: '3', page_size: '10' });
  });

  it('says when there is no request yet, with the way to the orders', async () => {
    installFakeBackend({ ...storeBasics, [route(listAfterSales)]: () => ok(listAfterSales, listOf([])) });
    await renderPage(<AfterSalesPage />, PATH);
    expect(await screen.findByText('You have no after-sales requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/pc/my/orders');
  });
});
