import { rmSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { freePort } from '@shop/serve/testing/run-server';
import { expect, expectNoA11yViolations, test } from '../support/fixtures';
import { PHONE } from '../support/phone-layout';
import {
  anotherBuildOf,
  CATALOG_TITLE as TITLE,
  catalogTitleWith,
  startRepointableStore,
} from '../support/repointable-store';
import { startStandInRegistry, viewKey, type StandInMap } from '../support/stand-in-registry';
import { ROOT } from '../support/workspace';

// Decision 059: QA's preview and a member of staff's canary, on the store's own origin. A shell server follows a
// registry (a stand-in serving the map the real one would) naming the catalogue's live build, a canary no shopper's
// bucket is given (share 0), and QA's preview of a third build; a browser takes a key on /__preview.

interface RuntimeConfig {
  builds?: Record<string, string>;
}

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** The page's own runtime configuration (`<script id="runtime-config">`): the builds it runs, and which it previews. */
const pageBuilds = (page: Page) =>
  page.locator('#runtime-config').evaluate((script) => {
    const config = JSON.parse(script.textContent ?? '{}') as {
      builds?: Record<string, string>;
      previewed?: Record<string, string>;
    };
    return { builds: config.builds ?? {}, previewed: config.previewed ?? {} };
  });

/** Pastes `key` on /__preview as a person would, and lands on the store's home. */
async function openPreview(page: Page, key: string, texts = { label: 'Preview key', submit: 'Open the preview' }) {
  await page.goto('/__preview');
  await page.getByLabel(texts.label).fill(key);
  await page.getByRole('button', { name: texts.submit }).click();
  await page.waitForURL((url) => url.pathname !== '/__preview');
}

const banner = (page: Page, name = 'Preview') => page.getByRole('complementary', { name });

test('a preview key pasted on /__preview shows that build with a banner, a guessed one the live store, and a staff key the canary @local', async ({
  browser,
  devURL,
  request,
}) => {
  test.setTimeout(180_000);
  const builds = [
    anotherBuildOf('mf-catalog', catalogTitleWith('QA preview')),
    anotherBuildOf('mf-catalog', catalogTitleWith('canary')),
  ];
  const ports = { live: await freePort(), preview: await freePort(), canary: await freePort() };
  const at = (port: number) => `http://127.0.0.1:${port}`;
  const manifest = (port: number) => `${at(port)}/mf-manifest.json`;
  const qa = viewKey('mf_catalog');
  const staff = viewKey('staff');
  const map: StandInMap = {
    remotes: {
      mf_catalog: {
        live: { build: 'live', manifest: manifest(ports.live) },
        canary: { build: 'next', manifest: manifest(ports.canary), share: 0 },
        preview: null,
        previews: [{ build: 'qa-1', manifest: manifest(ports.preview), keySha256: qa.keySha256, until: inAnHour() }],
      },
    },
    staff: [{ keySha256: staff.keySha256, until: inAnHour() }],
  };
  // Nothing named until the builds are served, so the shell's warm-up does not knock on ports still closed.
  const registry = await startStandInRegistry({ remotes: {} });
  const config = (await (await request.get('/runtime-config.json')).json()) as { remotes: Record<string, string> };
  const store = await startRepointableStore(devURL, config.remotes, {
    RELEASE_REGISTRY: registry.url,
    RELEASE_ALLOWED_ORIGINS: Object.values(ports).map(at).join(','),
    RELEASE_SHELL_TOKEN: 'shell-token-for-the-stand-in',
    SHOP_SIGNALS_SECRET: 'a-signals-secret-of-at-least-32-characters',
  });
  const contexts: Awaited<ReturnType<Browser['newContext']>>[] = [];
  const newPage = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL: store.baseURL, ...options });
    contexts.push(context);
    return context.newPage();
  };
  try {
    await store.serveRemote('mf-catalog', path.join(ROOT, 'mf-catalog', 'dist'), ports.live);
    await store.serveRemote('mf-catalog', builds[0]!, ports.preview);
    await store.serveRemote('mf-catalog', builds[1]!, ports.canary);
    registry.set(map);
    await expect
      .poll(
        async () => ((await (await fetch(`${store.baseURL}/runtime-config.json`)).json()) as RuntimeConfig).builds,
        {
          timeout: 10_000,
        },
      )
      .toEqual({ mf_catalog: 'live' });
    const page = await newPage();

    await test.step('the entry page is a labelled form, axe-clean, sent noindex, and sets no cookie', async () => {
      const entry = await page.request.get('/__preview', { headers: { accept: 'text/html' } });
      expect(entry.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(entry.headers()['set-cookie']).toBeUndefined();
      await page.goto('/__preview');
      await expect(page.getByLabel('Preview key')).toBeVisible();
      await expectNoA11yViolations(page);
    });

    await test.step('a guessed key shows the live store, without a banner', async () => {
      await openPreview(page, viewKey('mf_catalog').key);
      await expect(page.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
      expect(await pageBuilds(page)).toEqual({ builds: { mf_catalog: 'live' }, previewed: {} });
    });

    await test.step("QA's key shows its build, named by the banner, on a page kept by nobody", async () => {
      await openPreview(page, qa.key);
      await expect(page.getByRole('heading', { name: `${TITLE}, QA preview` })).toBeVisible();
      await expect(banner(page)).toContainText('Preview: mf_catalog build qa-1');
      expect(await pageBuilds(page)).toEqual({ builds: { mf_catalog: 'qa-1' }, previewed: { mf_catalog: 'qa-1' } });
      const document = await page.request.get('/pc', { headers: { accept: 'text/html' } });
      expect(document.headers()['x-robots-tag']).toBe('noindex, nofollow');
      expect(document.headers()['cache-control']).toBe('private, no-store');
      // Above the header, never over it: its controls can still be used.
      const [bannerBox, headerBox] = [await banner(page).boundingBox(), await page.getByRole('banner').boundingBox()];
      expect(bannerBox!.y + bannerBox!.height).toBeLessThanOrEqual(headerBox!.y + 1);
      await expectNoA11yViolations(page);
    });

    await test.step('"Leave preview" goes back to the live store', async () => {
      await banner(page).getByRole('button', { name: 'Leave preview' }).click();
      await expect(page.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    });

    await test.step('a staff key gets the canary no shopper gets', async () => {
      await openPreview(page, staff.key);
      await expect(page.getByRole('heading', { name: `${TITLE}, canary` })).toBeVisible();
      await expect(banner(page)).toContainText('Staff view');
      const shopper = await newPage();
      await shopper.goto('/pc');
      await expect(shopper.getByRole('heading', { name: TITLE, exact: true })).toBeVisible();
    });

    await test.step('in Vietnamese, the entry page and the banner are translated and axe-clean', async () => {
      const vi = await newPage({ locale: 'vi-VN' });
      await vi.goto('/__preview');
      await expectNoA11yViolations(vi);
      await openPreview(vi, qa.key, { label: 'Khoá xem trước', submit: 'Mở bản xem trước' });
      await expect(banner(vi, 'Xem trước')).toContainText('Xem trước: mf_catalog bản dựng qa-1');
      await expect(banner(vi, 'Xem trước').getByRole('button', { name: 'Thoát xem trước' })).toBeVisible();
      await expectNoA11yViolations(vi);
    });

    await test.step("on a phone, the banner leaves the header's menu free", async () => {
      const phone = await newPage(PHONE);
      await openPreview(phone, qa.key);
      await expect(banner(phone)).toContainText('Preview: mf_catalog build qa-1');
      await phone.getByRole('button', { name: 'Open menu' }).click({ trial: true });
      await expectNoA11yViolations(phone);
    });

    await test.step('a revoked key shows the live store within a second or two', async () => {
      const revoked = await newPage();
      await openPreview(revoked, qa.key);
      await expect(banner(revoked)).toContainText('Preview: mf_catalog build qa-1');
      registry.set({ ...map, remotes: { mf_catalog: { ...map.remotes.mf_catalog, previews: [] } } });
      await expect(async () => {
        await revoked.goto('/pc');
        await expect(revoked.getByRole('heading', { name: TITLE, exact: true })).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await expect(banner(revoked)).toHaveCount(0);
    });
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
    await store.stop();
    await registry.stop();
    for (const dir of builds) rmSync(dir, { recursive: true, force: true });
  }
});
