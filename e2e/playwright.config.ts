import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { STORE_ENV } from './support/stores';

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
    ...devices['Desktop Chrome'],
    // Set by the global setup before the workers start: the open store's shell server.
    baseURL: process.env[STORE_ENV.open],
    locale: 'en-US',
    launchOptions: CHROMIUM,
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    trace: 'off',
  },
});
