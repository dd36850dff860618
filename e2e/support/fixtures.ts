import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, devices, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, apiRegister, customerApi, signInAs, type Customer } from './customer-api';
import { backendURL, storeURL } from './stores';

export { apiLogin, apiRegister };

/** The demo buyer the backend seeds (backend/src/modules/auth/seed.ts). */
export const DEMO = { email: 'buyer@example.com', password: 'buyer123', name: 'Bao Nguyen' };

/** The browser languages that select each of the shop's locales. */
export const BROWSER_LOCALE = { en: 'en-US', vi: 'vi-VN' } as const;
export type ShopLocale = keyof typeof BROWSER_LOCALE;

/** The `locale` cookie the shell keeps the chosen language in, if the browser holds one. */
export async function localeCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'locale');
}

/**
 * Fails with a readable list when axe finds WCAG 2.0/2.1 A or AA violations on the page as it is now.
 * `label-content-name-mismatch` (WCAG 2.5.3: a control's name contains its visible words) is experimental in axe,
 * so its tags alone leave it out; it is switched on by name. `options` first: `withTags` adds to them.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const report = violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) => `  at ${node.target.join(' ')}\n     ${node.html}\n     ${node.failureSummary ?? ''}`,
      ),
    ].join('\n'),
  );
  expect(report, `axe found violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome'];
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['iPhone 13'];

interface Options {
  /** Which store the test's pages and requests go to: the open one, or the one behind the shop password gate. */
  store: 'open' | 'gated';
}

interface Fixtures {
  /** The page, with the demo buyer's session in the `authorization` cookie the shell reads (logged in by API). */
  loggedInBuyer: Page;
  /** A freshly registered customer (registered through the API), not signed in yet: `signInAs(page, freshUser)`. */
  freshUser: Awaited<ReturnType<typeof apiRegister>> & Customer;
  /** The demo buyer as a customer (logged in through the API), not signed in on any page yet. */
  demoBuyer: Customer;
  /** A page in a desktop browser (Chrome's user agent, wide viewport), whatever the test's own settings. */
  desktopPage: Page;
  /** A page in a phone browser (an iPhone's user agent, narrow touch viewport). */
  phonePage: Page;
  /** The test's store's backend, where the development endpoints (/__dev) answer. */
  devURL: string;
}

export const test = base.extend<Fixtures & Options>({
  store: ['open', { option: true }],
  // Chosen when the test runs: the global setup starts the stores after the test files are listed.
  baseURL: async ({ baseURL, store }, use) => {
    await use(store === 'gated' ? storeURL('gated') : baseURL);
  },
  devURL: async ({ store }, use) => {
    await use(backendURL(store));
  },
  loggedInBuyer: async ({ page, demoBuyer }, use) => {
    await signInAs(page, demoBuyer);
    await use(page);
  },
  freshUser: async ({ request, baseURL, devURL }, use) => {
    const user = await apiRegister(request);
    await use({ ...user, api: customerApi(request, user.token), storeURL: baseURL!, devURL });
  },
  demoBuyer: async ({ request, baseURL, devURL }, use) => {
    const { token } = await apiLogin(request, DEMO.email, DEMO.password);
    await use({ email: DEMO.email, token, api: customerApi(request, token), storeURL: baseURL!, devURL });
  },
  desktopPage: async ({ browser, baseURL, locale }, use) => {
    const context = await browser.newContext({ ...desktop, baseURL, locale });
    await use(await context.newPage());
    await context.close();
  },
  phonePage: async ({ browser, baseURL, locale }, use) => {
    const context = await browser.newContext({ ...phone, baseURL, locale });
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
