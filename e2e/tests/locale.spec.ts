import { expect, test } from '../support/fixtures';

test.describe('locale', () => {
  test.use({ locale: 'vi-VN' });

  test('follows the browser, switches with a reload and keeps the choice for 365 days', async ({ page, context }) => {
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('heading', { name: 'Đăng nhập' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

    const reload = page.waitForEvent('load');
    await page.getByLabel('Ngôn ngữ').selectOption('en');
    await reload;
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    // The cookie wins over the browser's Vietnamese on the next visit.
    await page.goto('/pc/customer/register');
    await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  });
});
