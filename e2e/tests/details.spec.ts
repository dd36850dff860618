import type { Locator, Page } from '@playwright/test';
import { shipOrder } from '../support/after-sales-flow';
import { signInWithPaidOrder } from '../support/checkout-flow';
import { signInAs } from '../support/customer-api';
import { expect, test } from '../support/fixtures';

/** The details a shopper notices (issue 28): sizes, alignment and placement that unit tests cannot measure. */

/** Where the first line of an element's text starts, and its computed font size and weight. */
async function textOf(locator: Locator) {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const style = getComputedStyle(element);
    return { left: range.getClientRects()[0]!.left, size: style.fontSize, weight: style.fontWeight };
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, `${locator} has a box`).not.toBeNull();
  return found!;
}

async function expectInViewport(page: Page, locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const { x, y, width, height } = await box(locator);
  const viewport = page.viewportSize()!;
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
  expect(x + width).toBeLessThanOrEqual(viewport.width);
  expect(y + height).toBeLessThanOrEqual(viewport.height);
}

test.describe('the header', () => {
  test('ERP center and Logout read as the links beside them; toasts leave the header controls clear', async ({
    page,
    customer,
  }) => {
    const { api } = customer;
    const [product] = (await api.get('/shop-api/product/list', { page_size: 1 })).items as { id: number }[];
    await signInAs(page, customer);
    await page.goto(`/pc/product/${product!.id}`);
    const header = page.getByRole('banner');
    const home = await textOf(header.getByRole('link', { name: 'Home', exact: true }));
    for (const name of ['ERP center', 'Logout']) {
      const button = header.getByRole('button', { name, exact: true });
      if (name === 'Logout') await header.getByRole('button', { name: 'My account' }).click();
      const text = await textOf(button);
      expect({ size: text.size, weight: text.weight }, name).toEqual({ size: home.size, weight: home.weight });
    }

    await page.getByRole('main').getByRole('button', { name: 'Add to favorites' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Add to collect successfully' });
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    for (const control of [header.getByRole('button', { name: 'My account' }), header.getByRole('combobox')])
      expect(overlaps(toastBox, await box(control)), `the toast covers ${control}`).toBe(false);
  });

  test('on a phone, ERP center lines up with the other items of the menu', async ({ phonePage: page, customer }) => {
    await signInAs(page, customer);
    await page.goto('/pc/my/orders');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Open menu' }).click();
    const home = await textOf(header.getByRole('link', { name: 'Home', exact: true }));
    const erp = await textOf(header.getByRole('button', { name: 'ERP center', exact: true }));
    expect(Math.abs(erp.left - home.left)).toBeLessThanOrEqual(1);
    expect(erp.size).toBe(home.size);
  });
});

test('on a phone, both Close buttons of the shipping dialog are on screen @dev', async ({
  phonePage: page,
  customer,
}) => {
  const { order } = await signInWithPaidOrder(page, customer);
  await shipOrder(customer, order.order_id);
  await page.goto(`/pc/my/orders/${order.order_id}`);
  await page.getByRole('main').getByRole('button', { name: 'View shipping details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shipping details' });
  await expect(dialog.getByRole('heading', { name: 'Shipping details' })).toBeVisible();
  // The dialog fits the screen: a page wider than the phone (a caption stretched past it) once pushed it off.
  await expectInViewport(page, dialog);
  const [corner, footer] = [dialog.getByRole('button', { name: 'Close' }).first(), dialog.getByRole('button').last()];
  await expectInViewport(page, corner);
  await expectInViewport(page, footer);
});
