import path from 'node:path';
import type { Page } from '@playwright/test';
import { checkOutToPostForm } from '../support/checkout-flow';
import { fillCart, signInAs, stockedProducts } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { ROOT } from '../support/workspace';

const OUT = path.join(ROOT, 'docs', 'screenshots');

/** Waits until the page has its data (no skeleton, nothing loading), then saves the first screen (or the page). */
async function shoot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `phone-${name}.png`), fullPage, animations: 'disabled' });
}

test('the phone store: home, a product, the cart, the post delivery form', async ({ page, freshUser }) => {
  const { api } = freshUser;
  const [product] = await stockedProducts(api, 1);
  await fillCart(api, [product!.id]);
  await signInAs(page, freshUser);
  const main = page.getByRole('main');

  await page.goto('/pc');
  await expect(main.getByRole('list', { name: 'Products' })).toBeVisible();
  await shoot(page, 'home');

  await page.goto(`/pc/product/${product!.id}`);
  await expect(main.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await shoot(page, 'product');

  await page.goto('/pc/cart');
  await expect(main.getByRole('button', { name: 'Check out' })).toBeVisible();
  await shoot(page, 'cart');

  await checkOutToPostForm(page);
  await shoot(page, 'post-form', true);
});

test('the phone store: the orders and an after-sales request (the demo buyer) @seed', async ({ page, demoBuyer }) => {
  const [first] = (await demoBuyer.api.get('/shop-api/after-sale/list', { page_size: 1 })).items as { id: number }[];
  await signInAs(page, demoBuyer);
  const main = page.getByRole('main');

  await page.goto('/pc/my/orders');
  await expect(main.getByRole('table', { name: 'Your orders' })).toBeVisible();
  await shoot(page, 'orders');

  await page.goto(`/pc/my/orders/afterSale/${first!.id}`);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, 'after-sales-request');
});
