import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { STORE_ENV } from './support/stores';

const { defaultBrowserType: _phoneBrowser, ...phone } = devices['iPhone 13'];

/**
 * `pnpm --filter @shop/e2e screenshots`: the phone store's pictures in docs/screenshots/, taken from the
 * production builds the journeys' harness builds and serves (support/global-setup.ts).
 */
export default defineConfig({
  testDir: './screenshots',
  testMatch: /.*\.shots\.ts$/,
  // Its own folder: a run of the journeys' config empties test-results/ when it starts, and this one would too.
  outputDir: './test-results/screenshots',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  retries: 0,
  timeout: 120_000,
  // The remotes load and fetch their data in production builds on a busy machine: waited for, not timed.
  expect: { timeout: 30_000 },
  reporter: 'list',
  use: {
    ...phone,
    // The whole screen of an iPhone 13 (its descriptor leaves out the browser's bars), at twice the pixels.
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    baseURL: process.env[STORE_ENV.open],
    locale: 'en-US',
    launchOptions: CHROMIUM,
  },
});
