import path from 'node:path';
import type { Route } from '@playwright/test';
import { SINGLETONS } from '../../shared/build/src/singletons';
import { signInWithCart } from '../support/customer-api';
import { BROWSER_LOCALE, expect, test } from '../support/fixtures';
import { countDocuments, newBuildOf, remoteBase, serveRemoteFrom } from '../support/remote-builds';

test.describe('remote failures are contained', () => {
  test('an aborted manifest shows the fallback with a retry while the header keeps working', async ({ page }) => {
    let aborted = 0;
    await page.route('**/mf-manifest.json', (route) => {
      aborted += 1;
      return route.abort();
    });
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(main.getByText('This part of the store could not be loaded.')).toBeVisible();
    const retry = main.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    expect(aborted).toBeGreaterThan(0);

    await retry.click();
    await expect(main.getByText('This part of the store could not be loaded.')).toBeVisible();

    // The header is the shell's: its links keep working around the failed area.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/pc\/customer\/login\?redirect=%2Fpc%2Fmy%2Forders$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Lotus Wholesale home' }).click();
    await expect(page).toHaveURL(/\/pc$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test.describe('in Vietnamese', () => {
    test.use({ locale: BROWSER_LOCALE.vi });

    test('the fallback is translated', async ({ page }) => {
      await page.route('**/mf-manifest.json', (route) => route.abort());
      await page.goto('/pc');
      const main = page.getByRole('main');
      await expect(main.getByText('Không thể tải phần này của cửa hàng.')).toBeVisible();
      await expect(main.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    });
  });

  test('the page holds one loaded copy of every shared singleton home uses, which the loaded remotes use', async ({
    page,
  }) => {
    // The home page loads the catalogue remote when it is served, so its shared packages are registered too.
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(main).toBeVisible();
    await expect(main.locator('[aria-busy="true"]')).toHaveCount(0);
    // __FEDERATION__.__SHARE__[host instance][share scope][package][version] = { loaded, from, useIn, ... }: every
    // app's copy is registered there, `loaded` marks the copies running in the page, `useIn` the apps using one.
    const { loaded, remotes } = await page.evaluate(() => {
      type Entry = { loaded?: boolean; from: string; useIn?: string[] };
      type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
      type Federation = { __SHARE__?: Share; __INSTANCES__?: { name: string }[] };
      const federation = (globalThis as { __FEDERATION__?: Federation }).__FEDERATION__;
      const copies: Record<string, { version: string; from: string; useIn: string[] }[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const packages of Object.values(scopes)) {
          for (const [name, byVersion] of Object.entries(packages)) {
            for (const [version, entry] of Object.entries(byVersion)) {
              if (!entry.loaded) continue;
              copies[name] = [...(copies[name] ?? []), { version, from: entry.from, useIn: entry.useIn ?? [] }];
            }
          }
        }
      }
      const instances = (federation?.__INSTANCES__ ?? []).map((instance) => instance.name);
      return { loaded: copies, remotes: instances.filter((name) => name.startsWith('mf_')) };
    });
    // Every singleton the build shares, and two subpaths shared under their package's `name/` key. react-router-dom
    // is shared through a narrow entry of our own (decision 024): still one copy.
    for (const name of [...SINGLETONS, 'react-dom/client', 'react/jsx-runtime']) {
      expect(loaded[name], `loaded copies of ${name}: ${JSON.stringify(loaded[name])}`).toHaveLength(1);
    }
    for (const remote of remotes) expect(loaded.react![0]!.useIn).toContain(remote);
  });
});

test.describe('failed chunks, texts and entries are retried once, reload once, then show the fallback', () => {
  const fallbackText = 'This part of the store could not be loaded.';

  test('a page chunk that cannot be fetched: a few requests, one reload, then the fallback', async ({ page }) => {
    const documents = countDocuments(page);
    await page.goto('/pc');
    const main = page.getByRole('main');
    const products = main.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('listitem').first()).toBeVisible();

    let chunkRequests = 0;
    await page.route('**/page-product-detail.*.js', (route) => {
      chunkRequests += 1;
      return route.abort();
    });
    await products.getByRole('heading').first().getByRole('link').click();
    await expect(main.getByText(fallbackText)).toBeVisible();
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    // Time for a loop to show itself (it made about 190 requests a second).
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(2);
    // The attempt and its one retry, before the reload and after it; a warm-up on hover may add its own pair.
    expect(chunkRequests).toBeGreaterThanOrEqual(4);
    expect(chunkRequests).toBeLessThanOrEqual(6);
    await expect(main.getByText(fallbackText)).toBeVisible();
  });

  test('a remote redeployed while the tab is open: the page it had not loaded yet comes after one reload', async ({
    page,
    request,
  }) => {
    const base = await remoteBase(request, 'mf_catalog');
    const build = newBuildOf('mf-catalog', 'page-product-detail');
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/page-product-detail.')) asked.push(path.basename(new URL(sent.url()).pathname));
    });
    const documents = countDocuments(page);
    await page.goto('/pc');
    const main = page.getByRole('main');
    const products = main.getByRole('list', { name: 'Products' });
    await expect(products.getByRole('listitem').first()).toBeVisible();
    // The server's first screen is there before the page has loaded its remote (decision 038): the deploy comes
    // after the page has, so the tab really holds the old build.
    await page.waitForLoadState('networkidle');

    // The deploy: the remote's server now has the new build only (the old hashed files are gone).
    await serveRemoteFrom(page, base, build.dir);
    await products.getByRole('heading').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/pc\/product\/\d+$/);
    // Home's own heading is a level-1 heading too: the reload is waited for, not read off the old page's heading.
    await expect.poll(documents).toBe(2);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByText(fallbackText)).toHaveCount(0);
    expect(documents()).toBe(2);
    expect(asked.filter((file) => file === build.oldFile).length).toBeGreaterThan(0);
    // No loop: at most a pair (the attempt and its one retry) for each of the warm-up on intent (hover, then the
    // click's focus, when the first has already failed) and the shell's own wait for the page's chunk (decision
    // 029, which tries afresh after a failed warm-up), then one reload.
    expect(asked.filter((file) => file === build.oldFile).length).toBeLessThanOrEqual(6);
    // The heading after the reload may be the server's (decision 038): the new chunk comes with its hydration.
    await expect.poll(() => asked).toContain(build.newFile);
  });

  test("a remote entry that fails once is fetched again, and the remote's page shows", async ({ page, request }) => {
    const base = await remoteBase(request, 'mf_catalog');
    let entries = 0;
    await page.route(`${base}/remoteEntry.js`, (route) => {
      entries += 1;
      return entries === 1 ? route.abort() : route.continue();
    });
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    // The list may be the server's first screen (decision 038): the entry is fetched for its hydration.
    await expect.poll(() => entries).toBe(2);
    await page.waitForLoadState('networkidle');
    await expect(main.getByText(fallbackText)).toHaveCount(0);
    await expect(main.getByRole('list', { name: 'Products' }).getByRole('listitem').first()).toBeVisible();
    expect(entries).toBe(2);
  });

  test('"Try again" reaches a remote that was down and is back', async ({ page, request, customer }) => {
    await signInWithCart(page, customer);
    const base = await remoteBase(request, 'mf_checkout');
    let manifests = 0;
    const down = (route: Route) => {
      manifests += 1;
      return route.abort('connectionrefused');
    };
    await page.route(`${base}/mf-manifest.json`, down);
    await page.goto('/pc/cart');
    const main = page.getByRole('main');
    await expect(main.getByText(fallbackText)).toBeVisible();
    const whileDown = manifests;
    expect(whileDown).toBeGreaterThan(0);

    await page.unroute(`${base}/mf-manifest.json`, down);
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('heading', { name: 'Shopping cart', level: 1 })).toBeVisible();
    await expect(main.getByRole('table', { name: 'Products in your cart' })).toBeVisible();
  });

  test("a remote's texts that cannot be fetched: one reload, then the fallback, never its keys", async ({
    page,
    request,
  }) => {
    const base = await remoteBase(request, 'mf_catalog');
    let textRequests = 0;
    await page.route(`${base}/i18n-en.*.js`, (route) => {
      textRequests += 1;
      return route.abort();
    });
    const documents = countDocuments(page);
    await page.goto('/pc');
    const main = page.getByRole('main');
    await expect(main.getByText(fallbackText)).toBeVisible();
    await page.waitForTimeout(1_000);
    expect(documents()).toBe(2);
    // Per document: the page asks once and once more; its HTML's preload (decision 024) is either that first ask
    // (still on its way when the page asks) or one more before it.
    expect(textRequests).toBeGreaterThanOrEqual(4);
    expect(textRequests).toBeLessThanOrEqual(6);
    await expect(main.getByText(fallbackText)).toBeVisible();
    await expect(main.getByRole('list', { name: 'Products' })).toHaveCount(0);
  });

  test.describe('in Vietnamese', () => {
    test.use({ locale: BROWSER_LOCALE.vi });

    test("the shell's own texts that cannot be fetched fall back to English, never the keys", async ({ page }) => {
      let textRequests = 0;
      await page.route('**/shell-texts-vi.*.js', (route) => {
        textRequests += 1;
        return route.abort();
      });
      await page.route('**/mf-manifest.json', (route) => route.abort());
      await page.goto('/pc');
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
      await expect(page.getByText('nav.home')).toHaveCount(0);
      await expect(page.getByRole('main').getByText(fallbackText)).toBeVisible();
      // The attempt and its one retry, before the one reload and after it (decision 031).
      expect(textRequests).toBe(4);
    });
  });
});
