import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROUTE_LIST, SET_PREFIX, type NamedRoute } from '@shop/platform/routes';
import type { CheckResult } from '../registry/registry-model';

export interface PagesCheckOptions {
  store: string;
  remote: string;
  manifestUrl: string;
  /** The cookie value that shows the build to this browser: `<remote>.<key>`. */
  preview: string;
  /** `email:password`: pages that need a customer are loaded signed in as them; left out otherwise. */
  customer?: string;
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** `product/:id` -> a pattern matching `/pc/product/12` and giving its parameters. */
function routePattern({ spec }: NamedRoute): RegExp {
  const path = spec.path.replace(/:(\w+)/g, '(?<$1>[^/]+)').replace('*', '.*');
  return new RegExp(`^${SET_PREFIX[spec.set]}${path ? `/${path}` : ''}$`);
}

async function signIn(context: BrowserContext, store: string, customer: string): Promise<void> {
  const [email, ...rest] = customer.split(':');
  const csrf = await (await context.request.get(`${store}/shop-hapi/csrf-token`)).json();
  const answer = await context.request.post(`${store}/shop-hapi/login`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { email, password: rest.join(':'), _token: csrf.data.csrf_token },
  });
  const body = await answer.json();
  if (body.code !== 0) throw new Error(`verify's customer cannot sign in: ${body.msg}`);
  await context.addCookies([{ name: 'authorization', value: body.data.token, url: store }]);
}

/** Opens a page and lists what went wrong: console errors, uncaught errors, and whether the build was used. */
async function visit(page: Page, url: string, buildFolder: string): Promise<{ errors: string[]; links: string[] }> {
  const errors: string[] = [];
  let fromBuild = false;
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(String(error));
  const onRequest = (request: { url(): string }) => {
    if (request.url().startsWith(buildFolder)) fromBuild = true;
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 10_000 });
  } catch (error) {
    errors.push(`did not settle: ${String(error).split('\n')[0]}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  }
  if (!fromBuild) errors.push(`nothing was loaded from ${buildFolder}: the preview did not apply`);
  const links = await page
    .$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    .catch(() => []);
  return { errors, links };
}

/**
 * The build's pages loaded through the real shell in headless Chromium, the build shown to this browser alone
 * (the registry's preview): every route of the remote without parameters, then one address per route with
 * parameters found in the links of the pages already loaded (home's products, the orders' details). A page passes
 * when it settles with no console error, no uncaught error, and files fetched from the build's folder.
 */
export async function checkPages(options: PagesCheckOptions): Promise<CheckResult> {
  const routes = ROUTE_LIST.filter(({ spec }) => spec.owner.kind === 'remote' && spec.owner.remote === options.remote);
  const buildFolder = new URL('.', options.manifestUrl).href;
  let browser: Browser | null = null;
  try {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    });
    const context = await browser.newContext({ locale: 'en-US' });
    // Bucket 99 is in no canary: every other remote is its live build.
    await context.addCookies([
      { name: 'shop_preview', value: options.preview, url: options.store },
      { name: 'shop_bucket', value: '99', url: options.store },
    ]);
    if (options.customer) await signIn(context, options.store, options.customer);
    const page = await context.newPage();
    const failures: string[] = [];
    const visited: string[] = [];
    const skipped: string[] = [];
    const found = new Map<string, string>();
    const pending = routes.filter(({ spec }) => !(spec.requiresLogin && !options.customer));
    skipped.push(
      ...routes.filter((route) => !pending.includes(route)).map((route) => `${route.name} (needs a customer)`),
    );
    const open = async (route: NamedRoute, url: string) => {
      const { errors, links } = await visit(page, url, buildFolder);
      visited.push(route.name);
      if (errors.length) failures.push(`${route.name} (${new URL(url).pathname}): ${errors.slice(0, 3).join(' | ')}`);
      for (const link of links) {
        if (!link.startsWith(options.store)) continue;
        const path = new URL(link).pathname;
        for (const other of pending)
          if (!found.has(other.name) && routePattern(other).test(path)) found.set(other.name, link);
      }
    };
    for (const route of pending.filter(({ spec }) => !spec.path.includes(':') && !spec.path.includes('*'))) {
      await open(route, `${options.store}${SET_PREFIX[route.spec.set]}${route.spec.path ? `/${route.spec.path}` : ''}`);
    }
    for (const route of pending.filter(({ spec }) => spec.path.includes(':') || spec.path.includes('*'))) {
      const url = found.get(route.name);
      if (url) await open(route, url);
      else skipped.push(`${route.name} (no link to it found)`);
    }
    if (visited.length === 0) return { check: 'pages', passed: false, detail: 'no page of the remote could be loaded' };
    const tail = skipped.length ? `; not loaded: ${skipped.join(', ')}` : '';
    return failures.length
      ? { check: 'pages', passed: false, detail: `${failures.join('; ')}${tail}` }
      : {
          check: 'pages',
          passed: true,
          detail: `${visited.length} pages without an error (${visited.join(', ')})${tail}`,
        };
  } catch (error) {
    return { check: 'pages', passed: false, detail: `the pages could not be checked: ${String(error).split('\n')[0]}` };
  } finally {
    await browser?.close();
  }
}
