import type { Route } from '@playwright/test';
import { shopperWithCart } from '../support/customer-api';
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
  test('a hung change is told as a timeout, not as being offline, and the cart stays', async ({
    page,
    request,
    freshUser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await shopperWithCart(page, request, freshUser.token, baseURL!);
    await page.goto('/pc/cart');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Products in your cart' });
    await expect(table).toBeVisible();
    // Never answered: the client gives up after its 15-second timeout.
    await page.route('**/shop-api/cart/quantity', () => undefined);
    await table.getByRole('button', { name: /^Increase the quantity of / }).click();
    await expect(main.getByRole('alert')).toHaveText('The store took too long to answer. Please try again.', {
      timeout: 25_000,
    });
    await expect(table).toBeVisible();
    await expect(main.getByText('This page could not be loaded.')).toHaveCount(0);
  });

  test('offline, a failed quantity change keeps the cart and says so on the action', async ({
    page,
    request,
    freshUser,
    baseURL,
  }) => {
    await shopperWithCart(page, request, freshUser.token, baseURL!);
    await page.goto('/pc/cart');
    const main = page.getByRole('main');
    const table = main.getByRole('table', { name: 'Products in your cart' });
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
  test('auth: a 500, a hung call and being offline are each told on the form, nothing typed is lost, and the retry signs in', async ({
    page,
    freshUser,
  }) => {
    test.setTimeout(75_000);
    await page.goto('/pc/customer/login');
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Password/);
    const submit = page.getByRole('button', { name: 'Sign in' });
    const alert = page.getByRole('main').getByRole('alert');
    await email.fill(freshUser.email);
    await password.fill(freshUser.password);

    const serverError = (route: Route) =>
      route.fulfill({ status: 500, json: { code: 500, msg: 'server error', data: { key: 'server_error' } } });
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

    await expect(email).toHaveValue(freshUser.email);
    await expect(password).toHaveValue(freshUser.password);
    await submit.click();
    await expect(page.getByText(`Hi, ${freshUser.firstName} ${freshUser.lastName}`)).toBeVisible();
  });
});
