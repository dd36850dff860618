import type { APIRequestContext, Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { ROUTE_LIST, SET_PREFIX, type NamedRoute } from '../../shared/platform/src/routes/route-table';
import { placeOrder, POST_ADDRESS } from './checkout-flow';
import { customerApi, fillCart, stockedProducts } from './customer-api';
import { apiLogin, apiRegister, DEMO, expect } from './fixtures';
import { storeURL } from './stores';

/** Sample values for each route parameter, from the seeded data and from a customer set up for the run. */
export interface Samples {
  id: number;
  product: number;
  cart: number;
  order: number;
  /** An order with a payment (the payment result's page asks for its payment). */
  paidOrder: number;
  afterSale: number;
}

/** The customers a walk signs in as, and the samples of its routes' parameters. */
export interface RouteAccounts {
  samples: Samples;
  tokens: { demo: string; own: string };
}

/** One browser context walking the route table, signed in as whoever a route needs. */
export interface RouteSession extends RouteAccounts {
  context: BrowserContext;
  page: Page;
  /** What the page logged as an error (console errors, uncaught errors) since the last route was opened. */
  errors: string[];
}

export const SHELL_ROUTES = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'shell');
export const REMOTE_ROUTES = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote');

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

/**
 * The demo buyer's session and a customer of the run's own with an order to pay, a paid order and a cart at the
 * confirmation step. Registration is limited per address: a walk at several widths prepares them once.
 */
export async function prepareRouteAccounts(request: APIRequestContext): Promise<RouteAccounts> {
  const demo = await apiLogin(request, DEMO.email, DEMO.password);
  const own = await apiRegister(request);
  const api = customerApi(request, own.token);
  const [product] = await stockedProducts(api, 1);
  const run = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  // An order to pay (payment, its result, the order's page), then a cart at the confirmation step.
  await fillCart(api, [product!.id]);
  const ordered = (await api.post('/shop-api/cart/checkout')) as { cart_id: number };
  await api.post('/shop-api/delivery/post', { cart_id: ordered.cart_id, ...POST_ADDRESS });
  const order = (await api.post('/shop-api/order/confirm', {
    cart_id: ordered.cart_id,
    idempotency_key: `routes-${run}`,
  })) as { order_id: number };
  const paidOrder = await placeOrder(api, product!.id);
  await api.post('/shop-api/payment/create', {
    order_id: paidOrder.order_id,
    method: 'card',
    idempotency_key: `routes-pay-${run}`,
  });
  await fillCart(api, [product!.id]);
  const { cart_id } = (await api.post('/shop-api/cart/checkout')) as { cart_id: number };
  await api.post('/shop-api/delivery/post', { cart_id, ...POST_ADDRESS });
  const demoApi = customerApi(request, demo.token);
  const [request0] = (await demoApi.get('/shop-api/after-sale/list', { page_size: 1 })).items as { id: number }[];
  return {
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

/** A context with the given viewport and device, signed in as whoever each route needs (`openRoute`). */
export async function openRouteSession(
  browser: Browser,
  baseURL: string,
  device: BrowserContextOptions,
  accounts?: RouteAccounts,
): Promise<RouteSession> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', ...device });
  const { samples, tokens } = accounts ?? (await prepareRouteAccounts(context.request));
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
  return { context, page, errors, samples, tokens };
}

/**
 * Opens a path as the demo buyer, or as the run's own customer, and waits until it has settled (data loaded, no
 * skeleton left, its pictures in).
 */
export async function openSettled(session: RouteSession, path: string, as: 'demo' | 'own', baseURL: string) {
  await session.context.addCookies([{ name: 'authorization', value: session.tokens[as], url: baseURL }]);
  session.errors.length = 0;
  await session.page.goto(path);
  await session.page.waitForLoadState('networkidle');
  await expect(session.page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Pictures give their boxes their size: a check waits for them as a shopper's eye would.
  // (Lazy ones below the first screen load only when scrolled to.)
  await session.page.waitForFunction(() =>
    [...document.images].every((image) => image.complete || image.loading === 'lazy'),
  );
}

/** Opens a route of the route table with its samples, as its customer, once it has settled; returns its path. */
export async function openRoute(session: RouteSession, route: NamedRoute, baseURL: string): Promise<string> {
  const path = samplePath(route, session.samples);
  // The open store has no gate to show (its password page sends the visitor on): the gated store's is checked.
  const address = route.name === 'password' ? `${storeURL('gated')}${path}` : path;
  await openSettled(session, address, usesOwnCustomer(route) ? 'own' : 'demo', baseURL);
  return path;
}
