import type { Page } from '@playwright/test';
import { checkOutToPostForm, confirmAndPay, continueByPost } from '../../support/checkout-flow';
import { signInAs, stockedProducts } from '../../support/customer-api';
import { DEMO, expect, test } from '../../support/fixtures';

// The main journeys on a phone and on a tablet (the `phone` and `tablet` projects of playwright.config.ts run only
// this folder, with Playwright's 'iPhone 13' and 'iPad (gen 7)' descriptors): browse, buy, the account's pages.
// The pages are reached through the compact header's menu, as a shopper on such a screen does.

// One file, so its journeys run one after another: the simulated gateway's "next outcome" is shop-wide.
test.describe.configure({ mode: 'serial' });

/** Opens the header's menu and follows one of its links. */
async function viaMenu(page: Page, name: string | RegExp) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  // Exact names: 'Home' is also part of the logo's name ('Lotus Wholesale home').
  await banner.getByRole('link', { name, exact: typeof name === 'string' }).click();
  await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(0);
}

test('browse: the home lists products, a product opens, the header stays compact', async ({ page }) => {
  await page.goto('/pc');
  const main = page.getByRole('main');
  const header = await page.getByRole('banner').boundingBox();
  expect(header!.height).toBeLessThanOrEqual(0.15 * page.viewportSize()!.height);
  // Spec 9's mobile scale, capped: never above 16 px on a phone or a tablet (it was 16.65 px and 35 px).
  const rootFont = await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(rootFont).toBeLessThanOrEqual(16);
  expect(rootFont).toBeGreaterThan(13);
  const products = main.getByRole('list', { name: 'Products' });
  await products.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/pc\/product\/\d+$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main.getByText('Login to see price').first()).toBeVisible();
  await viaMenu(page, 'Home');
  await expect(page).toHaveURL(/\/pc$/);
});

test('buy: add to cart, check out by post, confirm and pay', async ({ page, customer }) => {
  const { api } = customer;
  const [product] = await stockedProducts(api, 1);
  await signInAs(page, customer);
  await page.goto(`/pc/product/${product!.id}`);
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').getByText('Add to cart successfully')).toBeVisible();

  // The bar's cart, beside the menu: its name counts what was just added, and one tap reaches the cart.
  await banner.getByRole('link', { name: 'Cart 1 item in cart' }).click();
  await expect(page).toHaveURL(/\/pc\/cart$/);
  await expect(main.getByText(product!.name).first()).toBeVisible();
  await noSidewaysScroll(page);
  await checkOutToPostForm(page);
  await continueByPost(page);
  await confirmAndPay(page);
  await expect(main.getByRole('link', { name: 'Continue shopping' })).toBeVisible();
});

test('the account: orders, an order, after-sales, addresses and favorites through the menu @seed', async ({
  loggedInBuyer: page,
}) => {
  await page.goto('/pc');
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open menu' }).click();
  await expect(banner.getByText(`Hi, ${DEMO.name}`)).toBeVisible();
  await expect(banner.getByRole('button', { name: 'ERP center' })).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');

  await viaMenu(page, 'My orders');
  await expect(main.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);
  const search = main.getByRole('search', { name: 'Find orders' });
  if (page.viewportSize()!.width < 768) {
    // A phone opens on the orders: the filters are folded behind their button until asked for.
    await expect(search).toBeHidden();
    await main.getByRole('button', { name: 'Filters', exact: true }).click();
    await expect(search).toBeVisible();
  } else {
    await expect(search).toBeVisible();
  }
  // Phones and tablets upright get the orders as cards; the select-all box says what it does.
  await expect(main.getByText('Select all orders on this page')).toBeVisible();
  await main
    .getByRole('link', { name: /^View details/ })
    .first()
    .click();
  await expect(main.getByRole('heading', { name: 'Order details', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);

  await viaMenu(page, 'After-sales requests');
  await expect(main.getByRole('heading', { name: 'After-sales', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);

  await viaMenu(page, 'Address management');
  await expect(main.getByRole('heading', { name: 'Address management', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);

  await viaMenu(page, /^Favorites list/);
  await expect(main.getByRole('heading', { name: 'Favorites list', level: 1 })).toBeVisible();
  await noSidewaysScroll(page);
});
