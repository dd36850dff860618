import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { customerApi, fillCart, nextPaymentOutcome, signedIn, stockedProducts, type CustomerApi } from './customer-api';

/** The post address every journey sends, by field name (the shared address form's names, in any language). */
export const POST_ADDRESS = {
  consignee: 'Linh Pham',
  country_code: 'VN',
  state: 'Ha Noi',
  city: 'Ha Noi',
  district: 'Ba Dinh',
  address: '1 Hoang Dieu',
  post_code: '100000',
  area_code: '+84',
  phone: '912345678',
} as const;

/** A second address, saved through the API before a journey (the account's address book). */
export const SAVED_ADDRESS = {
  consignee: 'Bao Nguyen',
  country_code: 'VN',
  state: 'Ho Chi Minh',
  city: 'Ho Chi Minh City',
  district: 'District 1',
  address: '12 Le Loi',
  post_code: '700000',
  area_code: '+84',
  phone: '901234567',
} as const;

/**
 * Fills the shared address form (checkout's post delivery, the account's address form) with POST_ADDRESS;
 * `within` is the form, or the page's main area when it holds one form.
 */
export async function fillPostAddress(within: Page | Locator): Promise<void> {
  const form = 'goto' in within ? within.getByRole('main').locator('form') : within;
  const { country_code, area_code, ...typed } = POST_ADDRESS;
  for (const [name, value] of Object.entries(typed)) await form.locator(`[name="${name}"]`).fill(value);
  await form.locator('[name="country_code"]').selectOption(country_code);
  await form.locator('[name="area_code"]').selectOption(area_code);
}

/** What was typed in the shared address form is all still there (after a failed submit). */
export async function expectPostAddressKept(form: Locator): Promise<void> {
  for (const [name, value] of Object.entries(POST_ADDRESS))
    await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
}

/** An order placed through the API (cart → checkout → post delivery → confirm): unpaid, one line. */
export async function placeOrder(api: CustomerApi, productId: number) {
  await fillCart(api, [productId]);
  const { cart_id } = (await api.post('/shop-api/cart/checkout')) as { cart_id: number };
  await api.post('/shop-api/delivery/post', { cart_id, ...POST_ADDRESS });
  return (await api.post('/shop-api/order/confirm', {
    cart_id,
    idempotency_key: `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
  })) as { order_id: number; order_no: string };
}

/** From the cart through post delivery to the confirmation page, with what is in the cart selected. */
export async function toConfirmByPost(page: Page): Promise<void> {
  await page.goto('/pc/cart');
  await page.getByRole('main').getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/pc\/chooseDelivery\/\d+$/);
  await page.getByRole('main').getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/pc\/delivery\/post\/\d+$/);
  await fillPostAddress(page);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
}

/** From the cart through post delivery, confirmation and payment to the thank-you page: the paid order's id. */
export async function buyAndPay(page: Page): Promise<number> {
  const main = page.getByRole('main');
  await toConfirmByPost(page);
  await main.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await main.getByRole('button', { name: 'Pay now' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return orderId;
}

/** A signed-in customer with `count` unpaid orders of one well-stocked product, placed through the API. */
export async function customerWithOrders(
  page: Page,
  request: APIRequestContext,
  token: string,
  baseURL: string,
  count: number,
) {
  const api = customerApi(request, token);
  const [product] = await stockedProducts(api, 1);
  const orders = [];
  for (let i = 0; i < count; i += 1) orders.push(await placeOrder(api, product!.id));
  await signedIn(page, token, baseURL);
  return { api, product: product!, orders };
}

/** An order placed and paid through the API (the gateway told to accept it): processing, open for after-sales. */
export async function paidOrder(api: CustomerApi, request: APIRequestContext, devURL: string, productId: number) {
  const order = await placeOrder(api, productId);
  await nextPaymentOutcome(request, devURL, 'success');
  await api.post('/shop-api/payment/create', { order_id: order.order_id, method: 'card' });
  await expect
    .poll(async () => (await api.get('/shop-api/order/detail', { order_id: order.order_id })).status, {
      timeout: 15_000,
    })
    .toBe('processing');
  return order;
}

/** A signed-in customer with one paid order (placed and paid through the API): open for an after-sales request. */
export async function customerWithPaidOrder(
  page: Page,
  request: APIRequestContext,
  token: string,
  baseURL: string,
  devURL: string,
) {
  const api = customerApi(request, token);
  const [product] = await stockedProducts(api, 1);
  const order = await paidOrder(api, request, devURL, product!.id);
  await signedIn(page, token, baseURL);
  return { api, order };
}

/** From the cart to the self pickup form, with what is in the cart selected. */
export async function toPickup(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await page.goto('/pc/cart');
  await main.getByRole('button', { name: 'Check out' }).click();
  await main.getByRole('radio', { name: /Self pickup/ }).check();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/pc\/delivery\/pickUp\/\d+$/);
}
