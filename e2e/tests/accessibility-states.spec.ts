import type { Page } from '@playwright/test';
import accountEn from '../../mf-account/src/i18n/en';
import accountVi from '../../mf-account/src/i18n/vi';
import afterSalesEn from '../../mf-aftersales/src/i18n/en';
import afterSalesVi from '../../mf-aftersales/src/i18n/vi';
import catalogEn from '../../mf-catalog/src/i18n/en';
import catalogVi from '../../mf-catalog/src/i18n/vi';
import checkoutEn from '../../mf-checkout/src/i18n/en';
import checkoutVi from '../../mf-checkout/src/i18n/vi';
import publishEn from '../../mf-publish/src/i18n/en';
import publishVi from '../../mf-publish/src/i18n/vi';
import shellEn from '../../shell/src/i18n/en';
import shellVi from '../../shell/src/i18n/vi';
import { typePath } from '../support/after-sales-flow';
import { fillPostAddress, placeOrder, signInWithPaidOrder } from '../support/checkout-flow';
import { nextPaymentOutcome, signInAs, stockedProducts } from '../support/customer-api';
import { BROWSER_LOCALE, expect, expectNoA11yViolations, test, type ShopLocale } from '../support/fixtures';
import { PHONE } from '../support/phone-layout';
import { signInToPublish } from '../support/publish-flow';

/**
 * Issue 48: the pages are checked at rest elsewhere (accessibility.spec.ts, layout-check.spec.ts); this walks the
 * states between — forms showing their errors, dialogs and menus open, a toast up, an upload on its way, a payment
 * failed — with axe (WCAG 2.2 AA included) in each, and focus where it belongs at each step: inside what opened,
 * back on its opener when it closes, on the heading of a page an action led to. On a laptop and on a phone, in
 * both languages, with each remote's own words.
 */

// The simulated gateway's next outcome is shop-wide: the journeys run one after another.
test.describe.configure({ mode: 'serial' });

type Messages = Readonly<Record<string, string>>;

const MESSAGES: Record<
  ShopLocale,
  Record<'account' | 'afterSales' | 'catalog' | 'checkout' | 'publish' | 'shell', Messages>
> = {
  en: {
    account: accountEn,
    afterSales: afterSalesEn,
    catalog: catalogEn,
    checkout: checkoutEn,
    publish: publishEn,
    shell: shellEn,
  },
  vi: {
    account: accountVi,
    afterSales: afterSalesVi,
    catalog: catalogVi,
    checkout: checkoutVi,
    publish: publishVi,
    shell: shellVi,
  },
};

