import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { signInWithCart } from '../support/customer-api';

// Decision 047: what a page opens with is declared beside its route, and the shell's server reads exactly that
// before its one render. A declaration that missed a call would leave that part drawn loading in the HTML, and the
// browser would ask for it after hydrating: so a rendered page whose browser asks for no data call is one whose
// declaration is complete, in a real browser, with the remotes' real builds.

const STATE = 'id="shop-server-state"';
/** Not a first screen's data: the CSRF token is read by the start-up for the forms (bootstrap.tsx). */
const NOT_DATA = new Set(['/shop-hapi/csrf-token']);

/** The data calls the page asks for from now on (GET, same origin, the API's paths). */
function dataCallsOf(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || !/^\/shop-(hapi|api)\//.test(url.pathname) || NOT_DATA.has(url.pathname)) return;
    asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/** Opens `path` until the server sends it rendered (the first after a start may miss its budget), then settles. */
async function openRendered(page: Page, path: string, ready: () => Promise<void>) {
  await expect
    .poll(
      async () => (await (await page.request.get(path, { headers: { accept: 'text/html' } })).text()).includes(STATE),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
  const asked = dataCallsOf(page);
  const response = await page.goto(path);
  expect(await response?.text()).toContain(STATE);
  await ready();
  await page.waitForLoadState('networkidle');
  return asked;
}

const products = (page: Page) =>
  expect(page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
const heading = (page: Page) => expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

test.describe('a rendered page asks for none of its first screen: its declaration is complete @local', () => {
  for (const [path, ready] of [
    ['/pc', products],
    ['/pc?page=2&sort=price_asc', products],
    ['/pc/product/1', heading],
  ] as const) {
    test(`a visitor's ${path}`, async ({ page }) => {
      expect(await openRendered(page, path, () => ready(page))).toEqual([]);
    });
  }

  for (const [path, ready] of [
    ['/pc', products],
    ['/pc/product/1', heading],
    ['/pc/cart', (page: Page) => expect(page.getByRole('main').getByRole('table')).toBeVisible()],
    ['/pc/my/orders', (page: Page) => expect(page.getByRole('main').getByText('No orders yet')).toBeVisible()],
  ] as const) {
    test(`a customer's ${path}`, async ({ page, freshUser }) => {
      await signInWithCart(page, freshUser);
      expect(await openRendered(page, path, () => ready(page))).toEqual([]);
    });
  }
});
