import type { Page } from '@playwright/test';
import { placeOrder, SAVED_ADDRESS } from '../support/checkout-flow';
import { customerApi, fillCart, signInAs, stockedProducts } from '../support/customer-api';
import { apiRegister, expect, test } from '../support/fixtures';

interface Seen {
  path: string;
  text: string;
  /** Whether the browser held a session (the authorization cookie) when the screen looked so. */
  signedIn: boolean;
}

/** What the page shows, every 25 ms and on every change of the DOM, from the moment it is called. */
async function watchScreen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Seen[] = [];
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    const take = () =>
      seen.push({
        path: location.pathname,
        text: document.body.innerText,
        signedIn: document.cookie.split('; ').some((cookie) => cookie.startsWith('authorization=')),
      });
    setInterval(take, 25);
    new MutationObserver(take).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

async function seenSoFar(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __seen: Seen[] }).__seen;
    return seen.splice(0, seen.length);
  });
}

const PRICE = /\$\s?\d/;

test('one shared computer: a customer signs out, a visitor and the next customer never see what was theirs', async ({
  page,
  request,
  baseURL,
}) => {
  // Customer A, with a cart, an order and an address that are theirs alone.
  const a = await apiRegister(request);
  const api = customerApi(request, a.token);
  const products = await stockedProducts(api, 3);
  const order = await placeOrder(api, products[0]!.id);
  await fillCart(api, [products[1]!.id, products[2]!.id]);
  const consignee = `A-only ${Date.now()}`;
  await api.post('/shop-api/address/create', { ...SAVED_ADDRESS, consignee });
  const cartLines = [products[1]!.name, products[2]!.name];
  await signInAs(page, { token: a.token, storeURL: baseURL! });

  // A browses home, the cart, the orders and the addresses in one tab, following links (no reload).
  const main = page.getByRole('main');
  await page.goto('/pc');
  await expect(main.getByRole('list', { name: 'Products' })).toContainText(PRICE);
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(main).toContainText(cartLines[0]!);
  await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
  await expect(main).toContainText(order.order_no);
  await page.getByRole('button', { name: 'My account' }).click();
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: /Address management/ })
    .click();
  await expect(main).toContainText(consignee);
  await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(main.getByRole('list', { name: 'Products' })).toContainText(PRICE);
  await page.evaluate(() => ((window as unknown as { __sameLoad: boolean }).__sameLoad = true));

  // A signs out with the header: from then on the screen is sampled.
  await watchScreen(page);
  await page.getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(main.getByText('Login to see price').first()).toBeVisible();
  await page.waitForTimeout(1_000);
  const asVisitor = (await seenSoFar(page)).filter(({ signedIn }) => !signedIn);
  expect(asVisitor.length).toBeGreaterThan(20);
  expect(asVisitor.filter(({ text }) => PRICE.test(text)).map(({ path }) => path)).toEqual([]);

  // Customer B signs in in the same tab and visits the same pages.
  const b = await apiRegister(request);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await page.getByLabel(/^Email/).fill(b.email);
  await page.getByLabel(/^Password/).fill(b.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(`Hi, ${b.firstName} ${b.lastName}`)).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).click();
  await expect(main.getByText('Your cart is empty')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  await page.getByRole('button', { name: 'My account' }).click();
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: /Address management/ })
    .click();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  const asB = await seenSoFar(page);
  const leaks = asB.filter(
    ({ path, text }) =>
      text.includes(order.order_no) ||
      text.includes(consignee) ||
      (path === '/pc/cart' && cartLines.some((line) => text.includes(line))),
  );
  expect(leaks.map(({ path }) => path)).toEqual([]);
  // All of it in one page load: the session changed twice without a reload.
  expect(await page.evaluate(() => (window as unknown as { __sameLoad?: boolean }).__sameLoad)).toBe(true);
});
