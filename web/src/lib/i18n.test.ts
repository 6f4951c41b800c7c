import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from './browser';
import { startLanguage, switchLanguage } from './i18n';

/** The server draws storefront pages in the language the app will show: the app tells it by a cookie. */
describe('the language cookie', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test clears what the app wrote
    document.cookie = 'lang=; path=/; max-age=0';
    window.localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is written as the app starts and when the visitor switches', async () => {
    await startLanguage();
    expect(document.cookie).toContain('lang=en');
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    switchLanguage('zh');
    expect(document.cookie).toContain('lang=zh');
    expect(reload).toHaveBeenCalled();
  });
});
