import path from 'node:path';
import { expect, expectNoA11yViolations } from '../support/fixtures';
import { nginxInstallCheck } from '../support/nginx-install';
import {
  CATALOG_PAGES,
  catalogOnEveryShell,
  convergedOn,
  homeFrom,
  madeLive,
  renderedOn,
  releaseTest as test,
  shipped,
} from '../support/release-environment';
import {
  breakChunk,
  breakChunkForShoppers,
  catalogBuild,
  dropChunk,
  editManifest,
  release,
} from '../support/release-harness';

// A team ships its remote through the release registry (docs/releasing.md), on the production topology: nginx as
// CDN and store in front of two shell servers that follow the registry. It starts its own servers (@local).
const missing = nginxInstallCheck();
if (missing) console.log(`[e2e] release.spec.ts skipped: ${missing}`);
test.skip(missing !== null, missing ?? '');
test.describe.configure({ mode: 'serial' });

test(
  'a build naming a chunk that is not on the CDN, one built against a newer platform and one whose page throws are refused and never reach a shopper',
  { tag: '@local' },
  async ({ topology }) => {
    test.setTimeout(120_000);
    const { store } = topology;
    const env = topology.env();
    const before = await catalogOnEveryShell(store);
    const halfUploaded = catalogBuild('missing-chunk');
    const newerPlatform = catalogBuild('newer-platform', (dir) =>
      editManifest(dir, (manifest) => {
        for (const shared of manifest.shared as { name: string; requiredVersion: string }[]) {
          if (shared.name.startsWith('@shop/platform')) shared.requiredVersion = '^1.1.0';
        }
      }),
    );
    const brokenPage = catalogBuild('broken-page', (dir) => breakChunk(dir, 'page-home'));
    try {
      // A chunk that never reached the CDN (an upload cut short, a clean-up that went too far).
      expect((await release(['publish', 'mf_catalog', halfUploaded.dir], env)).code).toBe(0);
      dropChunk(path.join(store.remotesRoot, 'mf_catalog', 'missing-chunk'), 'page-product-detail');
      const files = await release(['verify', 'mf_catalog', 'missing-chunk', ...CATALOG_PAGES], env);
      expect(files.code).toBe(1);
      expect(files.stdout).toMatch(/FAILED {2}files: not on the CDN: page-product-detail\.[0-9a-f]{8}\.js \(404\)/);
      expect(files.stderr).toContain('mf_catalog missing-chunk is refused');

      expect((await release(['publish', 'mf_catalog', newerPlatform.dir], env)).code).toBe(0);
      const versions = await release(['verify', 'mf_catalog', 'newer-platform', ...CATALOG_PAGES], env);
      expect(versions.code).toBe(1);
      expect(versions.stdout).toContain('FAILED  shared-versions');
      expect(versions.stdout).toContain('@shop/platform ^1.1.0 (the live shell provides 1.0.0)');

      // Every file there and the versions right, but its home page throws: refused by its pages in a real browser.
      expect((await release(['publish', 'mf_catalog', brokenPage.dir], env)).code).toBe(0);
      const pages = await release(['verify', 'mf_catalog', 'broken-page', ...CATALOG_PAGES], env);
      expect(pages.code).toBe(1);
      expect(pages.stdout).toContain('passed  files');
      expect(pages.stdout).toMatch(/FAILED {2}pages: home \(\/pc\): .*a broken build/);

      for (const build of ['missing-chunk', 'newer-platform', 'broken-page']) {
        const promoted = await release(['promote', 'mf_catalog', build], env);
        expect(promoted.code).toBe(1);
        expect(promoted.stderr).toContain('has not passed verify');
      }
      expect(await catalogOnEveryShell(store)).toEqual(before);
    } finally {
      halfUploaded.remove();
      newerPlatform.remove();
      brokenPage.remove();
    }
  },
);

