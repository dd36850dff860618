import { expect, expectNoA11yViolations, test, type ShopLocale, BROWSER_LOCALE } from '../support/fixtures';
import { addToCartBySearch, fillPostAddress, toConfirmByPost, toPickup } from '../support/checkout-flow';
import {
  fillCart,
  nextPaymentOutcome,
  signInWithCart,
  signInAs,
  stockedProducts,
  type CustomerApi,
} from '../support/customer-api';
import { ADDRESS_REQUIRED_MESSAGES } from '../../shared/platform/src/testing/fixtures/address-messages';
import { overlappingTexts, PHONE, sidewaysOverflow, smallTapTargets, TABLET } from '../support/phone-layout';

// One file, so its journeys run one after another: the simulated gateway's "next outcome" is shop-wide.
test.describe.configure({ mode: 'serial' });

async function orderCount(api: CustomerApi): Promise<number> {
  return (await api.get('/shop-api/order/list', { page: 1 })).total as number;
}

test.describe('buying', () => {
  // QA's purchase across the remotes (catalogue, cart, checkout, account): no development endpoint, so it runs
  // against any store and a preview (`--grep @purchase`); the gateway's own outcome is success.
  test('log in, search by SKU, add to cart, post delivery, confirm with a remark, pay: thank you, and the order in the account has the remark @purchase', async ({
    page,
    customer,
  }) => {
    // The whole walk from the search to the thank-you page, every required message checked on the way.
    test.slow();
    const { api } = customer;
    const [product] = await stockedProducts(api, 1);
    await signInAs(page, customer);

    await page.goto('/pc');
    const main = page.getByRole('main');
    await addToCartBySearch(page, product!);
    const banner = page.getByRole('banner');

    await banner.getByRole('link', { name: /Cart/ }).click();
    await expect(page).toHaveURL(/\/pc\/cart$/);
    await expect(main.getByRole('table', { name: 'Products in your cart' })).toContainText(product!.name);
    await expect(main.getByRole('list', { name: 'Checkout progress' }).locator('[aria-current="step"]')).toHaveText(
      /Commodity purchasing/,
    );
    await main.getByRole('button', { name: 'Check out' }).click();
    await main.getByRole('button', { name: 'Next' }).click();

    // Every required message once, nothing sent; then filled.
    await main.getByRole('button', { name: 'Continue' }).click();
    for (const message of ADDRESS_REQUIRED_MESSAGES)
      await expect(main.getByText(message, { exact: true })).toHaveCount(1);
    await expect(page).toHaveURL(/\/pc\/delivery\/post\/\d+$/);
    await fillPostAddress(page);
    for (const message of ADDRESS_REQUIRED_MESSAGES)
      await expect(main.getByText(message, { exact: true })).toHaveCount(0);
    await main.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
    await expect(main.getByRole('heading', { name: 'Warehouse info' })).toBeVisible();
    await expect(main.getByText('Linh Pham, +84 912345678')).toBeVisible();
    await main.getByRole('textbox', { name: 'Remark' }).fill('Please call before delivery');
    await main.getByRole('button', { name: 'Confirm order' }).click();

    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    await expect(banner.getByLabel(/in cart$/)).toHaveCount(0);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/payment/result/${orderId}$`));
    await expect(main.getByText('confirming your payment, please wait')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/pc/my/orders/${orderId}`);
    await expect(main.getByRole('link', { name: 'Back home' })).toBeVisible();

    const order = await api.get('/shop-api/order/detail', { order_id: orderId });
    expect(order).toMatchObject({ remark: 'Please call before delivery', status: 'processing' });

    // On to the account, as the shopper goes: the order there, paid.
    await main.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${orderId}$`));
    await expect(main.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(main.getByText(order.order_no as string, { exact: true })).toBeVisible();
    await expect(main.getByText('Please call before delivery', { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Payment info' })).not.toContainText('Not paid yet.');
  });

  test('self pickup: who collects, then confirm and pay', async ({ page, customer }) => {
    await signInWithCart(page, customer);
    await toPickup(page);
    const main = page.getByRole('main');

    await main.getByRole('button', { name: 'Continue' }).click();
    for (const message of [
      'The Pickup Person Name field is required',
      'Please select Area Code',
      'The Phone field is required',
    ])
      await expect(main.getByText(message, { exact: true })).toHaveCount(1);
    await main.getByRole('textbox', { name: /Pickup person name/ }).fill('Minh Tran');
    await main.getByRole('combobox', { name: /Area code/ }).selectOption('+84');
    await main.getByRole('textbox', { name: /Phone/ }).fill('987654321');
    await main.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
    await expect(main.getByText('Self pickup', { exact: true })).toBeVisible();
    await expect(main.getByText('Minh Tran, +84 987654321')).toBeVisible();
    await main.getByRole('button', { name: 'Confirm order' }).click();
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });

  test('a failed payment says so, and paying again succeeds @dev', async ({ page, request, customer, devURL }) => {
    await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);

    await nextPaymentOutcome(request, devURL, 'failure', customer.email);
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(main.getByRole('heading', { name: 'Your payment did not go through.' })).toBeVisible();
    await main.getByRole('link', { name: 'Pay again' }).click();
    await main.getByRole('radio', { name: 'E-wallet' }).check();
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  });

  test('a double-clicked confirm makes one order', async ({ page, customer }) => {
    const api = await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const before = await orderCount(api);
    await page.getByRole('main').getByRole('button', { name: 'Confirm order' }).dblclick();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    // A reload of the page that confirmed changes nothing either.
    await page.goBack();
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'This order has already been placed.' }),
    ).toBeVisible();
    expect(await orderCount(api)).toBe(before + 1);
  });

  test('a confirmation whose answer is lost keeps the remark, and the retry makes one order', async ({
    page,
    customer,
  }) => {
    const api = await signInWithCart(page, customer);
    await toConfirmByPost(page);
    const before = await orderCount(api);
    // The first confirmation reaches the server (the order is made) but its answer never comes back.
    let dropped = false;
    await page.route('**/shop-api/order/confirm', async (route) => {
      if (dropped) return route.continue();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Remark' }).fill('Fragile');
    await main.getByRole('button', { name: 'Confirm order' }).click();
    await expect(main.getByRole('alert').filter({ hasText: 'You seem to be offline' })).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Remark' })).toHaveValue('Fragile');
    expect(await orderCount(api)).toBe(before + 1);

    await main.getByRole('button', { name: 'Confirm order' }).click();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    expect(await orderCount(api)).toBe(before + 1);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await api.get('/shop-api/order/detail', { order_id: orderId })).toMatchObject({ remark: 'Fragile' });
  });
});

const STEP = {
  en: {
    checkout: 'Check out',
    next: 'Next',
    continue: 'Continue',
    confirm: 'Confirm order',
    remark: 'Remark',
    pay: 'Pay now',
    thanks: 'Thank you for your order!',
  },
  vi: {
    checkout: 'Thanh toán',
    next: 'Tiếp theo',
    continue: 'Tiếp tục',
    confirm: 'Xác nhận đơn hàng',
    remark: 'Ghi chú',
    pay: 'Thanh toán ngay',
    thanks: 'Cảm ơn bạn đã đặt hàng!',
  },
} as const;

for (const locale of ['en', 'vi'] as ShopLocale[]) {
  test.describe(`checkout accessibility (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('every step has no axe violations, the forms also with their messages', async ({ page, customer }) => {
      // Eight screens, each scanned by axe: a long walk, not a slow page (the timings are the bench's business).
      test.slow();
      await signInWithCart(page, customer);
      const main = page.getByRole('main');
      const words = STEP[locale];

      await page.goto('/pc/cart');
      await expect(main.getByRole('table')).toBeVisible();
      await expectNoA11yViolations(page);
      await main.getByRole('button', { name: words.checkout, exact: true }).click();
      await expect(main.getByRole('radio').first()).toBeVisible();
      await expectNoA11yViolations(page);
      const cartId = new URL(page.url()).pathname.split('/').pop();

      await page.goto(`/pc/delivery/pickUp/${cartId}`);
      await main.getByRole('button', { name: words.continue }).click();
      await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoA11yViolations(page);

      await page.goto(`/pc/delivery/post/${cartId}`);
      await main.getByRole('button', { name: words.continue }).click();
      await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoA11yViolations(page);
      await fillPostAddress(page);
      await main.getByRole('button', { name: words.continue }).click();

      await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
      // The confirmation's own field: the address form can still be on screen while its page arrives.
      await expect(main.getByRole('textbox', { name: words.remark })).toBeVisible();
      await expectNoA11yViolations(page);
      await main.getByRole('button', { name: words.confirm }).click();

      await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
      await expect(main.getByRole('radio').first()).toBeVisible();
      await expectNoA11yViolations(page);
      await main.getByRole('button', { name: words.pay }).click();
      await expect(main.getByRole('status').first()).toBeVisible();
      await expectNoA11yViolations(page);
      await expect(main.getByRole('heading', { name: words.thanks })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

// On a tablet the lines stay a table, so more of them are needed before the check-out falls below the screen.
for (const [device, use, lines] of [
  ['a phone', PHONE, 4],
  ['a tablet', TABLET, 12],
] as const) {
  test.describe(`the cart on ${device}`, () => {
    test.use(use);

    test('nothing sideways, no text on text, finger-sized targets, Check out always at hand', async ({
      page,
      customer,
    }) => {
      const { api } = customer;
      await fillCart(
        api,
        (await stockedProducts(api, lines)).map((product) => product.id),
      );
      await signInAs(page, customer);
      await page.goto('/pc/cart');
      const main = page.getByRole('main');
      const table = main.getByRole('table', { name: 'Products in your cart' });
      await expect(table.getByRole('row')).toHaveCount(lines + 1);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await overlappingTexts(table)).toEqual([]);
      expect(await smallTapTargets(table)).toEqual([]);
      // The lines are longer than the screen: the check-out bar stays in view at the top of the page and its end.
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(end, 'the cart is longer than the screen').toBeGreaterThan(0);
      const checkout = main.getByRole('button', { name: 'Check out' });
      await expect(checkout).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(checkout).toBeInViewport();
    });
  });
}
