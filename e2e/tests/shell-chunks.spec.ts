import type { Page } from '@playwright/test';
import { BROWSER_LOCALE, expect, expectNoA11yViolations, test } from '../support/fixtures';
import { countDocuments } from '../support/remote-builds';
import { bootFileWith, failFile, shellChunk } from '../support/shell-files';

/**
 * Decision 030: a chunk of the shell's own that fails (404: a CDN edge hiccup, a half-finished upload) is fetched
 * once more, then the page reloads once (at most once per 10 s, spec 8), then a translated screen says so with a
 * way to try again: never a blank page, never a loop.
 */

/** Time for a reload loop to show itself (one reload takes well under a second here). */
const LOOP_WAIT_MS = 1_500;
/** The header's link home, by its words: in Vietnamese only when the shell's Vietnamese texts arrived. */
const homeLink = (page: Page, name = 'Home') => page.getByRole('banner').getByRole('link', { name, exact: true });

test.describe('the boot chunk, before React renders anything', () => {
  test('fails once: it is fetched once more and the store starts, without a reload', async ({ page, baseURL }) => {
    const documents = countDocuments(page);
    // The first request is the HTML's preload, whose answer (the 404) Chromium hands to the entry's first attempt.
    const boot = await failFile(page, shellChunk(baseURL!, 'shell-bootstrap'), 1);
    await page.goto('/pc');
    await expect(homeLink(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The store could not be loaded' })).toHaveCount(0);
    expect(boot.requests()).toBe(2);
    expect(documents()).toBe(1);
  });

  test('fails always: one reload, then the static screen, whose Try again starts the store once the file is back', async ({
    page,
    baseURL,
  }) => {
    const documents = countDocuments(page);
    const boot = await failFile(page, shellChunk(baseURL!, 'shell-bootstrap'));
    await page.goto('/pc');
    await expect(page.getByRole('heading', { name: 'The store could not be loaded', level: 1 })).toBeVisible();
    await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.waitForTimeout(LOOP_WAIT_MS);
    expect(documents()).toBe(2);
    // Per document: the HTML's preload (decision 024), whose answer the first attempt takes, and the one retry.
    expect(boot.requests()).toBe(4);
    await expectNoA11yViolations(page);

    await boot.heal();
    await retry.click();
    await expect(homeLink(page)).toBeVisible();
    expect(documents()).toBe(3);
  });

  test('a shared module the boot chunk needs (@shop/platform) that fails once is fetched once more', async ({
    page,
    request,
  }) => {
    const file = await bootFileWith(request, 'shared/platform/src/i18n/i18n.ts');
    const documents = countDocuments(page);
    // Its first request is the HTML's preload; Chromium hands that answer (the 404) to the federation runtime's own
    // load, so it is the start's second attempt that brings the file.
    const platform = await failFile(page, (url) => url.pathname === `/${file}`, 1);
    await page.goto('/pc');
    await expect(homeLink(page)).toBeVisible();
    expect(platform.requests()).toBe(2);
    expect(documents()).toBe(1);
  });

  test.describe('in Vietnamese', () => {
    test.use({ locale: BROWSER_LOCALE.vi });

    test('the static screen speaks Vietnamese', async ({ page, baseURL }) => {
      const documents = countDocuments(page);
      await failFile(page, shellChunk(baseURL!, 'shell-bootstrap'));
      await page.goto('/pc');
      await expect(page.getByRole('heading', { name: 'Không thể tải cửa hàng', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Thử lại' })).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await page.waitForTimeout(LOOP_WAIT_MS);
      expect(documents()).toBe(2);
    });
  });
});

test.describe("a route chunk (the login page's)", () => {
  test('fails once: it is fetched once more and the page shows, without a reload', async ({ page, baseURL }) => {
    const documents = countDocuments(page);
    await page.goto('/pc');
    await expect(homeLink(page)).toBeVisible();
    const login = await failFile(page, shellChunk(baseURL!, 'shell-page-login'), 1);
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(login.requests()).toBe(2);
    expect(documents()).toBe(1);
  });

  test('fails always: one reload, then the translated fallback in the page area, whose Try again shows the page once the file is back', async ({
    page,
    baseURL,
  }) => {
    const documents = countDocuments(page);
    const login = await failFile(page, shellChunk(baseURL!, 'shell-page-login'));
    await page.goto('/pc/customer/login');
    const main = page.getByRole('main');
    await expect(main.getByText('This part of the store could not be loaded.')).toBeVisible();
    const retry = main.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    await page.waitForTimeout(LOOP_WAIT_MS);
    expect(documents()).toBe(2);
    // The attempt and its one retry, before the reload and after it.
    expect(login.requests()).toBe(4);
    // The layout is the shell's and stays around the failed area.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Lotus Wholesale home' })).toBeVisible();

    await login.heal();
    await retry.click();
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    expect(documents()).toBe(3);
  });
});

test.describe("the shell's texts chunk", () => {
  test.use({ locale: BROWSER_LOCALE.vi });

  test('fails once: it is fetched once more and the store speaks Vietnamese, without a reload', async ({
    page,
    baseURL,
  }) => {
    const documents = countDocuments(page);
    const texts = await failFile(page, shellChunk(baseURL!, 'shell-texts-vi'), 1);
    await page.goto('/pc');
    await expect(homeLink(page, 'Trang chủ')).toBeVisible();
    expect(texts.requests()).toBe(2);
    expect(documents()).toBe(1);
  });

  test('fails always: one reload, then the bundled English stands in, never the keys; a later load is Vietnamese again', async ({
    page,
    baseURL,
  }) => {
    const documents = countDocuments(page);
    const texts = await failFile(page, shellChunk(baseURL!, 'shell-texts-vi'));
    await page.goto('/pc');
    await expect(homeLink(page)).toBeVisible();
    await expect(page.getByText('nav.home')).toHaveCount(0);
    await page.waitForTimeout(LOOP_WAIT_MS);
    expect(documents()).toBe(2);
    // The attempt and its one retry, before the reload and after it.
    expect(texts.requests()).toBe(4);

    await texts.heal();
    await page.reload();
    await expect(homeLink(page, 'Trang chủ')).toBeVisible();
  });
});
