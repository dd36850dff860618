import { expect, PHONE_UA, test } from '../support/fixtures';

test.describe('device routing', () => {
  test('a desktop lands on the pc set with the desktop header', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
  });

  test('the mobile set is under /mobile on a desktop', async ({ page }) => {
    await page.goto('/mobile');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ userAgent: PHONE_UA, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('lands on the mobile set with its menu', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Open menu' });
      await expect(menu).toBeVisible();
      await menu.click();
      await expect(
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sign in' }),
      ).toBeVisible();
    });

    test('still reaches the pc set under /pc', async ({ page }) => {
      await page.goto('/pc/customer/login');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    });
  });
});
