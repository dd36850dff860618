import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { STORE_ENV } from './support/stores';

// Device descriptors name their own browser; every project runs Debian's Chromium (support/chromium.ts).
const { defaultBrowserType: _desktopBrowser, ...desktop } = devices['Desktop Chrome'];
const { defaultBrowserType: _phoneBrowser, ...phone } = devices['iPhone 13'];
const { defaultBrowserType: _tabletBrowser, ...tablet } = devices['iPad (gen 7)'];

/** The main journeys on a phone and a tablet: only these files run in those projects (not the whole suite again). */
const DEVICE_JOURNEYS = /tests\/devices\/.*\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // Two cores: two workers, each taking whole files (a file's tests run in order), cut the run by a fifth.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // `pnpm test` adds the JSON reporter on the command line (scripts/test-all.mjs).
  reporter: 'list',
  use: {
    // Set by the global setup before the workers start: the open store's shell server.
    baseURL: process.env[STORE_ENV.open],
    locale: 'en-US',
    launchOptions: CHROMIUM,
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...desktop }, testIgnore: DEVICE_JOURNEYS },
    { name: 'phone', use: { ...phone }, testMatch: DEVICE_JOURNEYS },
    { name: 'tablet', use: { ...tablet }, testMatch: DEVICE_JOURNEYS },
  ],
});
