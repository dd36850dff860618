import { unrenderedPages } from '../support/unrendered-pages';
import { signInWithOrders } from '../support/checkout-flow';
import { callFailures, failFirstRead, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: orders (issue 13, item 12)', () => {
  test('the list: a first read that fails says so with a retry that loads it; a search made offline says so, keeps the numbers typed and finds them back online', async ({
    page,
    freshUser,
  }) => {
    const { orders } = await signInWithOrders(page, freshUser, 1);
    // Drawn by the browser, which then makes the call that fails here (a server-rendered page carries its answers).
    await unrenderedPages(page);
    const main = page.getByRole('main');
    await failFirstRead(page, '**/shop-api/order/list?*', () => page.goto('/pc/my/orders'));
    await expect(main.getByRole('link', { name: orders[0]!.order_no })).toBeVisible();

    // A search that fails keeps what was typed, and searching again finds the order.
    const numbers = main.getByRole('textbox', { name: 'Order numbers' });
    await numbers.fill(orders[0]!.order_no);
    await page.context().setOffline(true);
    await main.getByRole('button', { name: 'Search' }).click();
    // Not the last search's orders as if they were this one's: the failure is told, with its retry.
    await expect(main.getByText('This page could not be loaded.')).toBeVisible();
    await expect(numbers).toHaveValue(orders[0]!.order_no);
    // Back online, the list is read again by itself (SWR revalidates on reconnect).
    await page.context().setOffline(false);
    await expect(main.getByText('Orders found: 1')).toBeVisible();
    await expect(main.getByRole('link', { name: orders[0]!.order_no })).toBeVisible();
  });

  test('the detail: a 500, a hung "Buy again" and being offline are told on the order, which stays, and buying again works', async ({
    page,
    freshUser,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    const { api, product, orders } = await signInWithOrders(page, freshUser, 1);
    const order = orders[0]!;
    // Buy again is offered once an order is past its payment (docs/order-states.md): a canceled one here.
    await api.post('/shop-api/order/cancel', { order_id: order.order_id });
    await page.goto(`/pc/my/orders/${order.order_id}`);
    const main = page.getByRole('main');
    const buyAgain = main.getByRole('button', { name: 'Buy again' });

    for (const failure of callFailures(page, '**/shop-api/order/buy-again')) {
      await failure.fail();
      await buyAgain.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(main.getByText(order.order_no, { exact: true })).toBeVisible();
      await expect(buyAgain).toBeEnabled();
      await failure.heal();
    }

    await buyAgain.click();
    await expect(page.getByText('Add to cart successfully')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('banner').getByLabel('1 item in cart')).toBeVisible();
    const cart = (await api.get('/shop-api/cart/list')) as { items: { product_id: number }[] };
    expect(cart.items.map((item) => item.product_id)).toEqual([product.id]);
  });
});
