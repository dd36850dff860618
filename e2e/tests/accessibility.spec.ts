import { BROWSER_LOCALE, expect, expectNoA11yViolations, test, type ShopLocale } from '../support/fixtures';
import { expectScreensAccessible } from '../support/axe-walk';
import { storeURL } from '../support/stores';

/** The shell's own pages, each with its level-1 heading (waited for, so axe sees the finished page). */
const pages = [
  { path: '/pc/customer/login', heading: { en: 'Sign in', vi: 'Đăng nhập' } },
  { path: '/pc/customer/register', heading: { en: 'Create an account', vi: 'Tạo tài khoản' } },
  { path: '/pc/customer/forgot-password', heading: { en: 'Forgot your password?', vi: 'Quên mật khẩu?' } },
  {
    path: '/pc/customer/reset-password/a-token-from-a-mail',
    heading: { en: 'Choose a new password', vi: 'Chọn mật khẩu mới' },
  },
  {
    path: '/pc/nothing-here',
    heading: { en: 'Page not found: /pc/nothing-here', vi: 'Không tìm thấy trang: /pc/nothing-here' },
  },
];

const submitLabel: Record<ShopLocale, string> = { en: 'Sign in', vi: 'Đăng nhập' };
const gate: Record<ShopLocale, { heading: string; label: RegExp }> = {
  en: { heading: 'This store is password protected', label: /^Shop password/ },
  vi: { heading: 'Cửa hàng này được bảo vệ bằng mật khẩu', label: /^Mật khẩu cửa hàng/ },
};

for (const locale of ['en', 'vi'] as const) {
  test.describe(`accessibility (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    for (const { path, heading } of pages) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await expectScreensAccessible(page, [
          { path, ready: (shown) => shown.getByRole('heading', { name: heading[locale], level: 1 }) },
        ]);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
      });
    }

    test('the login form showing its error messages has no axe violations', async ({ page }) => {
      await page.goto('/pc/customer/login');
      await page.getByRole('button', { name: submitLabel[locale] }).click();
      await expect(page.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
    });

    test('the password gate has no axe violations, also showing its error @gated', async ({ page }) => {
      await page.goto(`${storeURL('gated')}/pc/password`);
      await expect(page.getByRole('heading', { name: gate[locale].heading, level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
      const field = page.getByLabel(gate[locale].label);
      await field.fill('not-the-password');
      await field.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectNoA11yViolations(page);
    });
  });
}
