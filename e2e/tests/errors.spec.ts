import { openCart } from '../support/checkout-flow';
import { signInWithCart } from '../support/customer-api';
import { serverError } from '../support/failure-routes';
import { BROWSER_LOCALE, expect, test } from '../support/fixtures';

test.describe('not found', () => {
  test("an unmatched route says 'Page not found: {path}' with status 404", async ({ page }) => {
    const response = await page.goto('/pc/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found: /pc/nothing-here', level: 1 })).toBeVisible();
  });

  test("a parameter that fails validation says 'Page Not Found: {path}' with status 404", async ({ page }) => {
    const response = await page.goto('/pc/product/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /pc/product/abc', level: 1 })).toBeVisible();
  });

  test('a route that exists answers 200', async ({ page }) => {
    const response = await page.goto('/pc/product/3');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /Page not found/i })).toHaveCount(0);
  });

  test.describe('in Vietnamese', () => {
    test.use({ locale: BROWSER_LOCALE.vi });

    test('the not-found page is translated', async ({ page }) => {
      const response = await page.goto('/pc/nothing-here');
      expect(response?.status()).toBe(404);
      await expect(
        page.getByRole('heading', { name: 'Không tìm thấy trang: /pc/nothing-here', level: 1 }),
      ).toBeVisible();
    });
  });
});

test.describe('a failed cart change', () => {
  test('a hung change is told as a timeout, not as being offline, and the cart stays', async ({ page, customer }) => {
    test.setTimeout(60_000);
    await signInWithCart(page, customer);
    const table = await openCart(page);
    const main = page.getByRole('main');
    // Never answered: the client gives up after its 15-second timeout.
    await page.route('**/shop-api/cart/quantity', () => undefined);
    await table.getByRole('button', { name: /^Increase the quantity of / }).click();
    await expect(main.getByRole('alert')).toHaveText('The store took too long to answer. Please try again.', {
      timeout: 25_000,
    });
    await expect(table).toBeVisible();
    await expect(main.getByText('This page could not be loaded.')).toHaveCount(0);
  });

  test('offline, a failed quantity change keeps the cart and says so on the action', async ({ page, customer }) => {
    await signInWithCart(page, customer);
    const table = await openCart(page);
    const main = page.getByRole('main');
    const quantity = table.getByRole('textbox', { name: /^Quantity of / });
    await expect(quantity).toHaveValue('1');
    await page.context().setOffline(true);
    await table.getByRole('button', { name: /^Increase the quantity of / }).click();
    await expect(main.getByRole('alert')).toHaveText('You seem to be offline. Check your connection and try again.');
    await expect(table).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await expect(main.getByText('This page could not be loaded.')).toHaveCount(0);

    await page.context().setOffline(false);
    await table.getByRole('button', { name: /^Increase the quantity of / }).click();
    await expect(quantity).toHaveValue('2');
    await expect(main.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('API failures, per call family (issue 13, item 12)', () => {
  test('cart: a 500 on a change is told, the cart stays, and doing it again works (hung and offline: above)', async ({
    page,
    customer,
  }) => {
    await signInWithCart(page, customer);
    const table = await openCart(page);
    const main = page.getByRole('main');
    const quantity = table.getByRole('textbox', { name: /^Quantity of / });
    const more = table.getByRole('button', { name: /^Increase the quantity of / });
    await expect(quantity).toHaveValue('1');
    await page.route('**/shop-api/cart/quantity', serverError);
    await more.click();
    await expect(main.getByRole('alert')).toHaveText('Submission failed, please try again');
    await expect(quantity).toHaveValue('1');
    await page.unroute('**/shop-api/cart/quantity', serverError);
    await more.click();
    await expect(quantity).toHaveValue('2');
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('auth: a 500, a hung call and being offline are each told on the form, nothing typed is lost, and the retry signs in', async ({
    page,
    customer,
  }) => {
    test.setTimeout(75_000);
    await page.goto('/pc/customer/login');
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Password/);
    const submit = page.getByRole('button', { name: 'Sign in' });
    const alert = page.getByRole('main').getByRole('alert');
    await email.fill(customer.email);
    await password.fill(customer.password);

    await page.route('**/shop-hapi/login', serverError);
    await submit.click();
    await expect(alert).toHaveText('Submission failed, please try again');
    await page.unroute('**/shop-hapi/login', serverError);

    const hung = () => undefined;
    await page.route('**/shop-hapi/login', hung);
    await submit.click();
    await expect(alert).toHaveText('The store took too long to answer. Please try again.', { timeout: 25_000 });
    await page.unroute('**/shop-hapi/login', hung);

    await page.context().setOffline(true);
    await submit.click();
    await expect(alert).toHaveText('You seem to be offline. Check your connection and try again.');
    await page.context().setOffline(false);

    await expect(email).toHaveValue(customer.email);
    await expect(password).toHaveValue(customer.password);
    await submit.click();
    await expect(page.getByText(`Hi, ${customer.firstName} ${customer.lastName}`)).toBeVisible();
  });

  test('product: a 500, a hung call and being offline each say the products could not be loaded, the search typed stays, and they load again', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/pc');
    const main = page.getByRole('main');
    const products = main.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    const search = main.getByRole('searchbox', { name: 'Search products' });
    const failedText = main.getByText('The products could not be loaded.');
    const retry = main.getByRole('button', { name: 'Try again' });

    const name = (await products.getByRole('heading').first().textContent())!.trim();
    const list = '**/shop-api/product/list?*';
    const hung = () => undefined;
    // Back online, the list is read again by itself (SWR revalidates on reconnect); otherwise "Try again" does it.
    const failures: { fail(): Promise<void>; heal(): Promise<void>; byItself?: boolean }[] = [
      { fail: () => page.route(list, serverError), heal: () => page.unroute(list, serverError) },
      { fail: () => page.route(list, hung), heal: () => page.unroute(list, hung) },
      { fail: () => page.context().setOffline(true), heal: () => page.context().setOffline(false), byItself: true },
    ];
    for (const { fail, heal, byItself } of failures) {
      await fail();
      await search.fill(name);
      await main.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(failedText).toBeVisible({ timeout: 25_000 });
      // Still usable: what was typed stays, and the header is there around the failure.
      await expect(search).toHaveValue(name);
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await heal();
      if (!byItself) await retry.click();
      await expect(products.getByRole('heading', { name })).toBeVisible();
      await expect(failedText).toHaveCount(0);
      // A fresh page for the next failure: nothing of this search is kept in memory.
      await page.goto('/pc');
      await expect(products.getByRole('listitem').first()).toBeVisible();
    }
  });
});
