import { expect, test } from '../support/fixtures';

test.describe('remote failures are contained', () => {
  test('an aborted manifest shows the fallback in its area while the header keeps working', async ({ page }) => {
    await page.route('**/mf-manifest.json', (route) => route.abort());
    await page.goto('/pc');
    await expect(page.getByText('This part of the store could not be loaded.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('the page holds one copy of react and react-dom', async ({ page }) => {
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const versions = await page.evaluate(() => {
      type Scope = Record<string, Record<string, Record<string, unknown>>>;
      const federation = (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Scope> } }).__FEDERATION__;
      const out: Record<string, string[]> = {};
      for (const scope of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, byVersion] of Object.entries(scope.default ?? {})) {
          out[pkg] = [...new Set([...(out[pkg] ?? []), ...Object.keys(byVersion)])];
        }
      }
      return out;
    });
    expect(versions.react).toHaveLength(1);
    expect(versions['react-dom']).toHaveLength(1);
    expect(versions['react-dom/client']).toHaveLength(1);
    expect(versions['react/jsx-runtime']).toHaveLength(1);
  });
});
