import { defineConfig, devices } from '@playwright/test';
import { STORE_ENV } from './support/stores';

/** Debian's Chromium: Playwright's own browser download cannot work on our machines. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};

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
    launchOptions: chromium,
    navigationTimeout: 20_000,
    actionTimeout: 10_000,
    trace: 'off',
  },
});
