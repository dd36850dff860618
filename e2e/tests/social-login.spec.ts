import { expect, test } from '../support/fixtures';

test('social login goes to the provider and back, signed in, to where the visitor was @dev', async ({ page }) => {
  await page.goto('/pc/cart');
  await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fcart$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  // The simulated provider answers at once and sends the browser back to the callback page.
  await expect(page).toHaveURL(/\/pc\/cart$/);
  await expect(page.getByText('Hi, Social Google')).toBeVisible();
});
