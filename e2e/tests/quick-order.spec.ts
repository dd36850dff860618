import type { Page, Request } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { signInAs } from '../support/customer-api';
import { cartQuantities, productsShippedFrom, quickOrder, typoOf } from '../support/quick-order';

// Issue 47: a wholesale buyer re-stocks by the dozen lines. Quick order checks every pasted line in one call and adds
// the ready ones in one call; a visitor sees no price at any point.

const BY_SKUS = '/shop-api/product/by-skus';
const ADD_MANY = '/shop-api/cart/add-many';

function callsTo(page: Page, path: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.push(request);
  });
  return calls;
}

test('a customer pastes 30 lines copied from a spreadsheet, 3 of them bad, fixes two and removes one, adds all: the cart holds exactly those lines', async ({
  page,
  customer,
}) => {
  test.slow();
  const { api } = customer;
  const home = await productsShippedFrom(api, 'VN', 29);
  const [abroad] = await productsShippedFrom(api, 'US', 1);
  const good = home.slice(0, 27);
  const overStock = home[27]!;
  const mistyped = home[28]!;
  const lines: { sku: string; quantity: number }[] = good.map((product, i) => ({
    sku: product.sku,
    quantity: (i % 5) + 1,
  }));
  // The three bad lines among the good ones, where a spreadsheet would have them.
  lines.splice(4, 0, { sku: typoOf(mistyped.sku), quantity: 3 });
  lines.splice(12, 0, { sku: overStock.sku, quantity: overStock.inventory + 7 });
  lines.splice(21, 0, { sku: abroad!.sku, quantity: 2 });
  expect(lines).toHaveLength(30);
  // As a spreadsheet's cells are copied: a header row, tabs between the columns.
  const text = ['SKU\tQuantity', ...lines.map((line) => `${line.sku}\t${line.quantity}`)].join('\n');

  await signInAs(page, customer);
  await page.goto('/pc');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL(/\/pc\/quick-order$/);
  const order = quickOrder(page);
  await expect(order.main.getByRole('heading', { level: 1, name: 'Quick order' })).toBeVisible();

  const checks = callsTo(page, BY_SKUS);
  await order.paste(text);
  await expect(order.summary).toHaveText(/27 of 30 lines ready/);
  expect(checks, 'every line checked in one call').toHaveLength(1);
  await expect(order.sku(30)).toBeVisible();
  await expect(order.sku(31)).toHaveCount(0);
  // WCAG 2.2 AA with every kind of problem shown, at a laptop's 1280 px (target sizes among them).
  await expectNoA11yViolations(page, { wcag22: true });

  // The unknown SKU offers the real one; picked, the line is checked again and ready.
  const mistypedLine = lines.findIndex((line) => line.sku === typoOf(mistyped.sku)) + 1;
  await expect(order.main.getByText(`No product has the SKU ${typoOf(mistyped.sku)}.`)).toBeVisible();
  await order.main.getByRole('button', { name: mistyped.sku, exact: true }).click();
  await expect(order.sku(mistypedLine)).toHaveValue(mistyped.sku);

  // Over the stock: the stock is offered, and taken.
  const overLine = lines.findIndex((line) => line.sku === overStock.sku) + 1;
  await expect(order.main.getByText(`Only ${overStock.inventory} in stock.`)).toBeVisible();
  await order.main.getByRole('button', { name: `Use ${overStock.inventory}` }).click();
  await expect(order.quantity(overLine)).toHaveValue(String(overStock.inventory));

  // Another warehouse: an order ships from one, so that line goes.
  const abroadLine = lines.findIndex((line) => line.sku === abroad!.sku) + 1;
  await expect(order.main.getByText(/^Ships from Los Angeles Warehouse, but this order ships from/)).toBeVisible();
  await order.main.getByRole('button', { name: `Remove line ${abroadLine}`, exact: true }).click();
  await expect(order.summary).toHaveText(/29 of 29 lines ready/);

  const adds = callsTo(page, ADD_MANY);
  await order.main.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(order.main.getByText('29 lines added to the cart.')).toBeVisible();
  expect(adds, 'all lines added in one call').toHaveLength(1);

  const expected = new Map<number, number>([
    ...good.map((product, i) => [product.id, (i % 5) + 1] as const),
    [overStock.id, overStock.inventory],
    [mistyped.id, 3],
  ]);
  expect(await cartQuantities(api)).toEqual(expected);

  await order.main.getByRole('link', { name: 'Go to cart' }).click();
  await expect(page).toHaveURL(/\/pc\/cart$/);
  await expect(page.getByRole('main').getByRole('table', { name: 'Products in your cart' })).toContainText(
    mistyped.name,
  );
});

