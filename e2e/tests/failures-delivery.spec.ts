import { checkOutToPostForm, expectPostAddressKept, fillPostAddress, toPickup } from '../support/checkout-flow';
import { signInWithCart } from '../support/customer-api';
import { callFailures, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: delivery (issue 13, item 12)', () => {
  test('self pickup that fails (500, hung, offline) keeps who collects, and continuing again reaches the confirmation', async ({
    page,
    customer,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    await signInWithCart(page, customer);
    await toPickup(page);
    const main = page.getByRole('main');
    const name = main.getByRole('textbox', { name: /Pickup person name/ });
    const areaCode = main.getByRole('combobox', { name: /Area code/ });
    const phone = main.getByRole('textbox', { name: /Phone/ });
    await name.fill('Minh Tran');
    await areaCode.selectOption('+84');
    await phone.fill('987654321');
    const proceed = main.getByRole('button', { name: 'Continue' });

    for (const failure of callFailures(page, '**/shop-api/delivery/pickup')) {
      await failure.fail();
      await proceed.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(page).toHaveURL(/\/pc\/delivery\/pickUp\/\d+$/);
      await expect(name).toHaveValue('Minh Tran');
      await expect(areaCode).toHaveValue('+84');
      await expect(phone).toHaveValue('987654321');
      await failure.heal();
    }

    await proceed.click();
    await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
    await expect(main.getByText('Minh Tran, +84 987654321')).toBeVisible();
  });

  test('post delivery that fails (500, offline) keeps the address typed, and continuing again reaches the confirmation', async ({
    page,
    customer,
  }) => {
    await signInWithCart(page, customer);
    await page.goto('/pc/cart');
    await checkOutToPostForm(page);
    const main = page.getByRole('main');
    const form = main.locator('form');
    await fillPostAddress(form);
    const proceed = main.getByRole('button', { name: 'Continue' });

    for (const failure of callFailures(page, '**/shop-api/delivery/post', ['server error', 'offline'])) {
      await failure.fail();
      await proceed.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expectPostAddressKept(form);
      await failure.heal();
    }

    await proceed.click();
    await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
    await expect(main.getByText('Linh Pham, +84 912345678')).toBeVisible();
  });
});
