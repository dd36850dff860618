import type { Page } from '@playwright/test';
import { devPost, fillRequest, PDF, png, seller, shipOrder, typePath } from '../support/after-sales-flow';
import { expectNoSidewaysScroll, expectScreensAccessible } from '../support/axe-walk';
import { buyAndPay, signInWithPaidOrder } from '../support/checkout-flow';
import { BROWSER_LOCALE, expect, expectNoA11yViolations, test, type ShopLocale } from '../support/fixtures';
import { signInAs, signInWithCart, type Customer, type CustomerApi } from '../support/customer-api';

// One file run in order: the journeys share the demo buyer's seeded orders and the seller's dev endpoint.
test.describe.configure({ mode: 'serial' });

/** The demo buyer's paid orders that can still get a request (the seed leaves several open). */
async function eligibleOrders(api: CustomerApi): Promise<number[]> {
  const orders = (await api.get('/shop-api/order/list', { page: 1, page_size: 50 })).items as { id: number }[];
  const eligible: number[] = [];
  for (const { id } of orders) {
    if ((await api.get('/shop-api/after-sale/eligibility', { order_id: id })).eligible) eligible.push(id);
  }
  return eligible;
}

test.describe('after-sales', () => {
  test('buy and pay, ask for a refund with 2 images and a PDF, negotiate, and see the refund successful @dev', async ({
    page,
    request,
    freshUser,
    devURL,
  }) => {
    // The whole walk: checkout, the account's order page, the request with its upload, and the negotiation.
    test.slow();
    await signInWithCart(page, freshUser);
    const orderId = await buyAndPay(page);
    const main = page.getByRole('main');

    // From the thank-you page to the order in the account, and on by the order's after-sales entry.
    await main.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${orderId}$`));
    await expect(main.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await main.getByRole('link', { name: 'After-sales', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/afterSale/type\\?order_id=${orderId}$`));
    await main.getByRole('link', { name: /Refund only/ }).click();
    await expect(main.getByText('Service type: Refund only')).toBeVisible();
    await fillRequest(page, '10');
    await main.getByLabel(/Proof images/).setInputFiles([png('front.png'), png('back.png')]);
    await main.getByLabel(/^Attachments/).setInputFiles([PDF]);
    await expect(main.getByRole('img', { name: 'back.png' })).toBeVisible();

    // Held on its way so the progress bar can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/shop-api/after-sale/create', async (route) => {
      await held;
      await route.continue();
    });
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByRole('progressbar', { name: 'Uploading' })).toBeVisible();
    await expect(main.getByText(/Uploading \d+%/)).toBeVisible();
    release();
    await expect(page.getByText('Refund application submitted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(main.getByText('Buyer submitted').first()).toBeVisible();
    await expect(main.getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'receipt.pdf' })).toBeVisible();

    await seller(request, devURL, requestId, 'counter', { amount: 800, text: 'We can refund most of it.' });
    await page.reload();
    await expect(
      main.getByText('The seller offers a refund of $8.00. Reply below to accept or discuss.'),
    ).toBeVisible();
    await expect(main.getByText('We can refund most of it.')).toBeVisible();
    await main.getByRole('textbox', { name: /Message to the seller/ }).fill('Fine, 8 dollars is OK.');
    await main.getByRole('button', { name: 'Send message' }).click();
    await expect(main.getByText('Fine, 8 dollars is OK.')).toBeVisible();

    await seller(request, devURL, requestId, 'approve');
    await page.reload();
    await expect(main.getByText('Refund successful: $8.00')).toBeVisible();
    await expect(main.getByText('This request is closed; no more messages can be added.')).toBeVisible();

    await page.goto('/pc/my/orders/afterSale');
    await expect(main.getByRole('table')).toContainText('Refund successful');

    // One request per order: the order now leads to it.
    await page.goto(typePath(orderId, 'refund_only'));
    await expect(main.getByText(/Only one request per order/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'See the request' })).toHaveAttribute(
      'href',
      `/pc/my/orders/afterSale/${requestId}`,
    );
  });

  test('a rejected request shows the seller’s reason @dev @seed', async ({
    loggedInBuyer: page,
    demoBuyer,
    request,
    devURL,
  }) => {
    const [orderId] = await eligibleOrders(demoBuyer.api);
    const main = page.getByRole('main');
    await page.goto(typePath(orderId!, 'return_refund'));
    await fillRequest(page, '1');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
    const requestId = Number(new URL(page.url()).pathname.split('/').pop());
    await seller(request, devURL, requestId, 'reject', { text: 'The goods were used.' });
    await page.reload();
    const rejection = main.getByRole('region', { name: 'This request was rejected' });
    await expect(rejection).toContainText('The seller rejected this request.');
    await expect(rejection).toContainText('Seller’s reason: The goods were used.');
  });

  test('refund only, goods not received, on a shipment the carrier cannot stop: rejected, contact the seller @dev', async ({
    page,
    request,
    freshUser,
    devURL,
  }) => {
    const { order } = await signInWithPaidOrder(page, freshUser);
    await shipOrder(freshUser, order.order_id);
    await devPost(request, devURL, '/__dev/orders/carrier', { order_id: order.order_id, intercept: 'fails' });

    await page.goto(`/pc/my/orders/${order.order_id}`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'After-sales', exact: true }).click();
    await main.getByRole('link', { name: /Refund only/ }).click();
    await main.getByRole('radio', { name: 'Not received', exact: true }).check();
    await main.getByRole('combobox', { name: /Refund reason/ }).selectOption('other');
    await main.getByRole('textbox', { name: /Refund amount/ }).fill('1');
    await main.getByRole('textbox', { name: /Detailed reason/ }).fill('It never arrived.');
    await main.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
    const rejection = main.getByRole('region', { name: 'This request was rejected' });
    await expect(rejection).toContainText('Please contact the seller for manual intervention.');
    await expect(rejection).toContainText('Seller contact');
    // Only the outcome: no success toast beside the rejection.
    await expect(page.getByText('Refund application submitted successfully')).toHaveCount(0);
  });

  test('the form refuses an 11th image and an amount above the maximum, and sends nothing @seed', async ({
    loggedInBuyer: page,
    demoBuyer,
  }) => {
    const orderId = (await eligibleOrders(demoBuyer.api)).at(-1)!;
    let sent = 0;
    page.on('request', (asked) => {
      if (asked.url().includes('/shop-api/after-sale/create')) sent += 1;
    });
    const main = page.getByRole('main');
    await page.goto(typePath(orderId, 'refund_only'));
    await fillRequest(page, '999999');
    await main
      .getByLabel(/Proof images/)
      .setInputFiles(Array.from({ length: 11 }, (_, i) => png(`photo-${i + 1}.png`)));
    await expect(
      main.getByRole('alert').filter({ hasText: 'photo-11.png: you can upload up to 10 images' }),
    ).toBeVisible();
    await expect(main.getByRole('list', { name: 'Proof images' }).getByRole('img')).toHaveCount(10);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByText('The refund amount cannot be higher than the maximum refundable amount')).toBeVisible();
    await expect(main.getByRole('textbox', { name: /Refund amount/ })).toBeFocused();
    expect(sent).toBe(0);
  });
});

