import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import {
  anotherBuildOf,
  CATALOG_TITLE as TITLE,
  catalogTitleWith,
  startRepointableStore,
  type RepointableStore,
} from '../support/repointable-store';
import { ROOT } from '../support/workspace';

/** The catalogue's second build: its home title changed. */
const withNewTitle = catalogTitleWith('autumn range');

/**
 * The catalogue as built against the next minor version of @shop/platform: what it consumes is declared with that
 * version's range, which the store's page (the shell's copy) does not satisfy.
 */
function builtAgainstNextPlatform(): { edit: (text: string) => string; provided: string; required: string } {
  const provided = (
    JSON.parse(readFileSync(path.join(ROOT, 'shared/platform/package.json'), 'utf8')) as { version: string }
  ).version;
  const [major, minor] = provided.split('.').map(Number) as [number, number];
  const required = `^${major}.${minor + 1}.0`;
  const consumed = new RegExp(
    `requiredVersion:"\\^${provided.replaceAll('.', '\\.')}"(,strictVersion:!0[^}]*shareKey:"@shop/platform")`,
    'g',
  );
  return { edit: (text) => text.replace(consumed, `requiredVersion:"${required}"$1`), provided, required };
}

test.describe('a remote re-pointed by configuration', () => {
  let store: RepointableStore;
  const builds: string[] = [];

  test.beforeEach(async ({ devURL, request }) => {
    const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
    store = await startRepointableStore(devURL, config.remotes);
  });

  test.afterEach(async () => {
    await store.stop();
    for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  test('a fresh page load shows the new build from its new origin, with no shell rebuild or restart @local', async ({
    browser,
  }) => {
    const first = await store.serveRemote('mf-catalog', path.join(ROOT, 'mf-catalog', 'dist'));
    const secondBuild = anotherBuildOf('mf-catalog', withNewTitle);
    builds.push(secondBuild);
    const second = await store.serveRemote('mf-catalog', secondBuild);
    expect(new URL(second).origin).not.toBe(new URL(first).origin);
    await store.pointAt({ mf_catalog: first });

    const context = await browser.newContext({ baseURL: store.baseURL });
    const page = await context.newPage();
    const startedAt = async () =>
      ((await (await page.request.get('/healthz')).json()) as { startedAt: string }).startedAt;
    const shellStarted = await startedAt();

    await page.goto('/pc');
    await expect(page.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();

    await store.pointAt({ mf_catalog: second });
    // Once the server has taken the file (within a second), a fresh load gets the new address, and a page policy
    // that lets the new origin's scripts run.
    await expect(async () => {
      await page.goto('/pc');
      await expect(page.getByRole('heading', { name: `${TITLE}, autumn range` })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    // The shell's server renders home with the new build's server bundle too (decision 038): same restartless move.
    await expect
      .poll(async () => (await page.request.get('/pc', { headers: { accept: 'text/html' } })).text(), {
        timeout: 15_000,
      })
      .toContain(`${TITLE}, autumn range</h1>`);
    const csp = (await page.request.get('/pc')).headers()['content-security-policy'];
    expect(csp).toContain(new URL(second).origin);
    expect(csp).not.toContain(new URL(first).origin);
    expect(await startedAt()).toBe(shellStarted);
    await context.close();
  });

  test('a remote built against a newer @shop/platform shows the fallback and says which versions differ @local', async ({
    browser,
  }) => {
    const skew = builtAgainstNextPlatform();
    const skewedBuild = anotherBuildOf('mf-catalog', skew.edit);
    builds.push(skewedBuild);
    await store.pointAt({ mf_catalog: await store.serveRemote('mf-catalog', skewedBuild) });

    const context = await browser.newContext({ baseURL: store.baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(main.getByText('This part of the store could not be loaded.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(errors).toContainEqual(
      expect.stringContaining(
        `remote mf_catalog needs @shop/platform ${skew.required} but the store's page has ${skew.provided}`,
      ),
    );
    await context.close();
  });
});
