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
