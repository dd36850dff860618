import { expect, test } from '../support/fixtures';

test.describe('not found', () => {
  test("an unmatched route says 'Page not found: {path}' with status 404", async ({ page }) => {
    const response = await page.goto('/pc/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found: /pc/nothing-here' })).toBeVisible();
  });

  test("a parameter that fails validation says 'Page Not Found: {path}' with status 404", async ({ page }) => {
    const response = await page.goto('/pc/product/abc');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found: /pc/product/abc' })).toBeVisible();
  });
});
