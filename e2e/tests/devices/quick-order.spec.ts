import { commonEn } from '../../../shell/src/i18n/en/common';
import { commonVi } from '../../../shell/src/i18n/vi/common';
import { quickOrderEn } from '../../../mf-catalog/src/i18n/quick-order-en';
import { quickOrderVi } from '../../../mf-catalog/src/i18n/quick-order-vi';
import { signInAs } from '../../support/customer-api';
import { expect, expectNoA11yViolations, test } from '../../support/fixtures';
import { sidewaysOverflow, smallTapTargets } from '../../support/phone-layout';
import { productsShippedFrom, typoOf } from '../../support/quick-order';

// Issue 47 on a phone and a tablet (the `phone` and `tablet` projects): quick order from the compact header's menu,
// the paste box first, each line a card on a phone, nothing sideways, every target big enough, axe-clean with
// problems shown — in English and Vietnamese.

const TEXTS = {
  'en-US': { shell: commonEn, page: quickOrderEn },
  'vi-VN': { shell: commonVi, page: quickOrderVi },
} as const;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

for (const locale of ['en-US', 'vi-VN'] as const) {
  test.describe(locale, () => {
    test.use({ locale });

    test(`quick order from the menu: the paste box first, lines as cards on a phone, problems shown, axe-clean (${locale})`, async ({
      page,
      customer,
    }) => {
      const { shell, page: texts } = TEXTS[locale];
      const [first, second] = await productsShippedFrom(customer.api, 'VN', 2);
      await signInAs(page, customer);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: shell['nav.openMenu'] }).click();
      await banner.getByRole('link', { name: shell['nav.quickOrder'], exact: true }).click();
      await expect(page).toHaveURL(/\/quick-order$/);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: texts['quickOrder.title'] })).toBeVisible();
      const pasteBox = main.getByRole('textbox', { name: texts['quickOrder.paste'] });
      // A good line, an unknown SKU and a quantity that is not a number.
      await pasteBox.fill(`${first!.sku} 2\n${typoOf(second!.sku)} 1\n${second!.sku} x`);
      await main.getByRole('button', { name: texts['quickOrder.checkLines'] }).click();
      await expect(main.getByText(fill(texts['quickOrder.unknownSku'], { sku: typoOf(second!.sku) }))).toBeVisible();
      await expect(main.getByText(fill(texts['quickOrder.summary'], { ready: 1, total: 3 }))).toBeVisible();

      // The paste box comes before the lines.
      const lineOne = main.getByRole('textbox', { name: fill(texts['quickOrder.sku'], { n: 1 }), exact: true });
      expect((await lineOne.boundingBox())!.y).toBeGreaterThan((await pasteBox.boundingBox())!.y);
      // On a phone each line is a card, not a table's row.
      if (page.viewportSize()!.width < 600) await expect(main.getByRole('table')).toHaveCount(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await smallTapTargets(main)).toEqual([]);
      await expectNoA11yViolations(page, { wcag22: true });
    });
  });
}
