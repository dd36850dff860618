import { BROWSER_LOCALE, expect, test } from '../support/fixtures';

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

  test('the page holds one loaded copy of react and react-dom, which the loaded remotes use', async ({ page }) => {
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
    for (const name of ['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime']) {
      expect(loaded[name], `loaded copies of ${name}: ${JSON.stringify(loaded[name])}`).toHaveLength(1);
    }
    for (const remote of remotes) expect(loaded.react![0]!.useIn).toContain(remote);
  });
});
