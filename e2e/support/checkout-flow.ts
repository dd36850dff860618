import { expect, type Locator, type Page } from '@playwright/test';
import { fillCart, signInAs, stockedProducts, type Customer, type CustomerApi } from './customer-api';

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

/** From home, into an empty cart: the product found by its SKU, opened and added; the header counts one item. */
export async function addToCartBySearch(page: Page, product: { sku: string; name: string }): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('searchbox', { name: 'Search products' }).fill(product.sku);
  await main.getByRole('button', { name: 'Search', exact: true }).click();
  await main.getByRole('list', { name: 'Products' }).getByRole('link', { name: product.name }).first().click();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('banner').getByLabel('1 item in cart')).toBeVisible();
}

/** The cart page, once its table of what is in the cart shows; that table. */
export async function openCart(page: Page): Promise<Locator> {
  await page.goto('/pc/cart');
  const table = page.getByRole('main').getByRole('table', { name: 'Products in your cart' });
  await expect(table).toBeVisible();
  return table;
}

/** From the cart page, with what is in it selected, to the post delivery form (post is the default way). */
export async function checkOutToPostForm(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/pc\/chooseDelivery\/\d+$/);
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/pc\/delivery\/post\/\d+$/);
}

/** From the post delivery form, filled with POST_ADDRESS, to the confirmation page. */
export async function continueByPost(page: Page): Promise<void> {
  await fillPostAddress(page);
  await page.getByRole('main').getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/pc\/orderConfim\/\d+$/);
}

/** From the cart through post delivery to the confirmation page, with what is in the cart selected. */
export async function toConfirmByPost(page: Page): Promise<void> {
  await page.goto('/pc/cart');
  await checkOutToPostForm(page);
  await continueByPost(page);
}

/** From the confirmation page: the order confirmed and paid, up to the thank-you page; the order's id. */
export async function confirmAndPay(page: Page): Promise<number> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page).toHaveURL(/\/pc\/payment\/\d+$/);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  await main.getByRole('button', { name: 'Pay now' }).click();
  await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  return orderId;
}

/** From the cart through post delivery, confirmation and payment to the thank-you page: the paid order's id. */
export async function buyAndPay(page: Page): Promise<number> {
  await toConfirmByPost(page);
  return confirmAndPay(page);
}

/** The customer signed in with `count` unpaid orders of one well-stocked product, placed through the API. */
export async function signInWithOrders(page: Page, customer: Customer, count: number) {
  const { api } = customer;
  const [product] = await stockedProducts(api, 1);
  const orders = [];
  for (let i = 0; i < count; i += 1) orders.push(await placeOrder(api, product!.id));
  await signInAs(page, customer);
  return { api, product: product!, orders };
}

/**
 * An order placed and paid through the API: processing, open for after-sales. The gateway's own outcome is
 * success (the reference backend's stand-in settles it after PAYMENT_SETTLE_MS), so no development endpoint is
 * needed and this works against a staging store.
 */
export async function paidOrder(customer: Pick<Customer, 'api'>, productId: number) {
  const { api } = customer;
  const order = await placeOrder(api, productId);
  await api.post('/shop-api/payment/create', {
    order_id: order.order_id,
    method: 'card',
    idempotency_key: `e2e-pay-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
  });
  await expect
    .poll(async () => (await api.get('/shop-api/order/detail', { order_id: order.order_id })).status, {
      timeout: 15_000,
    })
    .toBe('processing');
  return order;
}

/** The customer signed in with one paid order (placed and paid through the API): open for an after-sales request. */
export async function signInWithPaidOrder(page: Page, customer: Customer) {
  const [product] = await stockedProducts(customer.api, 1);
  const order = await paidOrder(customer, product!.id);
  await signInAs(page, customer);
  return { api: customer.api, order };
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
