import { startAppDevServer, type RunningDevServer } from '../../support/dev-servers';
import { expect, expectNoA11yViolations, test as base } from '../../support/fixtures';
import { backendURL } from '../../support/stores';

// A team alone: one remote's own dev server (`cd mf-account && pnpm dev`), with only the harness's backend behind
// its API proxy, no shell and no other remote. It starts a server of its own (@local) and signs in the seeded demo
// customer (@seed), whose orders it then reads.
const test = base.extend<{ remote: RunningDevServer }, { accountDevServer: RunningDevServer }>({
  accountDevServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter
    async ({}, use) => {
      const server = await startAppDevServer('mf-account', { API_URL: backendURL('open') });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  remote: async ({ accountDevServer }, use) => use(accountDevServer),
});

test('a remote alone lists its routes, signs the demo customer in from where a page sent it, and shows its customer page @local @seed', async ({
  page,
  remote,
}) => {
  // A customer page asked for as a visitor: its call is refused, and the page sends it to the store's login address,
  // which on a remote's own server is its dev page's sign-in.
  await page.goto(`${remote.origin}/pc/my/orders`);
  await expect(page).toHaveURL(`${remote.origin}/pc/customer/login?redirect=%2Fpc%2Fmy%2Forders`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pages of mf_account' })).toBeVisible();
  await expect(main.getByText('Sign in to go on to /pc/my/orders.')).toBeVisible();
  // The route table's pages of mf_account: a link each, a form for the one with a parameter.
  for (const path of ['/pc/my/address', '/pc/my/favorites', '/pc/my/orders']) {
    await expect(main.getByRole('link', { name: path, exact: true })).toHaveAttribute('href', path);
  }
  await expect(main.getByRole('form', { name: 'Open /pc/my/orders/:order_id' })).toBeVisible();
  await expectNoA11yViolations(page);

  // The demo sign-in, reached and pressed from the keyboard.
  const demo = main.getByRole('button', { name: 'Sign in as the demo customer' });
  for (
    let presses = 0;
    presses < 20 && !(await demo.evaluate((button) => button === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(demo).toBeFocused();
  await page.keyboard.press('Enter');

  // Back on the page that asked, now the demo customer's: the sign-in was a POST, so the session's CSRF token went
  // through the API proxy, and the session lives on the dev server's origin.
  await expect(page).toHaveURL(`${remote.origin}/pc/my/orders`);
  await expect(main.getByRole('table', { name: 'Your orders' })).toBeVisible();
  const cookies = (await page.context().cookies(remote.origin)).map(({ name }) => name);
  expect(cookies).toContain('authorization');

  // Any other address is the dev page again, saying who is signed in; sign-out ends the session.
  await page.goto(`${remote.origin}/pc/cart`);
  await expect(
    main.getByText(
      '/pc/cart belongs to the store, not to mf_account. Open it in the store, or one of the pages below.',
    ),
  ).toBeVisible();
  await expect(main.getByText('Signed in as Bao Nguyen.')).toBeVisible();
  await expectNoA11yViolations(page);
  await main.getByRole('button', { name: 'Sign out' }).click();
  await expect(demo).toBeVisible();
  await page.goto(`${remote.origin}/pc/my/orders`);
  await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=/);
});
