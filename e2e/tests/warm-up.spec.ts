import { signInWithCart } from '../support/customer-api';
import { expect, test } from '../support/fixtures';

test.describe('warming a page on intent', () => {
  test('pointing at the cart link fetches the cart page and the cart, so the click shows it at once', async ({
    page,
    customer,
  }) => {
    await signInWithCart(page, customer);
    await page.goto('/pc');
    await expect(page.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();

    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
    const cartCall = page.waitForResponse((response) => new URL(response.url()).pathname === '/shop-api/cart/list');
    await cartLink.hover();
    await cartCall;
    await expect.poll(() => asked.some((path) => /page-cart/.test(path))).toBe(true);

    await cartLink.click();
    // The warm cart is on screen at once; the page then revalidates it behind.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('table')).toBeVisible();
  });

  test('a visitor pointing at the cart link fetches nothing of the cart: the link leads to login', async ({ page }) => {
    await page.goto('/pc');
    await expect(page.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();
    // A visitor's home comes drawn from the server (decision 038): its scripts arrive and hydrate it after that.
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.getByRole('banner').getByRole('link', { name: /^Cart/ }).hover();
    // The hover handler runs synchronously; a short settle shows nothing was started behind it.
    await page.waitForTimeout(500);
    expect(
      asked.filter((path) => path === '/shop-api/cart/list' || /page-cart|mf_checkout|remoteEntry/.test(path)),
    ).toEqual([]);
  });

  test('pointing at a product on home fetches its page and the product, so the click shows it at once', async ({
    page,
  }) => {
    await page.goto('/pc');
    const product = page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first();
    await expect(product).toBeVisible();
    // Pointing means something once the server's first screen is hydrated (decision 038).
    await page.waitForLoadState('networkidle');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const name = product.getByRole('link').last();
    const detailCall = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/shop-api/product/detail',
    );
    await name.hover();
    await detailCall;
    await expect.poll(() => asked.some((path) => /page-product-detail/.test(path))).toBe(true);
    const productName = (await name.textContent())!.trim();
    await name.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: productName })).toBeVisible();
  });
});
