import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './support/browser';
import { portalUrl } from './support/ports';

// Resolved now so a machine without Chromium fails before anything starts.
const executablePath = chromiumExecutable();

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  // 2 shared cores: one browser at a time keeps timings honest and the machine usable.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: portalUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    // The portal's offline worker (docs/offline.md) would answer requests that page.route and
    // the network assertions of other journeys expect to see: blocked, except in the journeys
    // about it (tests/offline.spec.ts opts in with `serviceWorkers: 'allow'`).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
