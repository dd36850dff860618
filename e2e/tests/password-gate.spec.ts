import { expect, test } from '../support/fixtures';
import { GATE_PASSWORD } from '../support/stores';

test.describe('shop password gate @gated', () => {
  test.use({ store: 'gated' });

  test('sends a visitor to the gate, refuses a wrong password, then returns them to where they were', async ({
    page,
  }) => {
    await page.goto('/pc/product/3');
    await expect(page).toHaveURL(/\/pc\/password\?redirect=%2Fpc%2Fproduct%2F3$/);
    await expect(page.getByRole('heading', { name: 'This store is password protected', level: 1 })).toBeVisible();
    await expect(page.getByText('Enter the shop password to continue.')).toBeVisible();

    const field = page.getByLabel(/Shop password/);
    await field.fill('not-the-password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page.getByText('Incorrect password. Please try again.', { exact: true })).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/pc\/password\?redirect=/);

    await field.fill(GATE_PASSWORD);
    await page.getByRole('button', { name: 'Enter' }).click();
    await expect(page).toHaveURL(/\/pc\/product\/3$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // Once through, other routes open without the gate.
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  });
});
