import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the test script
import { findChromium } from '../scripts/chromium.mjs';

const DEMO_MONEY = /(checkout-demo|after-sales|fulfilment-ship|notices-dashboard)\.spec\.ts/;

/** Every spec runs in Debian's Chromium against one server started on a fresh data directory (global-setup). */
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // One embedded database serves both workers: on a loaded 2-core machine a page can take seconds to
  // answer, so waits are generous (a passing run is not slowed by them).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  projects: [
    { name: 'stories', testIgnore: [DEMO_MONEY, /notices-agreements\.spec\.ts/] },
    // Stories that read the demo business's exact balance or sales while they buy from it, sell as it
    // or refund it: one at a time, beside the other stories.
    { name: 'demo-money', testMatch: DEMO_MONEY, workers: 1 },
    // Publishing an agreement puts a reading dialog in front of every business's back office, so that
    // story runs after all the others, never beside them.
    {
      name: 'agreements',
      testMatch: /notices-agreements\.spec\.ts/,
      dependencies: ['stories', 'demo-money'],
    },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
