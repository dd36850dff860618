import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { startAppDevServer, type RunningDevServer } from '../../support/dev-servers';
import { CATALOG_TITLE, startRepointableStore, type RepointableStore } from '../../support/repointable-store';
import { ROOT } from '../../support/workspace';

// Decision 065: a developer's own dev server of the catalogue, loaded into a store for one browser. The store is the
// shell's production server started with SHOP_DEV_OVERRIDE_SECRET, as staging would be; the catalogue's deployed
// build is served beside it. Showing a save arrive would mean editing a source file, which another journey does
// (the dev loop's); this one shows the dev server's code in the page, and nowhere else.

const SECRET = 'a-dev-override-secret-of-at-least-32-chars';

/** The command a developer runs (`pnpm --filter @shop/serve dev-override -- …`): its first line is the token. */
function signedToken(remote: string, origin: string, secret: string): string {
  const serve = path.join(ROOT, 'shared', 'serve');
  const tsx = require.resolve('tsx/cli', { paths: [serve] });
  const out = execFileSync(process.execPath, [tsx, 'src/cli/dev-override.ts', remote, origin, '--hours', '1'], {
    cwd: serve,
    env: { ...process.env, SHOP_DEV_OVERRIDE_SECRET: secret },
    encoding: 'utf8',
  });
  return out.split('\n')[0] ?? '';
}

/** Pastes `token` on /__preview as a developer would, and lands on the store's home. */
async function takeToken(page: Page, token: string) {
  await page.goto('/__preview');
  await page.getByLabel('Preview key').fill(token);
  await page.getByRole('button', { name: 'Open the preview' }).click();
  await page.waitForURL((url) => url.pathname !== '/__preview');
}

/** The files this page loaded from `origin`. */
const loadedFrom = (page: Page, origin: string) =>
  page.evaluate(
    (from) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.startsWith(from)),
    origin,
  );

async function browserOn(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { context, page: await context.newPage() };
}

test.describe('a developer override', () => {
  let store: RepointableStore | undefined;
  let dev: RunningDevServer | undefined;

  test.afterAll(async () => {
    await dev?.stop();
    await store?.stop();
  });

  test("loads the developer's catalogue into one browser's store, the rest as deployed, and a forged token changes nothing @local", async ({
    browser,
    devURL,
    request,
  }) => {
    // A first compile in development takes up to a minute or two on this machine.
    test.setTimeout(300_000);
    const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
    store = await startRepointableStore(devURL, config.remotes, { SHOP_DEV_OVERRIDE_SECRET: SECRET });
    const deployed = await store.serveRemote('mf-catalog', path.join(ROOT, 'mf-catalog', 'dist'));
    await store.pointAt({ ...config.remotes, mf_catalog: deployed });
    // The one variable the developer sets: the store their dev server is loaded into.
    dev = await startAppDevServer('mf-catalog', { SHELL_ORIGIN: store.baseURL });
    const devOrigin = dev.origin;

    const developer = await browserOn(browser, store.baseURL);
    await takeToken(developer.page, signedToken('mf_catalog', devOrigin, SECRET));
    const banner = developer.page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText(`Developer view: mf_catalog from your dev server at ${devOrigin}`);
    // The catalogue's page, drawn by the dev server's code in a store running production React.
    await expect(developer.page.getByRole('heading', { level: 1, name: CATALOG_TITLE })).toBeVisible();
    expect(await loadedFrom(developer.page, devOrigin)).toContain(`${devOrigin}/remoteEntry.js`);
    expect(await loadedFrom(developer.page, new URL(deployed).origin)).toEqual([]);
    const developerPage = await developer.page.request.get('/');
    expect(developerPage.headers()['content-security-policy']).toContain(devOrigin);
    expect(developerPage.headers()['cache-control']).toBe('private, no-store');
    expect(developerPage.headers()['x-shop-render']).toBe('bypass');

    // Every other browser: the deployed catalogue, a CSP that does not name the developer's origin.
    const shopper = await browserOn(browser, store.baseURL);
    const answer = await shopper.page.goto('/');
    expect(answer?.headers()['content-security-policy']).not.toContain(devOrigin);
    await expect(shopper.page.getByRole('heading', { level: 1, name: CATALOG_TITLE })).toBeVisible();
    await expect(shopper.page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect(await loadedFrom(shopper.page, devOrigin)).toEqual([]);
    expect(await loadedFrom(shopper.page, new URL(deployed).origin)).toContain(deployed);

    // A token the store did not sign: the live store, as for a shopper.
    const forger = await browserOn(browser, store.baseURL);
    await takeToken(forger.page, signedToken('mf_catalog', devOrigin, 'another-stores-secret-of-32-characters'));
    await expect(forger.page.getByRole('heading', { level: 1, name: CATALOG_TITLE })).toBeVisible();
    await expect(forger.page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect(await loadedFrom(forger.page, devOrigin)).toEqual([]);
    const forgedPage = await forger.page.request.get('/');
    expect(forgedPage.headers()['content-security-policy']).not.toContain(devOrigin);

    // "Leave preview" ends the override: the deployed catalogue again.
    await developer.page.getByRole('button', { name: 'Leave preview' }).click();
    await expect(developer.page.getByRole('heading', { level: 1, name: CATALOG_TITLE })).toBeVisible();
    await expect(developer.page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
    expect(await loadedFrom(developer.page, devOrigin)).toEqual([]);
    await Promise.all([developer.context.close(), shopper.context.close(), forger.context.close()]);
  });
});