test(
  'promote and roll back reach both shell servers within 2 seconds, and a shopper gets the build',
  { tag: '@local' },
  async ({ topology, page }) => {
    test.setTimeout(240_000);
    const { store } = topology;
    const env = topology.env();
    await shipped(topology, 'good-1');
    await shipped(topology, 'good-2');

    expect((await release(['promote', 'mf_catalog', 'good-1', '--reason', 'first'], env)).code).toBe(0);
    expect(await convergedOn(store, 'good-1')).toBeLessThan(2_000);
    expect((await release(['promote', 'mf_catalog', 'good-2'], env)).code).toBe(0);
    expect(await convergedOn(store, 'good-2')).toBeLessThan(2_000);
    // Each shell server warms the build it now serves before anyone asks (decision 048): with no page asked in
    // between, the first shopper's home is a kept page, already rendered with good-2.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    for (const shell of store.shellURLs) {
      const home = await homeFrom(shell);
      expect(home.outcome).toBe('hit');
      expect(home.rendered && home.html.includes('/mf_catalog/good-2/')).toBe(true);
    }

    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.context().addCookies([{ name: 'shop_bucket', value: '99', url: store.baseURL }]);
    await page.goto('/pc');
    await expect(page.getByRole('main').getByRole('list', { name: 'Products' })).toBeVisible();
    expect(asked.some((url) => url.includes('/mf_catalog/good-2/'))).toBe(true);

    const rolledBack = await release(['rollback', 'mf_catalog', '--reason', 'errors up'], env);
    const rolledBackAt = Date.now();
    expect(rolledBack.stdout).toContain('good-1 is live');
    expect(await convergedOn(store, 'good-1')).toBeLessThan(2_000);
    // Home is rendered on the server with the build rolled back to, on both shell servers, within 2 s.
    await renderedOn(store, 'good-1');
    expect(Date.now() - rolledBackAt).toBeLessThan(2_000);

    // The open tab keeps the build it loaded: its next page comes from good-2's folder, still served, without a reload.
    await page.evaluate(() => ((window as unknown as { sameTab: boolean }).sameTab = true));
    asked.length = 0;
    await page.getByRole('main').getByRole('list', { name: 'Products' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/pc\/product\/\d+$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(asked.filter((url) => url.includes('/page-product-detail.')).every((url) => url.includes('/good-2/'))).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as unknown as { sameTab?: boolean }).sameTab)).toBe(true);

    // A canary: half the buckets get good-2, the others stay on good-1; ending it puts everyone back.
    expect((await release(['promote', 'mf_catalog', 'good-2', '--canary', '50'], env)).code).toBe(0);
    await convergedOn(store, 'good-2', 10);
    expect(await catalogOnEveryShell(store, 90)).toEqual([
      expect.stringContaining('/good-1/'),
      expect.stringContaining('/good-1/'),
    ]);
    expect((await release(['end-canary', 'mf_catalog'], env)).code).toBe(0);
    await convergedOn(store, 'good-1', 10);

    const status = await release(['status', 'mf_catalog'], env);
    expect(status.stdout).toContain('mf_catalog: live good-1');
    expect(status.stdout).toMatch(/rollback +good-1 \(was good-2\) by catalog-team — errors up/);
  },
);

