import { writeFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ROUTE_LIST, SET_PREFIX, type NamedRoute } from '../../shared/platform/src/routes/route-table';
import { placeOrder, POST_ADDRESS } from '../support/checkout-flow';
import { customerApi, fillCart, stockedProducts } from '../support/customer-api';
import { apiLogin, apiRegister, DEMO, expect, test } from '../support/fixtures';
import { checkLayout, type LayoutFinding } from '../support/layout-check';
import { storeURL } from '../support/stores';
import { LAYOUT_WIDTHS, mobileUserAgent } from '../support/layout-widths';

// The layout check (support/layout-check.ts) on every route of the route table, at a small phone, an iPhone and
// two upright tablets (768 and 820 px): no sideways scrolling, no overlapping text, tap targets of 24 x 24 px, a header that leaves
// most of the first screen to the page. One page per route per width, in one signed-in context per width.
const WIDTHS = LAYOUT_WIDTHS;

/** Sample values for each route parameter, from the seeded data and from a customer set up for the run. */
interface Samples {
  id: number;
  product: number;
  cart: number;
  order: number;
  /** An order with a payment (the payment result's page asks for its payment). */
  paidOrder: number;
  afterSale: number;
}

function samplePath({ name, spec }: NamedRoute, samples: Samples): string {
  const values: Record<string, string | number> = {
    id: name === 'product' ? samples.product : samples.afterSale,
    code: 'SUMMER-2026',
    token: 'a-token-from-a-mail',
    type: 'google',
    cart_id: samples.cart,
    order_id: name === 'paymentResult' ? samples.paidOrder : samples.order,
  };
  const path = spec.path.replace(/:(\w+)/g, (_, param: string) => String(values[param])).replace('*', 'start');
  return `${SET_PREFIX[spec.set]}${path ? `/${path}` : ''}`;
}

/**
 * Who is signed in on a route: the checkout's pages and the pages of an order get a customer of their own (whose
 * orders the samples are), the rest the demo buyer.
 */
const usesOwnCustomer = ({ spec }: NamedRoute) =>
  (spec.owner.kind === 'remote' && spec.owner.remote === 'mf_checkout') || spec.path.includes(':order_id');

/**
 * Calls whose input only an outside party can give (the provider's code of a social login, the ERP's entry code):
 * a sample address has none, so the backend refuses them by design and the page tells it.
 */
const FROM_OUTSIDE = ['/shop-hapi/social-login', '/shop-hapi/callback', '/openapi/login/irregularEntryV2'];

interface Session {
  context: BrowserContext;
  page: Page;
  samples: Samples;
  tokens: { demo: string; own: string };
  /** What the page logged as an error (console errors, uncaught errors) since the last route was opened. */
  errors: string[];
}

async function openSession(browser: Browser, baseURL: string, width: number, height: number): Promise<Session> {
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    userAgent: mobileUserAgent(width),
  });
  const request = context.request;
  const demo = await apiLogin(request, DEMO.email, DEMO.password);
  const own = await apiRegister(request);
  const api = customerApi(request, own.token);
  const [product] = await stockedProducts(api, 1);
  // An order to pay (payment, its result, the order's page), then a cart at the confirmation step.
  await fillCart(api, [product!.id]);
  const ordered = (await api.post('/shop-api/cart/checkout')) as { cart_id: number };
  await api.post('/shop-api/delivery/post', { cart_id: ordered.cart_id, ...POST_ADDRESS });
  const order = (await api.post('/shop-api/order/confirm', {
    cart_id: ordered.cart_id,
    idempotency_key: `layout-${Date.now()}-${width}`,
  })) as { order_id: number };
  const paidOrder = await placeOrder(api, product!.id);
  await api.post('/shop-api/payment/create', {
    order_id: paidOrder.order_id,
    method: 'card',
    idempotency_key: `layout-pay-${Date.now()}-${width}`,
  });
  await fillCart(api, [product!.id]);
  const { cart_id } = (await api.post('/shop-api/cart/checkout')) as { cart_id: number };
  await api.post('/shop-api/delivery/post', { cart_id, ...POST_ADDRESS });
  const demoApi = customerApi(request, demo.token);
  const [request0] = (await demoApi.get('/shop-api/after-sale/list', { page_size: 1 })).items as { id: number }[];
  const page = await context.newPage();
  // The social login page would leave for the provider: kept in the store, it shows its failure with a way back.
  await page.route('**/shop-hapi/social-login**', (route) => route.abort());
  const errors: string[] = [];
  page.on('console', (message) => {
    const from = message.location().url;
    if (message.type() === 'error' && !FROM_OUTSIDE.some((call) => from.includes(call)))
      errors.push(`${message.text()} (${from})`);
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return {
    context,
    page,
    errors,
    samples: {
      id: 0,
      product: product!.id,
      cart: cart_id,
      order: order.order_id,
      paidOrder: paidOrder.order_id,
      afterSale: request0!.id,
    },
    tokens: { demo: demo.token, own: own.token },
  };
}

/** Loads a route as its customer and checks it once it has settled (data loaded, no skeleton left). */
async function layoutOf(session: Session, route: NamedRoute, baseURL: string) {
  const token = usesOwnCustomer(route) ? session.tokens.own : session.tokens.demo;
  await session.context.addCookies([{ name: 'authorization', value: token, url: baseURL }]);
  const path = samplePath(route, session.samples);
  session.errors.length = 0;
  // The open store has no gate to show (its password page sends the visitor on): the gated store's is checked.
  await session.page.goto(route.name === 'password' ? `${storeURL('gated')}${path}` : path);
  await session.page.waitForLoadState('networkidle');
  await expect(session.page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Pictures give their boxes their size: the check waits for them as a shopper's eye would.
  // (Lazy ones below the first screen load only when scrolled to.)
  await session.page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
  return { path, report: await checkLayout(session.page), errors: [...session.errors] };
}

const SHELL_ROUTES = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'shell');
const REMOTE_ROUTES = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote');

const show = (findings: LayoutFinding[]) => findings.map((finding) => `${finding.check}: ${finding.detail}`);

for (const { width, height } of WIDTHS) {
  test.describe(`layout at ${width} px`, () => {
    let session: Session;
    test.beforeAll(async ({ browser, baseURL }) => {
      session = await openSession(browser, baseURL!, width, height);
    });
    test.afterAll(async () => {
      await session.context.close();
    });

    for (const [label, routes] of [
      ['the shell’s routes', SHELL_ROUTES],
      ['the remotes’ routes', REMOTE_ROUTES],
    ] as const) {
      test(`${label}: no sideways scroll, no overlapping text, 24 px targets, a small header, no console error @seed`, async ({
        baseURL,
      }) => {
        test.setTimeout(routes.length * 15_000);
        const measured: Record<string, unknown>[] = [];
        for (const route of routes) {
          const { path, report, errors } = await layoutOf(session, route, baseURL!);
          measured.push({
            route: route.name,
            path,
            header: report.headerHeight,
            width: report.documentWidth,
            findings: show(report.findings),
          });
          expect.soft(show(report.findings), `${route.name} (${path}) at ${width}x${height}`).toEqual([]);
          // A full load of every route logs nothing as an error (a missing favicon, a failed preload, ...).
          expect.soft(errors, `console errors of ${route.name} (${path})`).toEqual([]);
        }
        // What was measured, kept in test-results/ (the header's height, the document's width, each finding).
        writeFileSync(test.info().outputPath(`layout-${width}.json`), JSON.stringify(measured, null, 2));
      });
    }
  });
}
