import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO = { email: 'buyer@example.com', password: 'buyer123' };
export const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Logs in through the API (CSRF token first, as the shell does) and returns the bearer session. */
export async function apiLogin(request: APIRequestContext, email: string, password: string) {
  const csrf = await (await request.get('/shop-hapi/csrf-token')).json();
  const response = await request.post('/shop-hapi/login', { data: { email, password, _token: csrf.data.csrf_token } });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`login failed: ${JSON.stringify(body)}`);
  return body.data as { token: string; expires_at: string };
}

/** Registers a new customer with a unique email through the API. */
export async function apiRegister(request: APIRequestContext) {
  const email = `e2e.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const csrf = await (await request.get('/shop-hapi/csrf-token')).json();
  const response = await request.post('/shop-hapi/register', {
    data: {
      first_name: 'Linh',
      last_name: 'Pham',
      email,
      password: 'secret123',
      password_confirmation: 'secret123',
      _token: csrf.data.csrf_token,
    },
  });
  const body = await response.json();
  if (body.code !== 0) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return { email, password: 'secret123', token: body.data.token as string };
}

/** Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const report = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(report, report.join('\n')).toEqual([]);
}

interface Fixtures {
  /** A page whose browser holds the demo buyer's session (the authorization cookie the shell reads). */
  buyerPage: Page;
  /** A freshly registered customer's credentials. */
  freshUser: { email: string; password: string; token: string };
}

export const test = base.extend<Fixtures>({
  buyerPage: async ({ page, request, baseURL }, use) => {
    const session = await apiLogin(request, DEMO.email, DEMO.password);
    await page.context().addCookies([{ name: 'authorization', value: session.token, url: baseURL! }]);
    await use(page);
  },
  freshUser: async ({ request }, use) => {
    await use(await apiRegister(request));
  },
});

export { expect };
