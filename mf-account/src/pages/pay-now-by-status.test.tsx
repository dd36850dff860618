import { screen, within } from '@testing-library/react';
import {
  canPay,
  getOrderDetail,
  listOrders,
  ORDER_STATUSES,
  type OrderAction,
  type OrderStatus,
} from '@shop/api/calls';
import { installFakeBackend, ok, orderDetail, orderRow, route } from '@shop/platform/testing';
import { orderPage } from '../testing/fixtures';
import { renderPage, signInAsCustomer } from '../testing/render-account';
import OrderDetailPage from './order-detail-page';
import OrdersPage from './orders-page';

/**
 * "Pay now" for every order status, in the list and in the detail. The backend offers `pay` by the contract's pay
 * rule (canPay; its tests walk every status over HTTP, with payment.create accepting exactly those), and the
 * payment page follows the same rule (mf-checkout's walk): here, the offer is shown exactly where it is made and
 * leads to that order's payment page.
 */
const actionsFor = (status: OrderStatus): OrderAction[] => (canPay(status) ? ['pay', 'cancel'] : ['buy_again']);
const idOf = (status: OrderStatus) => 60 + ORDER_STATUSES.indexOf(status);

describe('"Pay now", status by status', () => {
  beforeEach(signInAsCustomer);

  it('the list offers it on the orders not paid yet, each to its own payment page', async () => {
    installFakeBackend({
      [route(listOrders)]: () =>
        ok(
          listOrders,
          orderPage(
            ORDER_STATUSES.map((status) =>
              orderRow({ id: idOf(status), order_no: `SO-${status}`, status, actions: actionsFor(status) }),
            ),
          ),
        ),
    });
    await renderPage(<OrdersPage />, '/pc/my/orders');
    await screen.findByRole('table', { name: 'Your orders' });
    for (const status of ORDER_STATUSES) {
      const actions = screen.getByRole('group', { name: `Actions for order SO-${status}` });
      const pay = within(actions).queryByRole('link', { name: 'Pay now' });
      if (canPay(status)) expect(pay).toHaveAttribute('href', `/pc/payment/${idOf(status)}`);
      else expect(pay).not.toBeInTheDocument();
    }
    // Spec 4's hint for pending says why "Pay now" is there.
    expect(screen.getByText('not paid yet, pay first')).toBeInTheDocument();
  });

  it.each(ORDER_STATUSES.map((status) => [status, canPay(status)] as const))(
    '%s: the detail offers it = %s',
    async (status, payable) => {
      installFakeBackend({
        [route(getOrderDetail)]: () =>
          ok(getOrderDetail, orderDetail({ id: idOf(status), status, actions: actionsFor(status) })),
      });
      await renderPage(<OrderDetailPage />, `/pc/my/orders/${idOf(status)}`, { pattern: '/pc/my/orders/:order_id' });
      await screen.findByRole('heading', { name: 'Order details' });
      const actions = await screen.findByRole('group', { name: 'Actions for order SO2026000041' });
      const pay = within(actions).queryByRole('link', { name: 'Pay now' });
      if (payable) expect(pay).toHaveAttribute('href', `/pc/payment/${idOf(status)}`);
      else expect(pay).not.toBeInTheDocument();
    },
  );
});