test(
  'a canary at 20 % reaches about 20 % of 200 fresh shoppers, and no page mixes builds',
  { tag: '@local' },
  async ({ topology }) => {
    test.setTimeout(120_000);
    const { store } = topology;
    const env = topology.env();
    await shipped(topology, 'good-5');
    expect((await release(['promote', 'mf_catalog', 'good-5', '--canary', '20'], env)).code).toBe(0);
    await convergedOn(store, 'good-5', 0);
    let inCanary = 0;
    for (let shopper = 0; shopper < 200; shopper += 1) {
      const response = await fetch(`${store.baseURL}/pc`, { headers: { accept: 'text/html' } });
      const bucket = Number(/shop_bucket=(\d+)/.exec(response.headers.get('set-cookie') ?? '')?.[1]);
      const html = await response.text();
      // Every address of the catalogue in the page (its configuration, its preloads) names one build.
      const builds = new Set([...html.matchAll(/\/mf_catalog\/([\w.-]+)\//g)].map(([, build]) => build));
      expect(builds.size, `shopper ${shopper} (bucket ${bucket}): ${[...builds].join(', ')}`).toBe(1);
      const canary = builds.has('good-5');
      expect(canary).toBe(bucket < 20);
      if (canary) inCanary += 1;
    }
    expect(inCanary).toBeGreaterThanOrEqual(20);
    expect(inCanary).toBeLessThanOrEqual(60);
    expect((await release(['end-canary', 'mf_catalog'], env)).code).toBe(0);
    await convergedOn(store, 'good-1', 0);
  },
);

test(
  'a canary that throws for shoppers is rolled back by itself, with the figures; status and the teams page show them',
  { tag: '@local' },
  async ({ topology, browser }) => {
    test.setTimeout(240_000);
    const { store, registry } = topology;
    const env = topology.env();
    // The live build the canary is compared with: its own, so the journey stands alone.
    await madeLive(topology, 'steady');
    const flaky = catalogBuild('flaky', (dir) => breakChunkForShoppers(dir, 'page-home'));
    try {
      expect((await release(['publish', 'mf_catalog', flaky.dir], env)).code).toBe(0);
      const verified = await release(['verify', 'mf_catalog', 'flaky', ...CATALOG_PAGES], env);
      expect(verified.stdout, verified.stderr).toContain('mf_catalog flaky verified');
    } finally {
      flaky.remove();
    }
    const started = await release(
      ['canary', 'mf_catalog', 'flaky', '--percent', '50', '--min-shoppers', '3', '--window', '300'],
      env,
    );
    expect(started.stdout).toContain('is the canary for 50 %');
    await convergedOn(store, 'flaky', 10);

    // Six shoppers, three in the canary and three not, one after the other, each staying long enough for its
    // vitals, then leaving.
    const beacons: { bytes: number; at: number; loadedAt: number }[] = [];
    let metBug = 0;
    for (const bucket of [5, 70, 15, 80, 25, 90]) {
      const context = await browser.newContext({ baseURL: store.baseURL });
      await context.addCookies([{ name: 'shop_bucket', value: String(bucket), url: store.baseURL }]);
      const page = await context.newPage();
      let loadedAt = Number.POSITIVE_INFINITY;
      page.on('load', () => (loadedAt = Date.now()));
      page.on('request', (request) => {
        if (request.url().endsWith('/shop-signals')) {
          beacons.push({ bytes: Buffer.byteLength(request.postData() ?? ''), at: Date.now(), loadedAt });
        }
      });
      await page.goto('/pc');
      // A canary shopper meets the bug until the registry has ended the canary (it may, after the first ones).
      const main = page.getByRole('main');
      await expect(main.getByText(/could not be loaded|Products/).first()).toBeVisible({ timeout: 30_000 });
      // The products may be the server's first screen (decision 038), drawn with the canary's server build, which
      // has no such bug: the shopper meets it once the page has hydrated with the browser's.
      await page.waitForLoadState('networkidle');
      const failed = (await main.textContent())?.includes('could not be loaded') ?? false;
      if (bucket >= 50) expect(failed, `live shopper ${bucket}`).toBe(false);
      if (failed) metBug += 1;
      // Two more page documents a shopper, as shoppers browse: the canary's server renders fail for each, and the
      // servers' counts of three shoppers' nine pages against live's none are what corroborates a rollback when
      // every shopper comes from one network, as here (decision 055).
      for (let again = 0; again < 2; again += 1) await page.reload({ waitUntil: 'networkidle' });
      // A shopper's first interaction starts the Web Vitals (fetched then, never in the first load).
      await page.mouse.click(2, 2);
      await page.waitForTimeout(5_000);
      await page.goto('about:blank');
      await context.close();
    }
    const left = Date.now();
    expect(metBug).toBeGreaterThanOrEqual(1);
    expect(beacons.length).toBeGreaterThanOrEqual(6);
    for (const beacon of beacons) {
      expect(beacon.bytes).toBeLessThan(1024);
      expect(beacon.at).toBeGreaterThanOrEqual(beacon.loadedAt);
    }

    // No person acts: the registry ends the canary from the shoppers' signals.
    await expect
      .poll(async () => (await catalogOnEveryShell(store, 10)).every((address) => address.includes('/steady/')), {
        timeout: 15_000,
      })
      .toBe(true);
    const rolledBackWithin = Date.now() - left;
    expect(rolledBackWithin).toBeLessThan(15_000);
    const history = (
      (await (await fetch(`${registry.url}/v1/status`)).json()) as {
        history: { action: string; who: string; build: string; reason: string }[];
      }
    ).history;
    expect(history.at(-1)).toMatchObject({ action: 'end-canary', who: 'canary-analysis', build: 'flaky' });
    expect(history.at(-1)!.reason).toMatch(
      /failing shoppers up by more than 5 points, failing shoppers from 1 network \(3 corroborate\); servers saw \d+ errors of this build .*; corroborated: canary \d+ % of \d+ shoppers failing .*\d judgements in a row/,
    );

    const status = await release(['status', 'mf_catalog'], env);
    expect(status.stdout).toMatch(
      /signals flaky: \d+ shoppers, \d+(\.\d)? % of them failing, \d+ views, error rate \d/,
    );
    expect(status.stdout).toMatch(
      /signals steady: \d+ shoppers, 0 % of them failing, \d+ views, error rate 0 %, p75 LCP \d+ ms/,
    );
    const teams = await (await fetch(`${registry.url}/teams`)).text();
    expect(teams).toContain('<th scope="row">flaky</th>');
    expect(teams).toMatch(/<th scope="row">steady<\/th><td>live<\/td>/);
    // The story, told on the page: the canary's role is never blank, the history says who ended it and why, and the
    // charts are drawn (SVG, named) with their figures as text too, readable by everyone (axe).
    const reader = await browser.newContext();
    const page = await reader.newPage();
    try {
      await page.goto(`${registry.url}/teams`);
      await expect(page.getByRole('row', { name: /^flaky/ }).first()).toContainText('rolled back');
      await expect(page.getByText('canary rolled back by the analysis').first()).toBeVisible();
      await expect(page.getByRole('img', { name: /failing/i }).first()).toBeVisible();
      await expectNoA11yViolations(page);
    } finally {
      await reader.close();
    }
  },
);

test(
  'two promotions at once leave a consistent registry with both in its history; a deploy without a valid token is refused; shells keep the last registry when it is gone',
  { tag: '@local' },
  async ({ topology }) => {
    test.setTimeout(180_000);
    const { registry, store } = topology;
    const env = topology.env();
    await shipped(topology, 'good-3');
    await shipped(topology, 'good-4');
    const [a, b] = await Promise.all([
      release(['promote', 'mf_catalog', 'good-3', '--reason', 'a'], env),
      release(['promote', 'mf_catalog', 'good-4', '--reason', 'b'], env),
    ]);
    expect([a.code, b.code]).toEqual([0, 0]);
    const document = (await (await fetch(`${registry.url}/v1/status`)).json()) as {
      remotes: Record<string, { live: { build: string } }>;
      history: { seq: number; action: string; reason: string; build: string }[];
    };
    const last = document.history.slice(-2);
    expect(last.map((entry) => entry.reason).sort()).toEqual(['a', 'b']);
    expect(document.remotes.mf_catalog?.live.build).toBe(last[1]!.build);
    expect(document.history.map((entry) => entry.seq)).toEqual(document.history.map((_, index) => index + 1));

    for (const token of ['', 'not-a-token']) {
      const refused = await release(['rollback', 'mf_catalog'], { ...env, RELEASE_TOKEN: token });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('registry refused (401)');
    }
    const otherRemote = await release(['rollback', 'mf_checkout'], env);
    expect(otherRemote.stderr).toContain('registry refused (403): catalog-team may not deploy mf_checkout');

    // The registry goes away: every shell keeps the last registry it read, and the store keeps working.
    const live = document.remotes.mf_catalog!.live.build;
    await registry.stop();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await catalogOnEveryShell(store)).toEqual([
      expect.stringContaining(`/${live}/`),
      expect.stringContaining(`/${live}/`),
    ]);
    const home = await fetch(`${store.baseURL}/pc`, { headers: { accept: 'text/html' } });
    expect(home.status).toBe(200);
  },
);
