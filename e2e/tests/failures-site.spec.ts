import { unrenderedPages } from '../support/unrendered-pages';
import { signInWithCart } from '../support/customer-api';
import { FAILURE_TEXT, HUNG_TEST_TIMEOUT, HUNG_WAIT, serverError } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: the site header and the language switch (issue 13, item 12)', () => {
  test('a header call that fails (500, hung, offline) leaves the page and its navigation usable, and the counters come back', async ({
    page,
    customer,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    await signInWithCart(page, customer);
    // Drawn by the browser, which then makes the call that fails here (a server-rendered page carries its answers).
    await unrenderedPages(page);
    const banner = page.getByRole('banner');
    const main = page.getByRole('main');
    const header = '**/shop-hapi/header';
    const hung = () => undefined;

    const products = main.getByRole('list', { name: 'Products' });
    const counter = banner.getByLabel(/items? in cart$/);
    const usable = async () => {
      await expect(products.getByRole('listitem').first()).toBeVisible();
      await expect(banner.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(banner.getByRole('link', { name: /Cart/ })).toBeVisible();
      await expect(banner).not.toContainText('header.');
    };

    // A 500: the page works around the header, which shows no counter it does not have.
    await page.route(header, serverError);
    await page.goto('/pc');
    await usable();
    await expect(counter).toHaveCount(0);
    await page.unroute(header, serverError);
    // Offline, then online: the header is read again by itself.
    await page.context().setOffline(true);
    await page.context().setOffline(false);
    await expect(counter).toBeVisible();

    // A call that never answers: the same, and the next change the header follows reads it again.
    await page.route(header, hung);
    const abandoned = page.waitForEvent('requestfailed', {
      predicate: (failed) => failed.url().includes('/shop-hapi/header'),
      timeout: HUNG_WAIT,
    });
    await page.goto('/pc');
    await usable();
    // The client gives up on it (its timeout), and the page is still the same.
    await abandoned;
    await usable();
    await expect(counter).toHaveCount(0);
    await page.unroute(header, hung);
    await products.getByRole('link').first().click();
    await main.getByRole('button', { name: 'Add to cart' }).click();
    await expect(counter).toBeVisible();
  });

  test('a language list that fails still offers both languages; switching offline says so and keeps the page; online it switches', async ({
    page,
  }) => {
    const localeList = '**/shop-api/website/locale-list*';
    await page.route(localeList, serverError);
    await page.goto('/pc');
    const banner = page.getByRole('banner');
    const main = page.getByRole('main');
    const language = banner.getByRole('combobox', { name: 'Language' });
    await expect(language.getByRole('option')).toHaveText(['English', 'Vietnamese']);
    const search = main.getByRole('searchbox', { name: 'Search products' });
    await search.fill('typed before switching');

    await page.context().setOffline(true);
    await language.selectOption('vi');
    await expect(banner.getByRole('alert')).toHaveText(FAILURE_TEXT.offline);
    await expect(language).toHaveValue('en');
    await expect(search).toHaveValue('typed before switching');
    await expect(main.getByRole('list', { name: 'Products' })).toBeVisible();

    await page.context().setOffline(false);
    await language.selectOption('vi');
    await expect(banner.getByRole('navigation', { name: 'Điều hướng chính' })).toBeVisible();
    await expect(banner.getByRole('combobox', { name: 'Ngôn ngữ' })).toHaveValue('vi');
  });
});
