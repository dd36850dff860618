import { unrenderedPages } from '../support/unrendered-pages';
import { signInToPublish, signInWithBoxedProduct } from '../support/publish-flow';
import { callFailures, failFirstRead, FAILURE_TEXT, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: publish (issue 13, item 12)', () => {
  test('"Go to publish" that fails (500, hung, offline) keeps the products to publish, and sending again succeeds', async ({
    page,
    freshUser,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    const [first, second] = await signInToPublish(page, freshUser);
    await page.goto('/pc/Publish');
    const main = page.getByRole('main');
    await main.getByRole('checkbox', { name: `Select ${first!.name}`, exact: true }).check();
    await main.getByRole('checkbox', { name: `Select ${second!.name}`, exact: true }).check();
    await main.getByRole('button', { name: 'Batch publish' }).click();
    const review = main.getByRole('table', { name: 'Products to publish' });
    await expect(review.getByRole('row')).toHaveCount(3);
    const go = main.getByRole('button', { name: 'Go to publish' });

    for (const failure of callFailures(page, '**/shop-api/publish/batch')) {
      await failure.fail();
      await go.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(review.getByRole('row')).toHaveCount(3);
      await expect(go).toBeEnabled();
      await failure.heal();
    }

    await go.click();
    await expect(main.getByText('2 published, 0 not published.')).toBeVisible();
  });

  test('one-click publish that fails (500, offline) names the product and the failure, and publishing again works', async ({
    page,
    freshUser,
  }) => {
    const [product] = await signInToPublish(page, freshUser);
    await page.goto('/pc/Publish');
    const main = page.getByRole('main');
    const search = main.getByRole('searchbox', { name: 'Search products' });
    await search.fill('typed, not sent');
    const publish = main.getByRole('button', { name: `One-click publish ${product!.name}`, exact: true });

    for (const failure of callFailures(page, '**/shop-api/publish/one-click', ['server error', 'offline'])) {
      await failure.fail();
      await publish.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(
        `${product!.name} was not published: ${failure.text}`,
      );
      await expect(search).toHaveValue('typed, not sent');
      await failure.heal();
    }

    await publish.click();
    await expect(main.getByText(`${product!.name} is in your collection box, queued for publishing.`)).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('the collection box whose read fails says so, and "Try again" shows it', async ({ page, freshUser }) => {
    const { product } = await signInWithBoxedProduct(page, freshUser);
    // Drawn by the browser, which then makes the call that fails here (a server-rendered page carries its answers).
    await unrenderedPages(page);
    const main = page.getByRole('main');
    await failFirstRead(page, '**/shop-api/publish/box?*', async () => {
      await page.goto('/pc/publish/box');
      await expect(main.getByText(FAILURE_TEXT.failed)).toHaveCount(0);
    });
    await expect(main.getByRole('row').filter({ hasText: product.name })).toBeVisible();
  });
});