test('a double tap on "Add all to cart" adds once, and so does the retry after an answer lost on the way back', async ({
  page,
  customer,
}) => {
  const { api } = customer;
  const [first, second, third] = await productsShippedFrom(api, 'VN', 3);
  await signInAs(page, customer);
  await page.goto('/pc/quick-order');
  const order = quickOrder(page);
  const adds = callsTo(page, ADD_MANY);

  await order.paste(`${first!.sku},4\n${second!.sku},2`);
  await expect(order.summary).toHaveText(/2 of 2 lines ready/);
  await order.main.getByRole('button', { name: 'Add all to cart' }).dblclick();
  await expect(order.main.getByText('2 lines added to the cart.')).toBeVisible();
  expect(
    new Set(adds.map((request) => (request.postDataJSON() as { idempotency_key: string }).idempotency_key)).size,
  ).toBe(1);
  expect(await cartQuantities(api)).toEqual(
    new Map([
      [first!.id, 4],
      [second!.id, 2],
    ]),
  );

  // The next add reaches the server, but its answer is lost: the buyer is told, keeps the line, tries again.
  await order.paste(`${third!.sku} 5`);
  await expect(order.summary).toHaveText(/1 of 1 lines? ready/);
  let lost = false;
  await page.route(`**${ADD_MANY}`, async (route) => {
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await order.main.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(order.main.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(order.sku(1)).toHaveValue(third!.sku);
  await order.main.getByRole('button', { name: 'Try again' }).click();
  await expect(order.main.getByText('1 line added to the cart.')).toBeVisible();
  const keys = adds.slice(-2).map((request) => (request.postDataJSON() as { idempotency_key: string }).idempotency_key);
  expect(keys[0]).toBe(keys[1]);
  expect((await cartQuantities(api)).get(third!.id)).toBe(5);
});

test('a visitor checks lines without ever seeing a price, keeps them through a reload, and is asked to sign in to add them', async ({
  page,
  customer,
}) => {
  const [first, second] = await productsShippedFrom(customer.api, 'VN', 2);
  const answers: string[] = [];
  // Every answer the page is given, read on its way (a listener may find a body gone once the page reloads).
  await page.route(`**${BY_SKUS}`, async (route) => {
    const response = await route.fetch();
    answers.push(await response.text());
    await route.fulfill({ response });
  });
  await page.goto('/pc/quick-order');
  const order = quickOrder(page);
  await order.paste(`${first!.sku}\t3\n${second!.sku}\t1`);
  await expect(order.summary).toHaveText(/2 of 2 lines ready/);
  await expect(order.main.getByText('Login to see price')).toHaveCount(2);
  expect(answers.length).toBeGreaterThan(0);
  for (const answer of answers) expect(answer).not.toMatch(/"price"|"amount"/);
  await expect(order.main.getByText(/Total/)).toHaveCount(0);
  await expect(order.main.getByRole('button', { name: 'Add all to cart' })).toHaveCount(0);
  await expectNoA11yViolations(page, { wcag22: true });

  // The lines are kept for this tab until they are added.
  await page.reload();
  await expect(order.sku(2)).toHaveValue(second!.sku);
  await expect(order.summary).toHaveText(/2 of 2 lines ready/);

  await order.main.getByRole('link', { name: 'Sign in to add to cart' }).click();
  await expect(page).toHaveURL(/\/customer\/login/);
  await page.getByLabel(/^Email/).fill(customer.email);
  await page.getByLabel(/^Password/).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pc\/quick-order$/);
  await expect(order.quantity(1)).toHaveValue('3');
  await expect(order.main.getByText(/Total/)).toBeVisible();
  await order.main.getByRole('button', { name: 'Add all to cart' }).click();
  await expect(order.main.getByText('2 lines added to the cart.')).toBeVisible();
  // Added, the lines leave this tab's storage: a reload starts empty.
  await page.reload();
  await expect(order.pasteBox).toBeVisible();
  await expect(order.sku(1)).toHaveCount(0);
});

test('the keyboard path: a buyer types lines into the grid, Enter moves to the next line, and adds them', async ({
  page,
  customer,
}) => {
  const [first, second] = await productsShippedFrom(customer.api, 'VN', 2);
  await signInAs(page, customer);
  await page.goto('/pc/quick-order');
  const order = quickOrder(page);
  await order.main.getByRole('button', { name: 'Add a line' }).click();
  await expect(order.sku(1)).toBeFocused();
  await page.keyboard.type(first!.sku);
  await page.keyboard.press('Tab');
  await expect(order.quantity(1)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('6');
  // Enter in the last quantity adds a line and goes to its SKU, without sending anything.
  await page.keyboard.press('Enter');
  await expect(order.sku(2)).toBeFocused();
  await page.keyboard.type(second!.sku);
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await expect(order.summary).toHaveText(/2 of 2 lines ready/);
  // On to the main action by Tab alone, every stop visible.
  const add = order.main.getByRole('button', { name: 'Add all to cart' });
  for (
    let presses = 0;
    presses < 25 && !(await add.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(focused).toBeVisible();
  }
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(order.main.getByText('2 lines added to the cart.')).toBeVisible();
  expect(await cartQuantities(customer.api)).toEqual(
    new Map([
      [first!.id, 6],
      [second!.id, 2],
    ]),
  );
});
