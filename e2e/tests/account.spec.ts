import { expectScreensAccessible } from '../support/axe-walk';
import { BROWSER_LOCALE, expect, test, type ShopLocale } from '../support/fixtures';
import { fillPostAddress, SAVED_ADDRESS, signInWithOrders } from '../support/checkout-flow';
import { signInAs, signInWithFavorite } from '../support/customer-api';

// One file, so its journeys run one after another: the simulated gateway's "next outcome" is shop-wide.
test.describe.configure({ mode: 'serial' });

test.describe('my orders', () => {
  // The gateway's own outcome is success: no development endpoint.
  test('pay an order, then "View order" shows it in the detail', async ({ page, customer }) => {
    const { orders } = await signInWithOrders(page, customer, 1);
    const order = orders[0]!;
    await page.goto(`/pc/payment/${order.order_id}`);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Pay now' }).click();
    await expect(main.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await main.getByRole('link', { name: 'View order' }).click();
    await expect(page).toHaveURL(new RegExp(`/pc/my/orders/${order.order_id}$`));
    await expect(main.getByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(main.getByText(order.order_no, { exact: true })).toBeVisible();
    await expect(main.getByRole('region', { name: 'Payment info' })).not.toContainText('Not paid yet.');
  });

  test('buy again from the list: the cart has the lines and the header counts them at once', async ({
    page,
    freshUser,
  }) => {
    const { api, product, orders } = await signInWithOrders(page, freshUser, 1);
    // Buy again is offered once an order is past its payment (docs/order-states.md): a canceled one here.
    await api.post('/shop-api/order/cancel', { order_id: orders[0]!.order_id });
    await page.goto('/pc/my/orders');
    const main = page.getByRole('main');
    await expect(main.getByRole('table', { name: 'Your orders' })).toBeVisible();
    await main.getByRole('button', { name: 'Buy again' }).click();
    await expect(page.getByText('Add to cart successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByLabel('1 item in cart')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: /Cart/ }).click();
    await expect(main.getByRole('table', { name: 'Products in your cart' })).toContainText(product.name);
  });

  // The kit's Dialog is a native modal <dialog> (decision 037): the browser does the trap, the kit the way back.
  test('a confirmation is modal: the page behind is out of reach, Escape declines, focus goes back', async ({
    page,
    freshUser,
  }) => {
    const { api, orders } = await signInWithOrders(page, freshUser, 1);
    await page.goto('/pc/my/orders');
    const main = page.getByRole('main');
    const opener = main.getByRole('button', { name: 'Cancel order' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toBeVisible();
    // Focus starts on the harmless answer, the first control the browser finds.
    await expect(dialog.getByRole('button').first()).toBeFocused();
    // The page behind is inert: not even a script can focus its controls (nor can Tab or a screen reader).
    const openerTakesFocus = await opener.evaluate((element) => {
      element.focus();
      return document.activeElement === element;
    });
    expect(openerTakesFocus).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await api.get('/shop-api/order/detail', { order_id: orders[0]!.order_id })).toMatchObject({
      status: 'unpaid',
    });
  });

  test('cancel an unpaid order after confirming', async ({ page, freshUser }) => {
    const { api, orders } = await signInWithOrders(page, freshUser, 1);
    await page.goto('/pc/my/orders');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Cancel order' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this order?' })
      .getByRole('button', { name: 'Cancel order' })
      .click();
    await expect(main.getByText('create a new order')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    expect(await api.get('/shop-api/order/detail', { order_id: orders[0]!.order_id })).toMatchObject({
      status: 'canceled',
    });
  });

  test('batch search by three order numbers: exactly those, in a URL that reproduces the view', async ({
    page,
    freshUser,
  }) => {
    const { orders } = await signInWithOrders(page, freshUser, 4);
    const wanted = orders.slice(0, 3).map((order) => order.order_no);
    await page.goto('/pc/my/orders');
    const main = page.getByRole('main');
    await expect(main.getByText('Orders found: 4')).toBeVisible();
    await main.getByRole('textbox', { name: 'Order numbers' }).fill(wanted.join('\n'));
    await main.getByRole('button', { name: 'Search' }).click();
    await expect(main.getByText('Orders found: 3')).toBeVisible();
    for (const no of wanted) await expect(main.getByRole('link', { name: no })).toBeVisible();
    await expect(main.getByRole('link', { name: orders[3]!.order_no })).toHaveCount(0);

    await page.reload();
    await expect(main.getByText('Orders found: 3')).toBeVisible();
    await page.goBack();
    await expect(main.getByText('Orders found: 4')).toBeVisible();
  });
});

test.describe('after-sales from the account', () => {
  test('the account menu, the orders page and an order with a request lead to after-sales @seed', async ({
    loggedInBuyer: page,
  }) => {
    await page.goto('/pc');
    const banner = page.getByRole('banner');
    const main = page.getByRole('main');
    await banner.getByRole('button', { name: 'My account' }).click();
    await banner
      .getByRole('navigation', { name: 'My account' })
      .getByRole('link', { name: 'After-sales requests' })
      .click();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale$/);
    await expect(main.getByRole('heading', { name: 'After-sales', level: 1 })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Your after-sales requests' })).toBeVisible();

    await page.goto('/pc/my/orders');
    await main.getByRole('link', { name: 'After-sales requests' }).click();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale$/);

    // The seeded buyer's orders with a request lead to it and offer no second one.
    await page.goto('/pc/my/orders?status=completed');
    const withRequest = main.getByRole('group', { name: /^Actions for order/ }).filter({
      has: page.getByRole('link', { name: 'View after-sales request' }),
    });
    await expect(withRequest.first()).toBeVisible();
    await expect(withRequest.first().getByRole('link', { name: 'After-sales', exact: true })).toHaveCount(0);
    await withRequest.first().getByRole('link', { name: 'View after-sales request' }).click();
    await expect(page).toHaveURL(/\/pc\/my\/orders\/afterSale\/\d+$/);
  });
});

test.describe('addresses and favorites', () => {
  test('add an address, make it the default, delete it', async ({ page, customer }) => {
    const { api } = customer;
    await api.post('/shop-api/address/create', { ...SAVED_ADDRESS, is_default: true });
    await signInAs(page, customer);
    await page.goto('/pc/my/address');
    const main = page.getByRole('main');
    await expect(main.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await main.getByRole('button', { name: 'Add new address' }).click();
    const form = main.getByRole('form', { name: 'New address' });
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Please select Area Code')).toBeVisible();
    await fillPostAddress(form);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(main.getByRole('tab', { name: 'Active (2)' })).toBeVisible();

    await main.getByRole('button', { name: 'Set as default: the address of Linh Pham' }).click();
    const first = main.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first();
    await expect(first).toContainText('Linh Pham');
    await expect(first).toContainText('Default');

    await main.getByRole('button', { name: 'Delete the address of Linh Pham' }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(main.getByRole('tab', { name: 'Active (1)' })).toBeVisible();
    await expect(main.getByText('Linh Pham')).toHaveCount(0);
  });

  test('remove a favorite: gone from the list and from the header’s counter', async ({ page, customer }) => {
    const product = await signInWithFavorite(page, customer);
    await page.goto('/pc/my/favorites');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: product.name })).toBeVisible();
    await main.getByRole('button', { name: `Remove ${product.name} from favorites` }).click();
    await expect(main.getByRole('heading', { name: 'No favorites yet' })).toBeVisible();
    expect((await customer.api.get('/shop-api/favorite/list')).total).toBe(0);
  });
});

const SCREENS = ['/pc/my/orders', 'order', '/pc/my/address', '/pc/my/favorites'] as const;

for (const locale of ['en', 'vi'] as ShopLocale[]) {
  test.describe(`account accessibility (${locale})`, () => {
    test.use({ locale: BROWSER_LOCALE[locale] });

    for (const device of ['desktop', 'phone'] as const) {
      test(`every account screen on a ${device}: no axe violations, nothing scrolls sideways`, async ({
        desktopPage,
        phonePage,
        customer,
      }) => {
        // Four screens, each checked by axe, on a machine shared with the other journeys.
        test.slow();
        const page = device === 'desktop' ? desktopPage : phonePage;
        const { api, product, orders } = await signInWithOrders(page, customer, 1);
        await api.post('/shop-api/favorite/add', { product_id: product.id });
        await api.post('/shop-api/address/create', SAVED_ADDRESS);
        await expectScreensAccessible(
          page,
          SCREENS.map((screen) => ({
            path: screen === 'order' ? `/pc/my/orders/${orders[0]!.order_id}` : screen,
            // The heading, and past the skeleton: the page's content is there.
            ready: (shown) => {
              const main = shown.getByRole('main');
              return [main.getByRole('heading', { level: 1 }), main.locator('table, ul[aria-label], dl').first()];
            },
          })),
        );
      });
    }
  });
}
