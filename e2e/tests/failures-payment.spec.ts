import { toConfirmByPost } from '../support/checkout-flow';
import { nextPaymentOutcome, signInWithCart } from '../support/customer-api';
import { callFailures, failFirstRead, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

// The simulated gateway's "next outcome" is shop-wide: this file's journeys run one after another.
test.describe.configure({ mode: 'serial' });

test.describe('API failures: payment (issue 13, item 12)', () => {
  test('"Pay now" that fails (500, hung, offline) is told, the method chosen stays, and paying again succeeds @dev', async ({
    page,
    request,
    customer,
    devURL,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    const wallet = main.getByRole('radio', { name: 'E-wallet' });
    await wallet.check();
    const pay = main.getByRole('button', { name: 'Pay now' });

    for (const failure of callFailures(page, '**/shop-api/payment/create')) {
      await failure.fail();
      await pay.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
      await expect(wallet).toBeChecked();
      await failure.heal();
    }

    await nextPaymentOutcome(request, devURL, 'success', customer.email);
    await pay.click();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });

  test('the payment page whose methods cannot be read says so, and "Try again" shows them', async ({
    page,
    customer,
  }) => {
    await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const main = page.getByRole('main');
    await failFirstRead(page, '**/shop-api/payment/methods?*', async () => {
      await main.getByRole('button', { name: 'Confirm order' }).click();
      await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
      await expect(main.getByRole('list', { name: 'Checkout progress' })).toBeVisible();
    });
    await expect(main.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });
});
