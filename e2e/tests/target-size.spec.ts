import { devices, type Browser, type BrowserContextOptions } from '@playwright/test';
import { ROUTE_LIST, type NamedRoute, type RouteName } from '../../shared/platform/src/routes/route-table';
import { typePath } from '../support/after-sales-flow';
import { a11yViolations, expect, test } from '../support/fixtures';
import { mobileUserAgent } from '../support/layout-widths';
import {
  openRoute,
  openRouteSession,
  openSettled,
  prepareRouteAccounts,
  type RouteAccounts,
} from '../support/route-walk';

// WCAG 2.2's 2.5.8 (target size, minimum) on every page at the laptop and desktop widths a buyer has, where the
// root font is smallest among desktops (spec 9 scales it with the width up to 1540 px; decision 068): every link,
// button, field, check box, tab and summary is 24 x 24 CSS px, or spaced as 2.5.8 allows. axe's `target-size`
// rule computes exactly that; the layout check (tests/layout.spec.ts) keeps phones and tablets.
const DESKTOP_WIDTHS = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
  { width: 1600, height: 900 },
] as const;
const PHONE_WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
] as const;

const { defaultBrowserType: _browser, ...desktop } = devices['Desktop Chrome'];

/** Every page a shopper or a customer uses (the route table's others are the spec's parts shown alone). */
const PAGES: readonly RouteName[] = [
  'home',
  'activity',
  'product',
  'quickOrder',
  'login',
  'register',
  'forgotPassword',
  'password',
  'cart',
  'chooseDelivery',
  'deliveryPost',
  'deliveryPickUp',
  'orderConfirm',
  'payment',
  'paymentResult',
  'addresses',
  'favorites',
  'orders',
  'orderDetail',
  'afterSales',
  'afterSalesDetail',
  'publish',
  'collectionBox',
];
const PHONE_PAGES: readonly RouteName[] = ['home', 'product', 'cart', 'mobileQuickOrder'];
const routesOf = (names: readonly RouteName[]) => ROUTE_LIST.filter(({ name }) => names.includes(name));

/**
 * Pages the route table's samples do not show, opened as the run's customer: one that is not there, and the
 * after-sales type chooser and request form of its paid order.
 */
const morePaths = ({ samples }: RouteAccounts) => [
  '/pc/nothing-here',
  typePath(samples.paidOrder),
  typePath(samples.paidOrder, 'refund_only'),
];

/**
 * Opens each route, then each further path, in one context of this viewport and device, and runs axe's
 * `target-size` on each: `{ page: what it found }`, nothing for a page that passes.
 */
async function smallTargets(
  browser: Browser,
  baseURL: string,
  device: BrowserContextOptions,
  routes: readonly NamedRoute[],
  paths: readonly string[] = [],
): Promise<Record<string, string[]>> {
  const session = await openRouteSession(browser, baseURL, device, accounts);
  const found: Record<string, string[]> = {};
  const check = async (where: string) => {
    const violations = await a11yViolations(session.page, { onlyRules: ['target-size'] });
    if (violations.length) found[where] = violations;
  };
  try {
    for (const route of routes) {
      const path = await openRoute(session, route, baseURL);
      await check(`${route.name} (${path})`);
    }
    for (const path of paths) {
      await openSettled(session, path, 'own', baseURL);
      await check(path);
    }
  } finally {
    await session.context.close();
  }
  return found;
}

// One width per test, each in its own context: the two workers share the widths (each prepares its customer once).
test.describe.configure({ mode: 'parallel' });

let accounts: RouteAccounts;
test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  accounts = await prepareRouteAccounts(request);
  await request.dispose();
});

for (const { width, height } of DESKTOP_WIDTHS) {
  test(`every page's targets are 24 x 24 px or spaced apart at ${width} x ${height} @seed`, async ({
    browser,
    baseURL,
  }) => {
    const routes = routesOf(PAGES);
    const paths = morePaths(accounts);
    test.setTimeout((routes.length + paths.length) * 5_000);
    const device = { ...desktop, viewport: { width, height } };
    const found = await smallTargets(browser, baseURL!, device, routes, paths);
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
}

for (const { width, height } of PHONE_WIDTHS) {
  test(`home, a product and the cart have targets of 24 x 24 px at ${width} x ${height} @seed`, async ({
    browser,
    baseURL,
  }) => {
    const device = { viewport: { width, height }, isMobile: true, hasTouch: true, userAgent: mobileUserAgent(width) };
    const found = await smallTargets(browser, baseURL!, device, routesOf(PHONE_PAGES));
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
}