/** A remote's words in a language, its `{{placeholders}}` filled in. */
function wordsOf(messages: Messages) {
  return (key: string, values: Record<string, string | number> = {}): string => {
    const text = messages[key];
    if (text === undefined) throw new Error(`no text "${key}"`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
  };
}

const VIEWPORTS = {
  laptop: { viewport: { width: 1280, height: 800 } },
  phone: PHONE,
} as const;

/** axe with WCAG 2.2 AA, on the page as it is now. */
const expectAccessible = (page: Page) => expectNoA11yViolations(page, { wcag22: true });

for (const locale of ['en', 'vi'] as const) {
  for (const [device, use] of Object.entries(VIEWPORTS)) {
    test.describe(`states (${locale}, ${device})`, () => {
      test.use({ ...use, locale: BROWSER_LOCALE[locale] });
      const phone = device === 'phone';
      const shell = wordsOf(MESSAGES[locale].shell);
      const account = wordsOf(MESSAGES[locale].account);
      const afterSales = wordsOf(MESSAGES[locale].afterSales);
      const catalog = wordsOf(MESSAGES[locale].catalog);
      const checkout = wordsOf(MESSAGES[locale].checkout);
      const publish = wordsOf(MESSAGES[locale].publish);

      test('sign in and register showing their errors', async ({ page }) => {
        for (const [path, submit] of [
          ['/pc/customer/login', shell('login.submit')],
          ['/pc/customer/register', shell('register.submit')],
        ] as const) {
          await page.goto(path);
          const form = page.getByRole('main').locator('form');
          await form.getByRole('button', { name: submit, exact: true }).click();
          const email = form.locator('[name="email"]');
          await expect(email).toHaveAttribute('aria-invalid', 'true');
          // The first field in error takes focus, with its message tied to it.
          await expect(form.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
          await expectAccessible(page);
        }
      });

      // On a phone the account's links are in the header's menu; on a laptop they are a menu of their own.
      test(`the ${phone ? 'header' : 'account'} menu, open and closed by Escape`, async ({ page, customer }) => {
        await signInAs(page, customer);
        await page.goto('/pc');
        const banner = page.getByRole('banner');
        const opener = banner.getByRole('button', { name: shell(phone ? 'nav.openMenu' : 'nav.account'), exact: true });
        await opener.click();
        // Open, the phone's button says what it does next.
        const open = phone ? banner.getByRole('button', { name: shell('nav.closeMenu'), exact: true }) : opener;
        await expect(open).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(opener).toHaveAttribute('aria-expanded', 'false');
        await expect(opener).toBeFocused();
      });

      test('the address book: the form opened, with errors, saved, and the delete confirmation', async ({
        page,
        customer,
      }) => {
        await signInAs(page, customer);
        await page.goto('/pc/my/address');
        const main = page.getByRole('main');
        const add = main.getByRole('button', { name: account('addresses.add') });
        await add.click();
        const form = main.getByRole('form', { name: account('addresses.formAdd') });
        await expect(form.locator('[name="consignee"]')).toBeFocused();
        await expectAccessible(page);

        await form.getByRole('button', { name: account('addresses.save') }).click();
        await expect(form.locator('[name="consignee"]')).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(form).toHaveCount(0);
        await expect(add).toBeFocused();

        await add.click();
        await fillPostAddress(form);
        await form.getByRole('button', { name: account('addresses.save') }).click();
        await expect(page.getByText(account('addresses.saved'))).toBeVisible();
        await expect(form).toHaveCount(0);
        await expect(add).toBeFocused();
        // The toast is up.
        await expectAccessible(page);

        const remove = main.getByRole('button', { name: account('addresses.deleteOne', { name: 'Linh Pham' }) });
        await remove.click();
        const dialog = page.getByRole('dialog', { name: account('addresses.deleteTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(':focus')).toHaveCount(1);
        await expectAccessible(page);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(remove).toBeFocused();
      });

      test('the cancel order dialog', async ({ page, customer }) => {
        const [product] = await stockedProducts(customer.api, 1);
        await placeOrder(customer.api, product!.id);
        await signInAs(page, customer);
        await page.goto('/pc/my/orders');
        const opener = page
          .getByRole('main')
          .getByRole('button', { name: account('action.cancel') })
          .first();
        await opener.click();
        const dialog = page.getByRole('dialog', { name: account('action.cancelTitle') });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator(':focus')).toHaveCount(1);
        await expectAccessible(page);
        await dialog.getByRole('button', { name: account('action.keep') }).click();
        await expect(dialog).toHaveCount(0);
        await expect(opener).toBeFocused();
      });

      test('buying: the toast, the delivery form with errors, a failed payment, then paid @dev', async ({
        page,
        request,
        customer,
        devURL,
      }) => {
        const [product] = await stockedProducts(customer.api, 1);
        await signInAs(page, customer);
        await page.goto(`/pc/product/${product!.id}`);
        const main = page.getByRole('main');
        await main.getByRole('button', { name: catalog('cart.add') }).click();
        await expect(page.getByText(catalog('cart.added'))).toBeVisible();
        await expectAccessible(page);

        await page.goto('/pc/cart');
        await main.getByRole('button', { name: checkout('cart.checkout') }).click();
        await main.getByRole('button', { name: checkout('choose.next') }).click();
        const post = main.locator('form');
        await post.getByRole('button', { name: checkout('post.submit') }).click();
        await expect(post.locator('[name="consignee"]')).toHaveAttribute('aria-invalid', 'true');
        await expect(post.locator(':focus')).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(page);
        await fillPostAddress(post);
        await post.getByRole('button', { name: checkout('post.submit') }).click();

        // Each page an action leads to puts focus on its heading.
        await expect(main.getByRole('heading', { level: 1, name: checkout('confirm.title') })).toBeFocused();
        await expectAccessible(page);
        await nextPaymentOutcome(request, devURL, 'failure', customer.email);
        await main.getByRole('button', { name: checkout('confirm.submit') }).click();
        await expect(main.getByRole('heading', { level: 1, name: checkout('payment.title') })).toBeFocused();
        await main.getByRole('button', { name: checkout('payment.pay') }).click();
        await expect(main.getByRole('heading', { level: 1, name: checkout('result.title') })).toBeFocused();
        await expect(main.getByRole('alert')).toContainText(checkout('result.failed'));
        await expectAccessible(page);

        await main.getByRole('link', { name: checkout('result.payAgain') }).click();
        await expect(main.getByRole('heading', { level: 1, name: checkout('payment.title') })).toBeFocused();
        await main.getByRole('button', { name: checkout('payment.pay') }).click();
        await expect(main.getByRole('heading', { level: 1, name: checkout('result.title') })).toBeFocused();
        await expect(main.getByRole('heading', { name: checkout('result.paid') })).toBeVisible();
        await expectAccessible(page);
      });

      test('an after-sales request: errors, the upload on its way, the request sent', async ({ page, customer }) => {
        const { order } = await signInWithPaidOrder(page, customer);
        await page.goto(typePath(order.order_id, 'refund_only'));
        const main = page.getByRole('main');
        const submit = main.getByRole('button', { name: afterSales('form.submit'), exact: true });
        await submit.click();
        await expect(main.locator('[name="reason"]')).toHaveAttribute('aria-invalid', 'true');
        await expectAccessible(page);

        await main.getByRole('radio', { name: afterSales('goods.received'), exact: true }).check();
        await main.locator('[name="reason"]').selectOption('damaged');
        await main.locator('[name="amount"]').fill('1');
        await main.locator('[name="description"]').fill('The case arrived cracked.');
        // The upload is held until the page has been checked in its state.
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/shop-api/after-sale/create', async (route) => {
          await held;
          await route.continue();
        });
        // Submit at the window's bottom edge, as after filling the form on a phone, and sent by keyboard.
        await submit.evaluate((button) => {
          button.scrollIntoView({ block: 'end' });
          button.focus({ preventScroll: true });
        });
        await page.keyboard.press('Enter');
        await expect(main.getByRole('progressbar', { name: afterSales('form.uploading') })).toBeVisible();
        // The progress row that appeared above it did not push the focused Submit out of the window.
        await expect(submit).toBeFocused();
        await expect(submit).toBeInViewport({ ratio: 1 });
        await expectAccessible(page);
        release();

        await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
        await expect(main.getByRole('heading', { level: 1, name: afterSales('detail.title') })).toBeFocused();
        await expectAccessible(page);
      });

      // A new customer: one with nothing in its collection box, whatever ran before.
      test('the publish steps: review, then success, each heading taking focus', async ({ page, freshUser }) => {
        const [product] = await signInToPublish(page, freshUser);
        await page.goto('/pc/Publish');
        const main = page.getByRole('main');
        await main.getByRole('button', { name: publish('selection.next') }).click();
        await expect(main.getByRole('alert')).toBeVisible();
        await expectAccessible(page);
        await main
          .getByRole('checkbox', { name: publish('products.select', { name: product!.name }), exact: true })
          .check();
        await main.getByRole('button', { name: publish('selection.next') }).click();
        await expect(main.getByRole('heading', { level: 2, name: publish('steps.review') })).toBeFocused();
        await expectAccessible(page);
        await main.getByRole('button', { name: publish('review.publish') }).click();
        await expect(main.getByRole('heading', { level: 2, name: publish('steps.done') })).toBeFocused();
        await expectAccessible(page);
      });
    });
  }
}
