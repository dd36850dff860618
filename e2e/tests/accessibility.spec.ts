import { expect, expectNoA11yViolations, test } from '../support/fixtures';

const pages = [
  { path: '/pc/customer/login', heading: { en: 'Sign in', vi: 'Đăng nhập' } },
  { path: '/pc/customer/register', heading: { en: 'Create an account', vi: 'Tạo tài khoản' } },
  { path: '/pc/customer/forgot-password', heading: { en: 'Forgot your password?', vi: 'Quên mật khẩu?' } },
  {
    path: '/pc/nothing-here',
    heading: { en: 'Page not found: /pc/nothing-here', vi: 'Không tìm thấy trang: /pc/nothing-here' },
  },
];

for (const locale of ['en', 'vi'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale: locale === 'vi' ? 'vi-VN' : 'en-US' });

    for (const { path, heading } of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading[locale], level: 1 })).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }

    test('the password gate has no axe violations', async ({ page }) => {
      await page.goto(`${process.env.E2E_GATED_URL ?? 'http://127.0.0.1:3311'}/pc/password`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    });

    test('the login form with its error messages has no axe violations', async ({ page }) => {
      await page.goto('/pc/customer/login');
      await page.getByRole('button', { name: locale === 'vi' ? 'Đăng nhập' : 'Sign in' }).click();
      await expect(page.getByLabel(/Email/)).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
    });
  });
}
