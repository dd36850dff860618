import { openCart, toConfirmByPost } from '../support/checkout-flow';
import { signInWithCart } from '../support/customer-api';
import { callFailures, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: checkout (issue 13, item 12)', () => {
  test('"Check out" that fails (500, hung, offline) is told on the cart, which stays, and checking out again goes on', async ({
    page,
    customer,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    await signInWithCart(page, customer);
    const table = await openCart(page);
    const main = page.getByRole('main');
    const checkOut = main.getByRole('button', { name: 'Check out' });

    for (const failure of callFailures(page, '**/shop-api/cart/checkout')) {
      await failure.fail();
      await checkOut.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(page).toHaveURL(/\/pc\/cart$/);
      await expect(table.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('1');
      await failure.heal();
    }

    await checkOut.click();
    await expect(page).toHaveURL(/\/pc\/chooseDelivery\/\d+$/);
  });

  test('"Confirm order" that fails (500, offline) keeps the remark, and confirming again makes the one order', async ({
    page,
    customer,
  }) => {
    const api = await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const before = (await api.get('/shop-api/order/list', { page: 1 })).total as number;
    const main = page.getByRole('main');
    const remark = main.getByRole('textbox', { name: 'Remark' });
    await remark.fill('Leave it with the neighbour');
    const confirm = main.getByRole('button', { name: 'Confirm order' });

    for (const failure of callFailures(page, '**/shop-api/order/confirm', ['server error', 'offline'])) {
      await failure.fail();
      await confirm.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(remark).toHaveValue('Leave it with the neighbour');
      await expect(main.getByRole('heading', { name: 'Warehouse info' })).toBeVisible();
      await failure.heal();
    }

    await confirm.click();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await api.get('/shop-api/order/detail', { order_id: orderId })).toMatchObject({
      remark: 'Leave it with the neighbour',
    });
    expect((await api.get('/shop-api/order/list', { page: 1 })).total).toBe(before + 1);
  });
});
