import { defineConfig, devices, type ReporterDescription } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { againstExternalStore, excludedTagsPattern } from './support/environment';
import { TABLET } from './support/phone-layout';
import { previewStorageState } from './support/preview';
import { HTML_REPORT_DIR } from './support/report-path';
import { STORE_ENV } from './support/stores';
import { failureVideo } from './support/video';

// Device descriptors name their own browser; every project runs Debian's Chromium (support/chromium.ts).
const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome'];
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['iPhone 13'];

/** The main journeys on a phone and a tablet: only these files run in those projects (not the whole suite again). */
const DEVICE_JOURNEYS = /tests\/devices\/.*\.spec\.ts$/;
/**
 * The journeys that run apps' dev servers (`pnpm dev`, one remote alone): after every other journey, in a project of
 * their own, so their first compiles never share the two cores with a journey's timing and their edits to source
 * files never meet another journey's pages.
 */
const DEV_SERVER_JOURNEYS = /tests\/dev\/.*\.spec\.ts$/;

// `pnpm test` (scripts/test-all.mjs) asks for the JSON report through PLAYWRIGHT_JSON_OUTPUT_NAME.
const json: ReporterDescription[] = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json']] : [];

export default defineConfig({
  testDir: './tests',
  // With E2E_BASE_URL set before the run it starts nothing and runs against that store (support/environment.ts).
  globalSetup: './support/global-setup.ts',
  // Against another store, the journeys that need this harness's own stores are left out (support/environment.ts).
  grepInvert: excludedTagsPattern(),
  // Two cores: two workers, each taking whole files (a file's tests run in order), cut the run by a fifth.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ...json,
    ['html', { open: 'never', outputFolder: HTML_REPORT_DIR }],
    ['./support/report-path.ts'],
    // With E2E_PREVIEW, E2E_QA_REGISTRY and E2E_QA_TOKEN: the run's verdict posted to the release registry.
    ['./support/qa-verdict-reporter.ts'],
  ],
  use: {
    // The open store: set by the global setup before the workers start, or given (another environment).
    baseURL: process.env[STORE_ENV.open],
    locale: 'en-US',
    launchOptions: CHROMIUM,
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    // Kept for the failed journeys only (test-results/, and in the HTML report).
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    video: failureVideo(),
    // E2E_PREVIEW: every context of every project holds the preview (or staff) key's cookie on the store's host.
    storageState: previewStorageState(),
  },
  projects: [
    { name: 'desktop', use: { ...desktop }, testIgnore: [DEVICE_JOURNEYS, DEV_SERVER_JOURNEYS] },
    { name: 'phone', use: { ...phone }, testMatch: DEVICE_JOURNEYS },
    { name: 'tablet', use: { ...TABLET }, testMatch: DEVICE_JOURNEYS },
    {
      name: 'dev-servers',
      use: { ...desktop },
      testMatch: DEV_SERVER_JOURNEYS,
      dependencies: ['desktop', 'phone', 'tablet'],
    },
  ],
  metadata: { store: againstExternalStore() ? process.env[STORE_ENV.open] : 'local (started by the global setup)' },
});
