import { signInAs } from '../../support/customer-api';
import { expect, expectNoA11yViolations, test } from '../../support/fixtures';
import { sidewaysOverflow, smallTapTargets } from '../../support/phone-layout';
import { productsShippedFrom, quickOrder, typoOf } from '../../support/quick-order';

// Issue 47 on a phone and a tablet (the `phone` and `tablet` projects): quick order from the compact header's menu,
// the paste box first, each line a card, nothing sideways, every target big enough — in English and Vietnamese.

for (const locale of ['en-US', 'vi-VN'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`quick order from the menu: the paste box first, lines as cards, problems shown, axe-clean (${locale})`, async ({
      page,
      customer,
    }) => {
      const [first, second] = await productsShippedFrom(customer.api, 'VN', 2);
      await signInAs(page, customer);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('banner');
      const english = locale === 'en-US';
      if (english) {
        await banner.getByRole('button', { name: 'Open menu' }).click();
        await banner.getByRole('link', { name: 'Quick order', exact: true }).click();
        await expect(page).toHaveURL(/quick-order$/);
      } else {
        await page.goto(`${new URL(page.url()).pathname.startsWith('/mobile') ? '/mobile' : '/pc'}/quick-order`);
      }
      const main = page.getByRole('main');
      const order = quickOrder(page);
      const pasteBox = main.locator('textarea');
      await pasteBox.fill(`${first!.sku} 2\n${typoOf(second!.sku)} 1\n${second!.sku} x`);
      await pasteBox.press('Tab');
      // The check button follows the box: the first control after it that is a button.
      await main.getByRole('button').first().click();
      await expect(main.locator('input[type="file"], [aria-invalid="true"]').first()).toBeAttached();
      await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();

      // The paste box comes before the lines; the lines are cards, not a table's rows.
      const boxTop = (await pasteBox.boundingBox())!.y;
      const firstSku = main.getByRole('textbox', { name: english ? 'SKU, line 1' : /1/ }).first();
      expect((await firstSku.boundingBox())!.y).toBeGreaterThan(boxTop);
      await expect(main.getByRole('table')).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTapTargets(main)).toEqual([]);
      await expectNoA11yViolations(page);
      if (english) await expect(order.summary).toHaveText(/1 of 3 lines ready/);
    });
  });
}
