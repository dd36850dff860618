import { test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The API as one customer calls it (bearer token, CSRF token in POST bodies), for set-up and for checking what a
 * journey did on the server: the checkout journeys read the orders it made.
 */
export function customerApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' };
  const unwrap = async (response: Awaited<ReturnType<APIRequestContext['get']>>, path: string) => {
    const body = await response.json();
    if (body.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
    return body.data;
  };
  const get = async (path: string, params: Record<string, string | number> = {}) =>
    unwrap(await request.get(path, { headers, params }), path);
  const post = async (path: string, data: Record<string, unknown> = {}) => {
    const csrf = await unwrap(await request.get('/shop-hapi/csrf-token', { headers }), 'csrf');
    return unwrap(await request.post(path, { headers, data: { ...data, _token: csrf.csrf_token } }), path);
  };
  /** A multipart POST, as the browser sends an upload: the CSRF token in the body and in its header. */
  const upload = async (path: string, fields: Record<string, string | number>) => {
    const csrf = await unwrap(await request.get('/shop-hapi/csrf-token', { headers }), 'csrf');
    const response = await request.post(path, {
      headers: { ...headers, 'x-csrf-token': csrf.csrf_token },
      multipart: { ...fields, _token: csrf.csrf_token },
    });
    return unwrap(response, path);
  };
  // The request context too: a customer's set-up also calls the backend's development endpoints.
  return { get, post, upload, request };
}

export type CustomerApi = ReturnType<typeof customerApi>;

/** A customer as the journeys hold one: a session, the API as they call it, and the store they shop in. */
export interface Customer {
  email: string;
  token: string;
  api: CustomerApi;
  /** The store's address: where the session cookie goes. */
  storeURL: string;
  /**
   * The store's backend, where the development endpoints (/__dev) answer: asked for only when read, and only by a
   * journey tagged @dev (`support/dev-backend.ts`), so a customer works against any store.
   */
  readonly devURL: string;
}

/** In-stock products with the most units, so journeys running side by side never sell one out. */
export async function stockedProducts(api: CustomerApi, count: number) {
  const page = await api.get('/shop-api/product/list', { sort: 'inventory_desc', page_size: 50 });
  const items = page.items as { id: number; sku: string; name: string; inventory: number }[];
  return items.filter((item) => item.inventory >= 20).slice(0, count);
}

/** Puts products in the customer's cart through the API (the catalogue journeys cover the button). */
export async function fillCart(api: CustomerApi, productIds: number[]) {
  for (const product_id of productIds) await api.post('/shop-api/cart/add', { product_id, quantity: 1 });
}

/**
 * The simulated gateway settles the customer's next payment with this outcome (a development endpoint of the
 * backend): theirs, so a journey running beside it, paying at the same moment, does not take it.
 */
export async function nextPaymentOutcome(
  request: APIRequestContext,
  devURL: string,
  outcome: 'success' | 'failure',
  email: string,
) {
  const response = await request.post(`${devURL}/__dev/payment/next-outcome`, { data: { outcome, email } });
  if (!response.ok()) throw new Error(`next-outcome failed: ${response.status()} ${await response.text()}`);
}

/** The CSRF token the API wants in every POST; the request context keeps the cookie that goes with it. */
async function csrfToken(request: APIRequestContext): Promise<string> {
  const body = await (await request.get('/shop-hapi/csrf-token')).json();
  return body.data.csrf_token as string;
}

/**
 * Login and register are rate limited per address (backend/src/http/rate-limits.ts); a store run at the production
 * limits answers 429 with Retry-After when a run registers faster than that. The journey waits it out, up to a
 * minute in all (the limits' window; the test's timeout grows by as much), rather than failing on a limit that is
 * the store working as documented. Two workers waiting out the same window may meet it again: hence more than once.
 */
const LONGEST_WAIT_S = 60;

async function postForm(request: APIRequestContext, path: string, data: Record<string, string>) {
  const post = async () => request.post(path, { data: { ...data, _token: await csrfToken(request) } });
  let response = await post();
  for (let waited = 0; response.status() === 429;) {
    const retryAfter = Number(response.headers()['retry-after']);
    if (!(retryAfter > 0) || waited + retryAfter > LONGEST_WAIT_S) break;
    console.log(`[e2e] ${path} answered 429: waiting ${retryAfter} s as its Retry-After says`);
    const running = test.info();
    if (running.timeout > 0) running.setTimeout(running.timeout + retryAfter * 1000);
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
    waited += retryAfter;
    response = await post();
  }
  const body = await response.json();
  if (body.code !== 0) throw new Error(`${path} failed: ${JSON.stringify(body)}`);
  return body.data;
}

/** Logs in through the API, as the shell's login page does, and returns the bearer session. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  return (await postForm(request, '/shop-hapi/login', { email, password })) as { token: string; expires_at: string };
}

/** Registers a new customer with a unique email through the API (named Linh Pham unless told). */
export async function apiRegister(request: APIRequestContext, name = { firstName: 'Linh', lastName: 'Pham' }) {
  const user = {
    ...name,
    email: `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'secret123',
  };
  const data = await postForm(request, '/shop-hapi/register', {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    password: user.password,
    password_confirmation: user.password,
  });
  return { ...user, token: data.token as string };
}

/** The page's browser signed in as the customer (the shell reads the authorization cookie). */
export async function signInAs(page: Page, customer: Pick<Customer, 'token' | 'storeURL'>) {
  await page.context().addCookies([{ name: 'authorization', value: customer.token, url: customer.storeURL }]);
}

/** The customer signed in with one well-stocked product among their favorites (added through the API); that product. */
export async function signInWithFavorite(page: Page, customer: Customer) {
  const [product] = await stockedProducts(customer.api, 1);
  await customer.api.post('/shop-api/favorite/add', { product_id: product!.id });
  await signInAs(page, customer);
  return product!;
}

/** The customer signed in with one well-stocked product in the cart (put there through the API); their API. */
export async function signInWithCart(page: Page, customer: Customer) {
  await fillCart(
    customer.api,
    (await stockedProducts(customer.api, 1)).map((product) => product.id),
  );
  await signInAs(page, customer);
  return customer.api;
}
