import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The source files (from the source maps) of every script the page has loaded so far. */
async function loadedSources(page: Page, request: APIRequestContext): Promise<string[]> {
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => new URL(url).pathname.endsWith('.js')),
  );
  const sources = await Promise.all(
    scripts.map(async (url) => {
      const map = await request.get(`${url}.map`);
      return map.ok() ? ((await map.json()) as { sources: string[] }).sources : [];
    }),
  );
  return sources.flat();
}

/** The form and validation libraries: a page with a form brings them, home must not (decision 011). */
const FORM_LIBRARIES = /node_modules\/(react-hook-form|@hookform\/resolvers|valibot)\//;
const VALIBOT = /node_modules\/valibot\//;

test.describe("what home's first load holds", () => {
  test('no form or validation library and no checkout code on home; they come with a page that has a form', async ({
    page,
    request,
  }) => {
    await page.goto('/pc');
    await expect(
      page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('listitem').first(),
    ).toBeVisible();
    const home = await loadedSources(page, request);
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((source) => FORM_LIBRARIES.test(source))).toEqual([]);
    expect(home.filter((source) => source.includes('mf-checkout/'))).toEqual([]);

    // The same reading finds the form library once a form is shown: the check above can fail.
    await page.goto('/pc/customer/login');
    await expect(page.getByRole('textbox', { name: /Email/ })).toBeVisible();
    const login = await loadedSources(page, request);
    expect(login.some((source) => FORM_LIBRARIES.test(source))).toBe(true);
    expect(login.some((source) => VALIBOT.test(source))).toBe(true);
  });
});
