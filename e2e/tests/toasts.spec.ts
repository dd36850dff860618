import { devices, type Locator, type Page } from '@playwright/test';
import { fillRequest } from '../support/after-sales-flow';
import { fillPostAddress, signInWithPaidOrder } from '../support/checkout-flow';
import { fillCart, signInAs, stockedProducts, type CustomerApi } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { PHONE } from '../support/phone-layout';
import {
  expectToastClearOf,
  pressByKeyboard,
  restPointerOn,
  tapWhereSeen,
  toastRegion,
} from '../support/tap-where-seen';

// Issue 36, item 1 (decision 042): a toast never sits on the page's primary action nor on the header's bar. Each
// journey taps the action at the centre of its box while a toast shows, as a shopper who does not wait does
// (support/tap-where-seen.ts): Playwright's own click would wait until nothing covers it.

const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];
const SCREENS = [
  { name: 'a phone 390 × 844', use: PHONE },
  { name: 'a desktop 1428 × 908', use: { ...desktop, viewport: { width: 1428, height: 908 } } },
  { name: 'a desktop 1280 × 800', use: { ...desktop, viewport: { width: 1280, height: 800 } } },
];

const ADDED = 'Add to cart successfully';

/** The header's link to the cart that is shown at this width (the bar's on a phone, the navigation's on a desktop). */
const cartLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart \d+ items? in cart$/ })
    .filter({ visible: true });

/** `count` stocked products that ship from one warehouse (a checkout takes one warehouse's lines). */
async function productsOfOneWarehouse(api: CustomerApi, count: number) {
  const groups = new Map<string, Awaited<ReturnType<typeof stockedProducts>>>();
  for (const product of await stockedProducts(api, 50)) {
    const { warehouse } = (await api.get('/shop-api/product/detail', { id: product.id })) as {
      warehouse: { name: string };
    };
    const group = [...(groups.get(warehouse.name) ?? []), product];
    if (group.length === count) return group;
    groups.set(warehouse.name, group);
  }
  throw new Error(`fewer than ${count} stocked products ship from any one warehouse`);
}

/** A stocked product's page, its "Add to cart" tapped where seen: the button and the toast that tells it. */
async function addFromProductPage(page: Page, productId: number): Promise<{ add: Locator; toast: Locator }> {
  await page.goto(`/pc/product/${productId}`);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to cart' });
  await tapWhereSeen(page, add);
  const toast = toastRegion(page, ADDED);
  await expect(toast).toBeVisible();
  return { add, toast };
}

for (const screen of SCREENS) {
  test.describe(`toasts on ${screen.name}`, () => {
    test.use(screen.use);

    test('"Check out" in the cart, tapped at once after "Add to cart successfully"', async ({ page, customer }) => {
      // A cart longer than the window, all from one warehouse (so it can be checked out); the page is scrolled
      // down to its summary, which puts "Check out" at the window's bottom edge, where the issue saw it covered.
      const [product, ...others] = await productsOfOneWarehouse(customer.api, 8);
      await fillCart(
        customer.api,
        others.map(({ id }) => id),
      );
      await signInAs(page, customer);
      const { toast } = await addFromProductPage(page, product!.id);
      const banner = page.getByRole('banner');
      await expectToastClearOf(toast, { 'the header': banner });
      await tapWhereSeen(page, cartLink(page));
      await expect(page).toHaveURL(/\/pc\/cart$/);
      const checkOut = page.getByRole('main').getByRole('button', { name: 'Check out' });
      const summary = page.getByRole('main').getByRole('region', { name: 'Total price of goods' });
      await expect(checkOut).toBeVisible();
      await summary.evaluate((bar) => bar.scrollIntoView({ block: 'end' }));
      await expect(toast).toBeVisible();
      await expectToastClearOf(toast, {
        '"Check out"': checkOut,
        'the cart’s action bar': summary,
        'the header': banner,
      });
      await tapWhereSeen(page, checkOut);
      await expect(page).toHaveURL(/\/pc\/chooseDelivery\/\d+$/);
    });

    test('"Add to cart" tapped again while its toast shows', async ({ page, customer }) => {
      const [product] = await stockedProducts(customer.api, 1);
      await signInAs(page, customer);
      const { add, toast } = await addFromProductPage(page, product!.id);
      await expectToastClearOf(toast, { '"Add to cart"': add, 'the header': page.getByRole('banner') });
      await tapWhereSeen(page, add);
      // The second tap reached the button: a second message.
      await expect(toast.getByText(ADDED)).toHaveCount(2);
    });

    test('the post delivery form’s "Continue" while "Add to cart successfully" shows', async ({ page, customer }) => {
      const [product] = await stockedProducts(customer.api, 1);
      await signInAs(page, customer);
      const { toast } = await addFromProductPage(page, product!.id);
      // The toast held open by a resting pointer while the shopper goes on by keyboard to the form.
      await restPointerOn(page, toast);
      const main = page.getByRole('main');
      await pressByKeyboard(page, cartLink(page));
      await expect(page).toHaveURL(/\/pc\/cart$/);
      await pressByKeyboard(page, main.getByRole('button', { name: 'Check out' }));
      await expect(page).toHaveURL(/\/pc\/chooseDelivery\/\d+$/);
      await pressByKeyboard(page, main.getByRole('button', { name: 'Next' }));
      await expect(page).toHaveURL(/\/pc\/delivery\/post\/\d+$/);
      await fillPostAddress(page);
      const next = main.getByRole('button', { name: 'Continue' });
      await next.scrollIntoViewIfNeeded();
      await expect(toast).toBeVisible();
      await expectToastClearOf(toast, { '"Continue"': next });
      await tapWhereSeen(page, next);
      await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
    });

    test('the after-sales request’s "Submit" while a toast shows, then "Send message" after its own @dev', async ({
      page,
      customer,
    }) => {
      test.slow();
      const { order } = await signInWithPaidOrder(page, customer);
      await page.goto(`/pc/my/orders/${order.order_id}`);
      const main = page.getByRole('main');
      await tapWhereSeen(page, main.getByRole('button', { name: 'Buy again' }));
      const added = toastRegion(page, ADDED);
      await expect(added).toBeVisible();
      await restPointerOn(page, added);
      await pressByKeyboard(page, main.getByRole('link', { name: 'After-sales', exact: true }));
      await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/type\?order_id=\d+$/);
      await pressByKeyboard(page, main.getByRole('link', { name: /Refund only/ }));
      await expect(main.getByText('Service type: Refund only')).toBeVisible();
      await fillRequest(page, '1');
      const submit = main.getByRole('button', { name: 'Submit' });
      await submit.scrollIntoViewIfNeeded();
      await expect(added).toBeVisible();
      await expectToastClearOf(added, { '"Submit"': submit });
      await tapWhereSeen(page, submit);

      const submitted = toastRegion(page, 'Refund application submitted successfully');
      await expect(submitted).toBeVisible();
      await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
      await main.getByRole('textbox', { name: 'Message to the seller' }).fill('Photos attached above.');
      const send = main.getByRole('button', { name: 'Send message' });
      await send.scrollIntoViewIfNeeded();
      await expect(submitted).toBeVisible();
      await expectToastClearOf(submitted, { '"Send message"': send });
      await tapWhereSeen(page, send);
      await expect(toastRegion(page, 'Message sent')).toBeVisible();
    });
  });
}
