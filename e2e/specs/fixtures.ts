import { randomInt as randInt } from 'node:crypto';
import { type BrowserContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';

/** The address global-setup started the server on; every spec's relative `page.goto` goes there. */
/**
 * Each test is its own visitor: a distinct client address (the e2e server trusts X-Forwarded-For), so the
 * per-IP limits on codes and logins apply per test as they would per person.
 */
export const test = base.extend<{ failureReport: undefined; antdInTheme: undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const ip = `10.${randInt(256)}.${randInt(256)}.${randInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': ip });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the specs through playwright.config.ts');
    await use(url);
  },
  failureReport: [reportFailures, { auto: true }],
  antdInTheme: [failOnAntdOutsideTheme, { auto: true }],
});
export { expect };

/**
 * Opens a storefront page the server draws first (home, list, detail) and waits until the app has taken it
 * over: the drawing has no account links, the app's header has Login. A click on the drawing does nothing, and
 * one that straddles the swap lands on neither.
 */
export async function openStorefront(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

/** Opens a page in a language: the app reads the stored `lang` key before it renders. */
export async function gotoIn(page: Page, lang: 'en' | 'zh', path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto(path);
}

/** What the page says when an antd component appears outside AntdTheme (web/src/lib/ui/AntdTheme.tsx). */
const UNTHEMED = 'antd outside AntdTheme:';

/**
 * Every story also checks that each antd component it meets has the app's theme: antd marks a component
 * drawn outside any ConfigProvider with its default theme class `css-var-root` (blue, antd's English texts).
 * The storefront mounts the theme only around its antd parts, so a new dialog without it would go unseen.
 */
async function failOnAntdOutsideTheme(
  { context }: { context: BrowserContext },
  use: (value: undefined) => Promise<void>,
): Promise<void> {
  const found: string[] = [];
  context.on('console', (message) => {
    if (message.text().startsWith(UNTHEMED)) found.push(`${message.text()} on ${message.page()?.url()}`);
  });
  await context.addInitScript((prefix) => {
    const unthemed = document.getElementsByClassName('css-var-root');
    let told = false;
    new MutationObserver(() => {
      const first = unthemed[0];
      if (told || !first) return;
      told = true;
      console.error(`${prefix} ${first.className}`);
    }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  }, UNTHEMED);
  await use(undefined);
  expect(found, 'antd components drawn without the app theme').toEqual([]);
}

/** At most this many browser events are kept per test: the first ones tell where it went wrong. */
const MAX_EVENTS = 40;

/**
 * What the browser saw, printed when a story fails: page errors, console errors, failed and 5xx requests,
 * and an accessibility snapshot of each open page. CI keeps only the log, not the trace, so a failure must
 * explain itself there.
 */
async function reportFailures(
  { context }: { context: BrowserContext },
  use: (value: undefined) => Promise<void>,
  testInfo: TestInfo,
): Promise<void> {
  const events: string[] = [];
  // The last API calls, whatever their answer: a story that fails with no error often shows here that a call
  // it waited for was never made.
  const calls: string[] = [];
  const note = (text: string) => {
    if (events.length < MAX_EVENTS) events.push(text);
  };
  const watch = (page: Page) => {
    page.on('pageerror', (error) => note(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') note(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('requestfailed', (request) =>
      note(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? '?'})`),
    );
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/v1/')) {
        calls.push(`${response.request().method()} ${url.pathname}${url.search} ${response.status()}`);
        if (calls.length > MAX_EVENTS) calls.shift();
      }
      if (response.status() >= 500)
        note(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  };
  context.on('page', watch);
  await use(undefined);
  if (testInfo.status === testInfo.expectedStatus) return;
  const snapshots = await Promise.all(
    context.pages().map(async (page) => {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: Error) => `(no snapshot: ${error.message})`);
      return `page ${page.url()}:\n${tree.slice(0, 6_000)}`;
    }),
  );
  const report = [
    `--- what the browser saw in "${testInfo.title}" ---`,
    ...(events.length > 0 ? events : ['no page errors, console errors or failed requests']),
    `the last ${calls.length} API calls:`,
    ...calls,
    ...snapshots,
    '--- end ---',
  ].join('\n');
  process.stderr.write(`${report}\n`);
  await testInfo.attach('browser-report', { body: report, contentType: 'text/plain' });
}
