import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices } from '@playwright/test';
import budgets from '../budgets.json';
import { fillCart, stockedProducts } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { gzipSize, recordFirstLoad } from '../support/first-load';
import { MEASURED_PAGES } from '../support/measured-pages';
import { frontEndApps, ROOT } from '../support/workspace';

/**
 * Byte budgets (issue 7): what each page's first load and each remote's entry weigh, gzip level 9, against the
 * budget in e2e/budgets.json (today's size plus a small margin, so a regression fails; the goal is beside it).
 * Bytes only: timings are measured by `pnpm bench`, never asserted.
 */
test.describe('byte budgets', () => {
  for (const measured of MEASURED_PAGES) {
    test(`${measured.name} (${measured.path}): first-load JS and CSS within budget`, async ({
      browser,
      // A customer of its own, not the worker's: the orders page is measured as a new customer sees it (no orders),
      // whatever journeys ran before in this worker.
      freshUser,
      baseURL,
    }) => {
      const { defaultBrowserType: _ignored, ...phone } = devices['iPhone 13'];
      const context = await browser.newContext({ ...(measured.phone ? phone : {}), baseURL });
      if (measured.as === 'customer') {
        const { api } = freshUser;
        await fillCart(
          api,
          (await stockedProducts(api, 1)).map((product) => product.id),
        );
        await context.addCookies([{ name: 'authorization', value: freshUser.token, url: baseURL! }]);
      }
      const page = await context.newPage();
      const load = await recordFirstLoad(page, measured.path, () => measured.ready(page));
      await context.close();
      const budget = budgets.pages[measured.name];
      const report = `${measured.name}: JS ${load.js.gzip} B gzip (budget ${budget.js_gzip}), CSS ${load.css.gzip} B (budget ${budget.css_gzip})`;
      console.log(report);
      expect(load.js.gzip, report).toBeLessThanOrEqual(budget.js_gzip);
      expect(load.css.gzip, report).toBeLessThanOrEqual(budget.css_gzip);
    });
  }

  test('each remote entry within budget', async () => {
    const { remotes } = await frontEndApps();
    expect(remotes.size).toBeGreaterThan(0);
    for (const [name, app] of remotes) {
      const size = gzipSize(readFileSync(path.join(app.dir, 'dist', 'remoteEntry.js')));
      const budget = (budgets.remoteEntries as Record<string, { gzip: number }>)[name];
      console.log(`${name} remoteEntry.js: ${size} B gzip (budget ${budget?.gzip ?? 'none'})`);
      expect(budget, `${name} has no budget in e2e/budgets.json (${path.relative(ROOT, app.dir)})`).toBeDefined();
      expect(size).toBeLessThanOrEqual(budget!.gzip);
    }
  });
});
