import { randomBytes } from 'node:crypto';
import { freePort } from '@shop/serve/testing/run-server';
import { expect, test } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import { startNginxStore } from '../support/nginx-store';
import { prepareReleaseRegistry, startWithCatalogue } from '../support/release-harness';

// Issue 38: each shell server counts the signals it accepts as Prometheus metrics, on an internal port only. The
// production topology (nginx in front of a shell server that follows the registry), started here (@local).
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] shop-metrics.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');

const BUILD = 'metrics-1';

test(
  "a short visit's page view and LCP reach the shell's /metrics on its internal port; the store has no /metrics",
  { tag: '@local' },
  async ({ browser }) => {
    test.setTimeout(180_000);
    const registry = await prepareReleaseRegistry();
    const metricsPort = await freePort();
    const store = await startNginxStore({
      shellEnv: ({ cdnURL }) => ({
        RELEASE_REGISTRY: `${registry.url}/v1/registry`,
        RELEASE_SHELL_TOKEN: registry.shellToken,
        SHOP_SIGNALS_SECRET: randomBytes(32).toString('hex'),
        RELEASE_ALLOWED_ORIGINS: cdnURL,
        SHOP_METRICS_PORT: String(metricsPort),
        // Prometheus is where the figures live here: the registry is not sent them.
        SHOP_SIGNALS_FORWARD: 'off',
      }),
    });
    try {
      // The catalogue's build live in the registry, by way of the JSON document --init imports (no verify needed:
      // the figures, not the release, are what this journey is about).
      await startWithCatalogue(
        registry,
        { live: { build: BUILD, manifest: `${store.cdnURL}/mf_catalog/mf-manifest.json` }, canary: null },
        { RELEASE_ALLOWED_ORIGINS: store.cdnURL, RELEASE_STORE_URL: store.baseURL },
      );
      const [shell] = store.shellURLs;
      await expect
        .poll(async () => {
          const config = (await (await fetch(`${shell}/runtime-config.json`)).json()) as {
            builds?: Record<string, string>;
          };
          return config.builds?.mf_catalog;
        })
        .toBe(BUILD);

      // A short visit: the catalogue shown, then left at once — no interaction, long before web-vitals would be
      // fetched, so its LCP can only come from the beacon sent as the page is hidden.
      const context = await browser.newContext({ baseURL: store.baseURL });
      const page = await context.newPage();
      const beacons: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/shop-signals')) beacons.push(request.postData() ?? '');
      });
      await page.goto('/pc', { waitUntil: 'load' });
      await expect(page.getByRole('main').getByText('Products').first()).toBeVisible({ timeout: 30_000 });
      // The page on screen may still be the server's drawing: the visit counts from when the shell has started and
      // the catalogue's page is hydrated, which is when its files and the shell's first calls are all in.
      await page.waitForLoadState('networkidle');
      await page.goto('about:blank');

      const metrics = `http://127.0.0.1:${metricsPort}/metrics`;
      const views = new RegExp(
        `^shop_page_views_total\\{remote="mf_catalog",build="${BUILD}",track="live"\\} ([1-9]\\d*)$`,
        'm',
      );
      const lcp = new RegExp(
        `^shop_lcp_ms_bucket\\{le="\\+Inf",remote="mf_catalog",build="${BUILD}",track="live"\\} ([1-9]\\d*)$`,
        'm',
      );
      await expect
        .poll(
          async () => {
            const text = await (await fetch(metrics)).text();
            return views.test(text) && lcp.test(text);
          },
          { timeout: 10_000 },
        )
        .toBe(true);
      // Closed only now: a context closed at once can cancel the beacon the page sent as it was hidden.
      await context.close();
      expect(beacons.length).toBeGreaterThan(0);
      for (const beacon of beacons) expect(Buffer.byteLength(beacon)).toBeLessThan(1024);
      const text = await (await fetch(metrics)).text();
      expect(text).toMatch(
        new RegExp(`^shop_shoppers_total\\{remote="mf_catalog",build="${BUILD}",track="live"\\} 1$`, 'm'),
      );
      expect(text).toContain('# TYPE shop_cls histogram');

      // Never on the store's origin, through nginx or on the shell server's own port.
      for (const origin of [store.baseURL, shell]) {
        const answer = await fetch(`${origin}/metrics`, { headers: { accept: 'text/html' } });
        expect(answer.status, origin).toBe(404);
      }
    } finally {
      await store.stop();
      await registry.remove();
    }
  },
);
