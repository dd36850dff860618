import { BROWSER_LOCALE, expect, localeCookie, test } from '../support/fixtures';

test.describe('locale', () => {
  test.use({ locale: BROWSER_LOCALE.vi });

  test('a Vietnamese browser gets the Vietnamese header', async ({ page }) => {
    await page.goto('/pc');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Trang chủ' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tất cả sản phẩm' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
    await expect(page.getByLabel('Ngôn ngữ')).toHaveValue('vi');
  });

  test('switching language reloads into it, and the cookie keeps it for 365 days over the browser language', async ({
    page,
    context,
  }) => {
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('heading', { name: 'Đăng nhập', level: 1 })).toBeVisible();

    const reload = page.waitForEvent('load');
    await page.getByLabel('Ngôn ngữ').selectOption('en');
    await reload;
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Language')).toHaveValue('en');

    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('en');
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365.01);

    // A later visit, the browser still asking for Vietnamese: the cookie wins.
    await page.goto('/pc/customer/register');
    await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
    await page.goto('/pc');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
});