test.describe('after-sales on a touch phone', () => {
  test('tapping a proof picker opens the file chooser, and the chosen files show', async ({
    phonePage: page,
    demoBuyer,
  }) => {
    await signInAs(page, demoBuyer);
    const orderId = (await eligibleOrders(demoBuyer.api)).at(-1)!;
    await page.goto(typePath(orderId, 'refund_only'));
    const main = page.getByRole('main');
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);

    const images = page.waitForEvent('filechooser');
    await main.getByLabel(/Proof images/).tap();
    const imageChooser = await images;
    expect(imageChooser.isMultiple()).toBe(true);
    await imageChooser.setFiles([png('front.png'), png('back.png')]);
    await expect(main.getByRole('list', { name: 'Proof images' }).getByRole('img')).toHaveCount(2);
    await expect(main.getByRole('img', { name: 'back.png' })).toBeVisible();

    const attachments = page.waitForEvent('filechooser');
    await main.getByLabel(/^Attachments/).tap();
    await (await attachments).setFiles([PDF]);
    await expect(main.getByRole('list', { name: 'Attachments' })).toContainText(PDF.name);
    // Removing one is a tap too.
    await main.getByRole('button', { name: /front\.png/ }).tap();
    await expect(main.getByRole('list', { name: 'Proof images' }).getByRole('img')).toHaveCount(1);
  });
});

const WORDS = {
  en: { refundOnly: /Refund only/, submit: 'Submit' },
  vi: { refundOnly: /Chỉ hoàn tiền/, submit: 'Gửi' },
} as const;

/** Every after-sales screen, axe-checked as it is, the form also with its messages; no sideways scroll. */
async function checkScreens(page: Page, demoBuyer: Customer, locale: ShopLocale) {
  await signInAs(page, demoBuyer);
  const { api } = demoBuyer;
  const orderId = (await eligibleOrders(api)).at(-1)!;
  const [first] = (await api.get('/shop-api/after-sale/list', { page_size: 1 })).items as { id: number }[];
  const main = page.getByRole('main');

  await expectScreensAccessible(page, [
    { path: '/pc/my/orders/afterSale', ready: (shown) => shown.getByRole('main').getByRole('table') },
    {
      path: typePath(orderId),
      ready: (shown) => shown.getByRole('main').getByRole('link', { name: WORDS[locale].refundOnly }),
    },
  ]);
  // The request form showing its messages.
  await main.getByRole('link', { name: WORDS[locale].refundOnly }).click();
  await main.getByRole('button', { name: WORDS[locale].submit }).click();
  await expect(main.locator('[aria-invalid="true"]').first()).toBeVisible();
  await expectNoA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await expectScreensAccessible(page, [
    {
      path: `/pc/my/orders/afterSale/${first!.id}`,
      ready: (shown) => shown.getByRole('main').getByRole('list').first(),
    },
    // Spec 2's component-like routes, each showing its part alone.
    ...['AfterSalesCompletion', 'BuyerAppliesForAfterSalesService', 'Preview', 'ProductItem', 'SellerHandling'].map(
      (name) => ({
        path: `/pc/${name}`,
        ready: (shown: Page) => shown.getByRole('main').getByRole('heading', { level: 1 }),
      }),
    ),
  ]);
}

for (const locale of ['en', 'vi'] as ShopLocale[]) {
  test.describe(`after-sales accessibility (${locale}) @seed`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    test('every screen has no axe violations on a desktop', async ({ desktopPage, demoBuyer }) => {
      test.setTimeout(120_000);
      await checkScreens(desktopPage, demoBuyer, locale);
    });

    test('every screen has no axe violations on a phone', async ({ phonePage, demoBuyer }) => {
      test.setTimeout(120_000);
      await checkScreens(phonePage, demoBuyer, locale);
    });
  });
}
