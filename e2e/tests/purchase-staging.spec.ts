import { addToCartBySearch, checkOutToPostForm, confirmAndPay, continueByPost } from '../support/checkout-flow';
import { signInAs, stockedProducts } from '../support/customer-api';
import { expect, test as base } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { startNginxStore, type NginxStore } from '../support/nginx-store';

// The cross-remote purchase on a store run as staging runs it (docs/deployment.md): nginx in front, the backend with
// NODE_ENV=production, no development endpoints and the production rate limits. The reference backend's gateway
// settles a test payment by itself, so QA's purchase needs nothing a staging store lacks. Its own store: @local.
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] purchase-staging.spec.ts skipped: ${missing}`);
base.skip(missing !== null, missing ?? '');

const test = base.extend<{ staging: NginxStore }, { stagingStore: NginxStore }>({
  stagingStore: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter
    async ({}, use) => {
      const started = await startNginxStore({ staging: true });
      await use(started);
      await started.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  staging: async ({ stagingStore }, use) => use(stagingStore),
  baseURL: async ({ stagingStore }, use) => use(stagingStore.baseURL),
});

test.describe('a store with no development endpoints @local', () => {
  test('its backend answers 404 to /__dev/*', async ({ request, staging }) => {
    expect((await request.get(`${staging.backendURL}/__dev/outbox?to=buyer@example.com`)).status()).toBe(404);
    const outcome = await request.post(`${staging.backendURL}/__dev/payment/next-outcome`, {
      data: { outcome: 'failure' },
    });
    expect(outcome.status()).toBe(404);
  });

  test('browse, add to cart, post delivery, pay, and the order in the account, paid', async ({ page, customer }) => {
    test.slow();
    const [product] = await stockedProducts(customer.api, 1);
    await signInAs(page, customer);
    await page.goto('/pc');
    await addToCartBySearch(page, product!);
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await checkOutToPostForm(page);
    await continueByPost(page);
    const orderId = await confirmAndPay(page);

    const main = page.getByRole('main');
    await main.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${orderId}$`));
    await expect(main.getByRole('region', { name: 'Payment info' })).not.toContainText('Not paid yet.');
    expect(await customer.api.get('/shop-api/order/detail', { order_id: orderId })).toMatchObject({
      status: 'processing',
    });
  });
});
