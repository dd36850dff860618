import type { Request } from '@playwright/test';
import { nextPaymentOutcome, type Customer } from '../support/customer-api';
import { DEMO, expect, test } from '../support/fixtures';

// One file, so its journeys run one after another: they pay the demo buyer's seeded orders.
test.describe.configure({ mode: 'serial' });

/** The result page follows a pending payment this long (PAYMENT_WAIT_MS in mf-checkout's use-payment-status.ts). */
const PAYMENT_WAIT_MS = 45_000;

/** The demo buyer's first seeded order in this status (backend/src/modules/orders/seed.ts: every status has one). */
async function demoOrder(demoBuyer: Customer, status: string) {
  const { items } = (await demoBuyer.api.get('/shop-api/order/list', { status, page_size: 1 })) as {
    items: { id: number; order_no: string }[];
  };
  expect(items, `the seed has a ${status} order`).toHaveLength(1);
  return items[0]!;
}

test.describe('paying, status by status (issue: "Pay now" on a pending order was a dead end)', () => {
  test('"Pay now" on a pending order in the list: the waiting payment, a bounded wait with ways on, then paid by card @dev @seed', async ({
    loggedInBuyer: page,
    request,
    devURL,
  }) => {
    // The result page's wait is part of the journey.
    test.setTimeout(PAYMENT_WAIT_MS + 60_000);
    const main = page.getByRole('main');
    await page.goto('/pc/my/orders?status=pending');
    const table = main.getByRole('table', { name: 'Your orders' });
    await expect(table.getByText('not paid yet, pay first').first()).toBeVisible();
    await table.getByRole('link', { name: 'Pay now' }).first().click();
    await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
    const orderId = Number(new URL(page.url()).pathname.split('/').pop());

    // The seeded bank transfer the bank has not confirmed: named, with what paying now does.
    await expect(main.getByText('A payment of this order by Bank transfer is waiting for confirmation.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pay now' })).toBeVisible();

    // Its result page follows it for a bounded time, then says so and stops asking.
    const statusReads: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/shop-api/payment/status')) statusReads.push(sent);
    });
    await main.getByRole('link', { name: 'See the waiting payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/payment/result/${orderId}$`));
    await expect(main.getByText('confirming your payment, please wait')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your payment is still being confirmed.' })).toBeVisible({
      timeout: PAYMENT_WAIT_MS + 10_000,
    });
    const reads = statusReads.length;
    await page.waitForTimeout(4000);
    expect(statusReads, 'no reading after the wait').toHaveLength(reads);
    await expect(main.getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/pc/my/orders/${orderId}`);
    await expect(main.getByRole('button', { name: 'Check again' })).toBeVisible();

    // Pay another way: the page waits while the gateway voids the waiting transfer, then the card payment starts.
    await main.getByRole('link', { name: 'Pay another way' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/payment/${orderId}$`));
    await nextPaymentOutcome(request, devURL, 'success', DEMO.email);
    await main.getByRole('radio', { name: 'Card' }).check();
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(main.getByRole('status').filter({ hasText: 'An earlier payment of this order' })).toBeVisible();
    // The gateway answers the void as it settles a payment (PAYMENT_SETTLE_MS), and the page tries every 1.5 s.
    await expect(page).toHaveURL(new RegExp(`/pc/payment/result/${orderId}$`), { timeout: 15_000 });
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

    await main.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${orderId}$`));
    await expect(main.getByText('Processing', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pay now' })).toHaveCount(0);
    await expect(main.getByRole('region', { name: 'Payment info' })).toContainText('Card');
  });

  test('the payment page of an order that cannot be paid says why and leads to the order or the list @seed', async ({
    loggedInBuyer: page,
    demoBuyer,
  }) => {
    const main = page.getByRole('main');

    // Canceled: it cannot be paid; the way on is the order, where it can be bought again.
    const canceled = await demoOrder(demoBuyer, 'canceled');
    await page.goto(`/pc/payment/${canceled.id}`);
    await expect(main.getByRole('heading', { name: 'This order was canceled, so it cannot be paid.' })).toBeVisible();
    await expect(main.getByText(/create a new order/)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await expect(main.locator('a[href*="/pc/payment/result/"]')).toHaveCount(0);
    await main.getByRole('link', { name: 'See the order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${canceled.id}$`));
    await expect(main.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Buy again' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

    // Closed: the same, in its own words.
    const closed = await demoOrder(demoBuyer, 'closed');
    await page.goto(`/pc/payment/${closed.id}`);
    await expect(
      main.getByRole('heading', { name: 'This order is closed, so it can no longer be paid.' }),
    ).toBeVisible();

    // Already paid (shipped): nothing to pay; the way on is the orders list.
    const shipped = await demoOrder(demoBuyer, 'shipped');
    await page.goto(`/pc/payment/${shipped.id}`);
    await expect(main.getByRole('heading', { name: 'This order is already paid.' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    await main.getByRole('link', { name: 'My orders' }).click();
    await expect(page).toHaveURL(/\/pc\/my\/orders$/);
    await expect(main.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  });
});
