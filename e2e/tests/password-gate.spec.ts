import { GATE_PASSWORD } from '../support/global-setup';
import { expect, test } from '../support/fixtures';

test.describe('shop password gate', () => {
  test.use({ baseURL: process.env.E2E_GATED_URL ?? 'http://127.0.0.1:3311' });

  test('sends every named route to the gate, refuses a wrong password, then lets the shopper back in', async ({
    page,
  }) => {
    await page.goto('/pc/product/3');
    await expect(page).toHaveURL(/\/pc\/password\?redirect=%2Fpc%2Fproduct%2F3$/);
    await expect(page.getByRole('heading', { name: 'This store is password protected' })).toBeVisible();

    const field = page.getByLabel(/Shop password/);
    await field.fill('not-the-password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(GATE_PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/pc\/product\/3$/);
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});
