import { randomInt as randInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/** The address global-setup started the server on; every spec's relative `page.goto` goes there. */
/**
 * Each test is its own visitor: a distinct client address (the e2e server trusts X-Forwarded-For), so the
 * per-IP limits on codes and logins apply per test as they would per person.
 */
export const test = base.extend({
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
});
export { expect };

/** Opens a page in a language: the app reads the stored `lang` key before it renders. */
export async function gotoIn(page: Page, lang: 'en' | 'zh', path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('lang', value), lang);
  await page.goto(path);
}
