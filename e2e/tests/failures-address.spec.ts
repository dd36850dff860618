import { expectPostAddressKept, fillPostAddress } from '../support/checkout-flow';
import { signInAs } from '../support/customer-api';
import { callFailures, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: addresses (issue 13, item 12)', () => {
  test('a 500, a hung save and being offline are told on the form, the address typed stays, and saving again adds it', async ({
    page,
    customer,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    await signInAs(page, customer);
    await page.goto('/pc/my/address');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add new address' }).click();
    const form = main.getByRole('form', { name: 'New address' });
    await fillPostAddress(form);
    const save = form.getByRole('button', { name: 'Save address' });

    for (const failure of callFailures(page, '**/shop-api/address/create')) {
      await failure.fail();
      await save.click();
      await expect(form.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      // Still usable: the form with everything typed, the page's tabs and the header around it.
      await expectPostAddressKept(form);
      await expect(main.getByRole('tab', { name: 'Active (0)' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await failure.heal();
    }

    await save.click();
    await expect(main.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await expect(main.getByRole('list', { name: 'Saved addresses' })).toContainText('Linh Pham');
    expect((await customer.api.get('/shop-api/address/list')).items).toHaveLength(1);
  });
});
