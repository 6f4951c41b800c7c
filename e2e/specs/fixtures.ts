import { test as base, expect, type Page } from '@playwright/test';

/** The address global-setup started the server on; every spec's relative `page.goto` goes there. */
export const test = base.extend({
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
