import { expect, test } from '../support/fixtures';

test.describe('login and register', () => {
  test('login shows each required message, then signs the buyer in', async ({ page }) => {
    await page.goto('/pc/customer/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The Email field is required', { exact: true })).toBeVisible();
    await expect(page.getByText('The Password field is required', { exact: true })).toBeVisible();

    await page.getByLabel(/Email/).fill('buyer@example.com');
    await page.getByLabel(/Password/).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

    await page.getByLabel(/Password/).fill('buyer123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Hi, Bao Nguyen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('register shows each validation message of the spec, then creates the account', async ({ page }) => {
    await page.goto('/pc/customer/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The First Name field is required', { exact: true })).toBeVisible();
    await expect(page.getByText('The Last Name field is required', { exact: true })).toBeVisible();
    await expect(page.getByText('The Email field is required', { exact: true })).toBeVisible();
    await expect(page.getByText('The Password field is required', { exact: true })).toBeVisible();

    await page.getByLabel(/First name/).fill('Linh');
    await page.getByLabel(/Last name/).fill('Pham');
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel(/^Password/).fill('12345');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The email field must be a valid email address.', { exact: true })).toBeVisible();
    await expect(page.getByText('The Password field must be at least 6 characters.', { exact: true })).toBeVisible();

    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByLabel(/Confirm password/).fill('secret124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The Password field confirmation does not match', { exact: true })).toBeVisible();

    const email = `journey.${Date.now()}@example.com`;
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/Confirm password/).fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Hi, Linh Pham')).toBeVisible();
  });

  test('a protected route sends a visitor to login and back after it', async ({ page }) => {
    await page.goto('/pc/cart');
    await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fcart$/);
    await page.getByLabel(/Email/).fill('buyer@example.com');
    await page.getByLabel(/Password/).fill('buyer123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/pc\/cart$/);
    await expect(page.getByRole('link', { name: /Cart/ })).toBeVisible();
  });

  test('a fresh customer can sign in and out', async ({ page, freshUser }) => {
    await page.goto('/pc/customer/login');
    await page.getByLabel(/Email/).fill(freshUser.email);
    await page.getByLabel(/Password/).fill(freshUser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('an expired session', () => {
  test('a 401 from any call ends the session and sends the customer to login, then back', async ({
    page,
    baseURL,
    context,
  }) => {
    // A token the backend no longer knows: the page believes it is signed in until a call says otherwise.
    await context.addCookies([{ name: 'authorization', value: 'expired-token', url: baseURL! }]);
    await page.goto('/pc/sort?x=1');
    await page.getByRole('button', { name: 'ERP center' }).click();
    await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fsort%3Fx%3D1$/);
    expect((await context.cookies()).find((c) => c.name === 'authorization')).toBeUndefined();

    await page.getByLabel(/Email/).fill('buyer@example.com');
    await page.getByLabel(/Password/).fill('buyer123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/pc\/sort\?x=1$/);
  });
});
