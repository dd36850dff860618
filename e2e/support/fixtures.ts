import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test as base,
  devices,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { apiLogin, apiRegister, customerApi, signInAs, type Customer } from './customer-api';
import { devBackendURL, devRequestGuard } from './dev-backend';
import { buildsRecorder } from './page-builds';
import { previewKeyFrom } from './preview';
import { storeURL } from './stores';
import { resetCustomer, withLiveSession, type Account } from './worker-customers';

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

/** What else an axe check asks for. */
export interface A11yCheck {
  /** WCAG 2.2 AA's rules too (target size, 2.5.8): the state-walking journey asks for them. */
  wcag22?: boolean;
  /** Those rules alone (`target-size`: WCAG 2.2's 2.5.8, `tests/target-size.spec.ts`). */
  onlyRules?: readonly string[];
}

/**
 * What axe finds on the page as it is now, one readable entry per violated rule: WCAG 2.0/2.1 A and AA (2.2 AA too
 * when asked), or, given `onlyRules`, those rules alone. `label-content-name-mismatch` (WCAG 2.5.3: a control's name
 * contains its visible words) is experimental in axe, so its tags alone leave it out; it is switched on by name.
 * `options` first: `withTags` adds to them.
 */
export async function a11yViolations(page: Page, { wcag22 = false, onlyRules }: A11yCheck = {}): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (
    onlyRules
      ? axe.withRules([...onlyRules])
      : axe
          .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])])
  ).analyze();
  return violations.map((violation) =>
    [
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.helpUrl}`,
      ...violation.nodes.map(
        (node) => `  at ${node.target.join(' ')}\n     ${node.html}\n     ${node.failureSummary ?? ''}`,
      ),
    ].join('\n'),
  );
}

/** Fails with a readable list when axe finds violations (see `a11yViolations`) on the page as it is now. */
export async function expectNoA11yViolations(page: Page, check: A11yCheck = {}): Promise<void> {
  const report = await a11yViolations(page, check);
  expect(report, `axe found violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome'];
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['iPhone 13'];

type StoreName = 'open' | 'gated';

/**
 * The accounts a worker keeps per store (by its address: a journey that starts a store of its own gets its own):
 * its customer and the demo buyer's session, each made once.
 */
interface WorkerAccounts {
  customer(store: string): Promise<Account>;
  demoBuyer(store: string): Promise<Account>;
}

interface Options {
  /** Which store the test's pages and requests go to: the open one, or the one behind the shop password gate. */
  store: StoreName;
}

interface Fixtures {
  /** The page, with the demo buyer's session in the `authorization` cookie the shell reads (logged in by API). */
  loggedInBuyer: Page;
  /**
   * The worker's customer (registered once per worker and store), with an empty cart, no saved address and no
   * favorite, not signed in yet: `signInAs(page, customer)`. Its orders from earlier tests stay.
   */
  customer: Account & Customer;
  /**
   * A customer registered for this test alone, for a journey that needs an account nothing has touched (its first
   * orders, its publish box). Registration is limited to 10 a minute per address: prefer `customer`.
   */
  freshUser: Account & Customer;
  /** The demo buyer as a customer (logged in through the API once per worker), not signed in on any page yet. */
  demoBuyer: Customer;
  /** A page in a desktop browser (Chrome's user agent, wide viewport), whatever the test's own settings. */
  desktopPage: Page;
  /** A page in a phone browser (an iPhone's user agent, narrow touch viewport). */
  phonePage: Page;
  /** The test's store's backend, where the development endpoints (/__dev) answer: only in a journey tagged @dev. */
  devURL: string;
  /**
   * Watches the test's contexts (`page`, `context`, `desktopPage`, `phonePage`), auto: reads at every page load the
   * builds the page's document names and records them at the end as the `builds` annotation and attachment; and
   * fails a journey not tagged @dev whose pages asked for /__dev/* (`devRequestGuard`).
   */
  watchedContexts: { watch(context: BrowserContext): void };
}

interface WorkerFixtures {
  accounts: WorkerAccounts;
}

/** A customer as a test holds one; its backend is asked for only when read (`devBackendURL`). */
function asCustomer(account: Account, request: APIRequestContext, storeURL: string, store: StoreName) {
  const { tags, title } = base.info();
  return {
    ...account,
    api: customerApi(request, account.token),
    storeURL,
    get devURL() {
      return devBackendURL({ tags, title }, store);
    },
  };
}

export const test = base.extend<Fixtures & Options, WorkerFixtures>({
  // Registration (10 a minute per address) and login (10 a quarter hour per account) are limited: a run against a
  // store at the production limits makes its customers once per worker, not per test.
  accounts: [
    async ({ playwright }, use) => {
      const made = new Map<string, Promise<Account>>();
      const contexts: APIRequestContext[] = [];
      const once = (key: string, store: string, make: (request: APIRequestContext) => Promise<Account>) => {
        const existing = made.get(key);
        if (existing) return existing;
        const account = playwright.request.newContext({ baseURL: store }).then((request) => {
          contexts.push(request);
          return make(request);
        });
        made.set(key, account);
        // A failed registration is tried again by the next test, not remembered.
        account.catch(() => made.delete(key));
        return account;
      };
      await use({
        customer: (store) => once(`customer:${store}`, store, (request) => apiRegister(request)),
        demoBuyer: (store) =>
          once(`demo:${store}`, store, async (request) => {
            const { token } = await apiLogin(request, DEMO.email, DEMO.password);
            return { email: DEMO.email, password: DEMO.password, firstName: 'Bao', lastName: 'Nguyen', token };
          }),
      });
      await Promise.all(contexts.map((request) => request.dispose()));
    },
    { scope: 'worker' },
  ],
  store: ['open', { option: true }],
  watchedContexts: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, use, testInfo) => {
      const builds = buildsRecorder(previewKeyFrom()?.remote ?? null);
      const dev = devRequestGuard(testInfo);
      await use({
        watch(context) {
          builds.watch(context);
          dev.watch(context);
        },
      });
      await builds.record(testInfo);
      dev.check();
    },
    { auto: true },
  ],
  context: async ({ context, watchedContexts }, use) => {
    watchedContexts.watch(context);
    await use(context);
  },
  // Chosen when the test runs: the global setup starts the stores after the test files are listed.
  baseURL: async ({ baseURL, store }, use) => {
    await use(store === 'gated' ? storeURL('gated') : baseURL);
  },
  devURL: async ({ store }, use, testInfo) => {
    await use(devBackendURL(testInfo, store));
  },
  loggedInBuyer: async ({ page, demoBuyer }, use) => {
    await signInAs(page, demoBuyer);
    await use(page);
  },
  customer: async ({ request, baseURL, store, accounts }, use) => {
    const account = await withLiveSession(request, await accounts.customer(baseURL!));
    const customer = asCustomer(account, request, baseURL!, store);
    await resetCustomer(customer.api);
    await use(customer);
  },
  freshUser: async ({ request, baseURL, store }, use) => {
    await use(asCustomer(await apiRegister(request), request, baseURL!, store));
  },
  demoBuyer: async ({ request, baseURL, store, accounts }, use) => {
    const account = await withLiveSession(request, await accounts.demoBuyer(baseURL!));
    await use(asCustomer(account, request, baseURL!, store));
  },
  desktopPage: async ({ browser, baseURL, locale, watchedContexts }, use) => {
    const context = await browser.newContext({ ...desktop, baseURL, locale });
    watchedContexts.watch(context);
    await use(await context.newPage());
    await context.close();
  },
  phonePage: async ({ browser, baseURL, locale, watchedContexts }, use) => {
    const context = await browser.newContext({ ...phone, baseURL, locale });
    watchedContexts.watch(context);
    await use(await context.newPage());
    await context.close();
  },
});

export { expect };
