import { signInWithFavorite } from '../support/customer-api';
import { callFailures, HUNG_TEST_TIMEOUT } from '../support/failure-routes';
import { expect, test } from '../support/fixtures';

test.describe('API failures: favorites (issue 13, item 12)', () => {
  test('a 500, a hung removal and being offline are told, the favorite stays listed, and removing again works', async ({
    page,
    customer,
  }) => {
    test.setTimeout(HUNG_TEST_TIMEOUT);
    const product = await signInWithFavorite(page, customer);
    await page.goto('/pc/my/favorites');
    const main = page.getByRole('main');
    const remove = main.getByRole('button', { name: `Remove ${product.name} from favorites` });

    for (const failure of callFailures(page, '**/shop-api/favorite/remove')) {
      await failure.fail();
      await remove.click();
      await expect(main.getByRole('alert'), failure.kind).toHaveText(failure.text, { timeout: failure.wait });
      await expect(main.getByRole('link', { name: product.name })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await failure.heal();
    }

    await remove.click();
    await expect(main.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
    expect((await customer.api.get('/shop-api/favorite/list')).total).toBe(0);
  });
});
