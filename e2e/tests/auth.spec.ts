import { DEMO, expect, test } from '../support/fixtures';

test.describe('login', () => {
  test('shows each required message on its field, refuses wrong credentials, then signs the buyer in @seed', async ({
    page,
  }) => {
    await page.goto('/pc/customer/login');
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Password/);
    const submit = page.getByRole('button', { name: 'Sign in' });

    await submit.click();
    await expect(email).toHaveAccessibleDescription(/^The Email field is required$/);
    await expect(password).toHaveAccessibleDescription(/^The Password field is required$/);
    await expect(page.getByText('The Email field is required', { exact: true })).toBeVisible();
    await expect(page.getByText('The Password field is required', { exact: true })).toBeVisible();

    await email.fill(DEMO.email);
    await password.fill('wrong-password');
    await submit.click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();

    await password.fill(DEMO.password);
    await submit.click();
    await expect(page.getByText(`Hi, ${DEMO.name}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('a protected route sends a visitor to login, and back to it after login @seed', async ({ page }) => {
    await page.goto('/pc/cart');
    await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fcart$/);
    await page.getByLabel(/^Email/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/pc\/cart$/);
    await expect(page.getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  });

  test('a customer registered elsewhere signs in, then out', async ({ page, freshUser }) => {
    await page.goto('/pc/customer/login');
    await page.getByLabel(/^Email/).fill(freshUser.email);
    await page.getByLabel(/^Password/).fill(freshUser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(`Hi, ${freshUser.firstName} ${freshUser.lastName}`)).toBeVisible();
    // The account's items are in the account menu on a wide screen: one header row.
    await page.getByRole('button', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in buyer sees their header, and the session survives a reload @seed', async ({
    loggedInBuyer: page,
  }) => {
    await page.goto('/pc');
    await expect(page.getByText(`Hi, ${DEMO.name}`)).toBeVisible();
    const toggle = page.getByRole('button', { name: 'My account' });
    const account = page.getByRole('navigation', { name: 'My account' });
    await expect(account).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(account.getByRole('link', { name: /Address management/ })).toBeVisible();
    await expect(account.getByRole('link', { name: /Favorites list/ })).toBeVisible();
    await expect(account.getByRole('button', { name: 'Logout' })).toBeVisible();
    // Escape closes the menu and gives focus back to its button.
    await account.getByRole('link', { name: /Address management/ }).focus();
    await page.keyboard.press('Escape');
    await expect(account).toBeHidden();
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // One header row at 1280 and 1600 px wide (it wrapped onto two at 1600 with the account items in the row).
    for (const width of [1280, 1600]) {
      await page.setViewportSize({ width, height: 800 });
      // The middles of the header's controls (the skip link, off screen until focused, aside) are on one line.
      const middles = await page
        .getByRole('banner')
        .locator('a:visible, button:visible, select:visible')
        .evaluateAll((elements) =>
          elements
            .filter((element) => element.getAttribute('href') !== '#main')
            .map((element) => element.getBoundingClientRect())
            .map((box) => box.top + box.height / 2),
        );
      expect(middles.length).toBeGreaterThan(8);
      expect(Math.max(...middles) - Math.min(...middles), `header rows at ${width} px`).toBeLessThan(12);
    }
    await page.reload();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  });
});

test.describe('register', () => {
  test('shows each validation message of the spec on its field, then creates the account', async ({ page }) => {
    await page.goto('/pc/customer/register');
    const firstName = page.getByLabel(/^First name/);
    const lastName = page.getByLabel(/^Last name/);
    const email = page.getByLabel(/^Email/);
    const password = page.getByLabel(/^Password/);
    const confirmation = page.getByLabel(/^Confirm password/);
    const submit = page.getByRole('button', { name: 'Create account' });

    await submit.click();
    await expect(firstName).toHaveAccessibleDescription(/The First Name field is required/);
    await expect(lastName).toHaveAccessibleDescription(/The Last Name field is required/);
    await expect(email).toHaveAccessibleDescription(/The Email field is required/);
    await expect(password).toHaveAccessibleDescription(/The Password field is required/);

    await firstName.fill('Linh');
    await lastName.fill('Pham');
    await email.fill('not-an-email');
    await password.fill('12345');
    await submit.click();
    await expect(page.getByText('The email field must be a valid email address.', { exact: true })).toBeVisible();
    await expect(email).toHaveAccessibleDescription(/The email field must be a valid email address\./);
    await expect(page.getByText('The Password field must be at least 6 characters.', { exact: true })).toBeVisible();
    await expect(password).toHaveAccessibleDescription(/The Password field must be at least 6 characters\./);
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

    await password.fill('secret123');
    await confirmation.fill('secret124');
    await submit.click();
    await expect(page.getByText('The Password field confirmation does not match', { exact: true })).toBeVisible();
    await expect(confirmation).toHaveAccessibleDescription(/The Password field confirmation does not match/);

    await email.fill(`journey.${Date.now()}@example.com`);
    await confirmation.fill('secret123');
    await submit.click();
    await expect(page.getByText('Hi, Linh Pham')).toBeVisible();
    await expect(page.getByRole('button', { name: 'My account' })).toBeVisible();
  });

  test('an email already in use is reported on the email field', async ({ page, freshUser }) => {
    await page.goto('/pc/customer/register');
    await page.getByLabel(/^First name/).fill('Linh');
    await page.getByLabel(/^Last name/).fill('Pham');
    await page.getByLabel(/^Email/).fill(freshUser.email);
    await page.getByLabel(/^Password/).fill('secret123');
    await page.getByLabel(/^Confirm password/).fill('secret123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel(/^Email/)).toHaveAccessibleDescription(/The email has already been taken\./);
    await expect(page).toHaveURL(/\/pc\/customer\/register$/);
  });
});

test.describe('an expired session', () => {
  test('a 401 from any call ends the session and sends the customer to login, then back @seed', async ({
    page,
    baseURL,
    context,
  }) => {
    // A token the backend does not know: the page believes it is signed in until a call says otherwise.
    await context.addCookies([{ name: 'authorization', value: 'expired-token', url: baseURL! }]);
    await page.goto('/pc/sort?x=1');
    await page.getByRole('button', { name: 'ERP center' }).click();
    await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fsort%3Fx%3D1$/);
    expect((await context.cookies()).find((cookie) => cookie.name === 'authorization')).toBeUndefined();

    await page.getByLabel(/^Email/).fill(DEMO.email);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/pc\/sort\?x=1$/);
  });
});
