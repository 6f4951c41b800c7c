import { defineConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs helper shared with the test script
import { findChromium } from '../scripts/chromium.mjs';

const BROADCASTS = /notices-(agreements|announcements)\.spec\.ts/;

/**
 * Every spec runs in Debian's Chromium against one server started on a fresh data directory (global-setup),
 * with the test fixtures on: each story makes the businesses it reads, so stories run side by side in any
 * order (fullyParallel), and none waits out a code cool-down (CODE_RESEND_SECONDS=1) or an animation
 * (reducedMotion, which the web app honours by turning Ant Design's motion off).
 */
export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // One embedded database serves both workers: on a loaded 2-core machine a page can take seconds to
  // answer, so waits are generous (a passing run is not slowed by them).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  outputDir: './test-results',
  projects: [
    { name: 'stories', testIgnore: BROADCASTS },
    // What reaches every business runs after all the other stories, one at a time: a published agreement
    // puts a reading dialog in front of every back office at its next login, and an announcement adds a
    // message to every business's unread count.
    { name: 'broadcasts', testMatch: BROADCASTS, dependencies: ['stories'], workers: 1 },
  ],
  use: {
    browserName: 'chromium',
    viewport: { width: 1366, height: 900 },
    reducedMotion: 'reduce',
    // No trace by default: recording one for every story (DOM snapshots, screencast) cost a fifth of the run
    // (4.6 -> 3.6 min), and CI keeps no files to open it from. To study a failure, run the story again with
    // `npx playwright test <spec> --trace retain-on-failure`; the failure screenshot is always kept.
    trace: 'off',
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
