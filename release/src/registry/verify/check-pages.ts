import type { BrowserContext, Page } from 'playwright-core';
import type { CheckResult } from '../../shared/registry-model';
import { customerIds } from './customer-ids';
import { addressOf, needsParameters, routeAt, routesOwnedBy, type NamedRoute } from './route-addresses';
import { launchVerifyBrowser, type VerifyBrowser } from './verify-browser';

export interface PagesCheckOptions {
  store: string;
  remote: string;
  manifestUrl: string;
  /** The cookie value that shows the build to this browser: `<remote>.<key>`. */
  preview: string;
  /** `email:password`: pages that need a customer are loaded signed in as them. */
  customer?: string;
  /** Route name -> the address the team says to load it at. */
  pages: Readonly<Record<string, string>>;
  /** Route name -> why the team does not want it loaded. */
  skip: Readonly<Record<string, string>>;
}

/** Signs the browser in as the verify customer; gives the customer's token for the API. */
async function signIn(context: BrowserContext, store: string, customer: string): Promise<string> {
  const [email, ...rest] = customer.split(':');
  const csrf = await (await context.request.get(`${store}/shop-hapi/csrf-token`)).json();
  const answer = await context.request.post(`${store}/shop-hapi/login`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { email, password: rest.join(':'), _token: csrf.data.csrf_token },
  });
  const body = await answer.json();
  if (body.code !== 0) throw new Error(`the verify customer (RELEASE_VERIFY_CUSTOMER) cannot sign in: ${body.msg}`);
  await context.addCookies([{ name: 'authorization', value: body.data.token, url: store }]);
  return body.data.token as string;
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
 * (the registry's preview): every route the remote owns. A route without parameters is loaded at its address; one
 * with parameters at the address the team named, else one found in the links of the pages loaded (home's
 * products), from the verify customer's own data (their cart's checkout, their orders), or the route table's
 * `sample` (a campaign page). A page passes when it settles with no console error, no uncaught error, and files
 * fetched from the build's folder. Every route is loaded or skipped by the team with a reason; a route neither
 * loaded nor skipped fails the check.
 */
export async function checkPages(options: PagesCheckOptions): Promise<CheckResult> {
  const routes = routesOwnedBy(options.remote);
  const buildFolder = new URL('.', options.manifestUrl).href;
  let browser: VerifyBrowser | null = null;
  try {
    // The team's pages run in a browser that holds none of the registry's secrets (decision 057).
    browser = await launchVerifyBrowser((why) =>
      console.warn(
        `verify ${options.remote}: Chromium's sandbox is unavailable here (${why}); its pages run without it`,
      ),
    );
    const { context } = browser;
    // Bucket 99 is in no canary: every other remote is its live build.
    await context.addCookies([
      { name: 'shop_preview', value: options.preview, url: options.store },
      { name: 'shop_bucket', value: '99', url: options.store },
    ]);
    const token = options.customer ? await signIn(context, options.store, options.customer) : null;
    const ids = customerIds(context.request, options.store, token);
    const page = await context.newPage();
    const failures: string[] = [];
    const visited: string[] = [];
    const skipped = Object.entries(options.skip).map(([route, reason]) => `${route} (${reason})`);
    const found = new Map<string, string>();
    const pending = routes.filter(({ name }) => options.skip[name] === undefined);

    const open = async (route: NamedRoute, url: string) => {
      const { errors, links } = await visit(page, url, buildFolder);
      visited.push(route.name);
      if (errors.length) failures.push(`${route.name} (${new URL(url).pathname}): ${errors.slice(0, 3).join(' | ')}`);
      for (const link of links) {
        if (!link.startsWith(options.store)) continue;
        const at = routeAt(new URL(link).pathname);
        if (at && !found.has(at.name)) found.set(at.name, link);
      }
    };
    const notLoaded = (route: NamedRoute, why: string) =>
      failures.push(
        `${route.name} not loaded: ${why} (name its address with --page ${route.name}=<path>, or --skip ${route.name}="<reason>")`,
      );

    const runnable = pending.filter((route) => {
      if (route.spec.requiresLogin && !token) {
        notLoaded(route, 'it needs a customer, and RELEASE_VERIFY_CUSTOMER is not set on the registry');
        return false;
      }
      return true;
    });
    for (const route of runnable.filter(({ spec }) => !needsParameters(spec))) {
      await open(route, `${options.store}${addressOf(route.spec)}`);
    }
    for (const route of runnable.filter(({ spec }) => needsParameters(spec))) {
      const named = options.pages[route.name];
      if (named !== undefined) {
        const url = new URL(named, options.store);
        if (routeAt(url.pathname)?.name !== route.name) notLoaded(route, `${named} is not an address of ${route.name}`);
        else await open(route, url.href);
        continue;
      }
      const link = found.get(route.name);
      if (link) {
        await open(route, link);
        continue;
      }
      const params = await ids.paramsFor(route.name);
      // Else the address the route table declares for it (a campaign page is one whatever its code).
      const usable = params && typeof params === 'object' ? params : route.spec.sample;
      if (usable) await open(route, `${options.store}${addressOf(route.spec, usable)}`);
      else notLoaded(route, typeof params === 'string' ? params : 'no link to it was found, and no id to load it with');
    }
    const tail = skipped.length ? `; skipped by the team: ${skipped.join(', ')}` : '';
    if (visited.length === 0 && failures.length === 0) {
      return { check: 'pages', passed: false, detail: `no page of the remote was loaded${tail}` };
    }
    return failures.length
      ? { check: 'pages', passed: false, detail: `${failures.join('; ')}${tail}` }
      : {
          check: 'pages',
          passed: true,
          detail: `${visited.length} of ${routes.length} pages without an error (${visited.join(', ')})${tail}`,
        };
  } catch (error) {
    return { check: 'pages', passed: false, detail: `the pages could not be checked: ${String(error).split('\n')[0]}` };
  } finally {
    await browser?.close();
  }
}
