import { type Language, StorageKey } from '@dropmall/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import type policyEn from '../locales/policy/en.json';
import { browser } from './browser';
import { removeStorage, storedLanguage, writeStorage } from './storage';

// Keys are checked against en.json at compile time: a typo in t('...') does not build. Texts only a lazily
// loaded page reads live in a namespace of their own, registered by that page (`addNamespace`), so they are
// not fetched before every page's first render (the storefront's size budget, scripts/size-budget.mjs).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en; policy: typeof policyEn };
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: storedLanguage(),
  fallbackLng: false, // each locale has every key (locales.test.ts), and only the one in use is loaded
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
});

/** Makes a language's texts available (tests add both; the app loads the one in use). */
export function addLanguage(language: Language, texts: Record<string, unknown>): void {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

/** A page's own texts in both languages, as the namespace its `useTranslation(namespace)` reads. */
export function addNamespace(namespace: 'policy', texts: Record<Language, Record<string, unknown>>): void {
  for (const language of ['en', 'zh'] as const)
    i18n.addResourceBundle(language, namespace, texts[language], true, true);
}

/**
 * Loads the texts of the stored language before the first render: only that one, as its own file, since
 * switching reloads the page. A buyer's first visit fetches one locale, not two.
 */
export async function startLanguage(): Promise<void> {
  const language = i18n.language === 'zh' ? 'zh' : 'en';
  const texts = language === 'zh' ? await import('../locales/zh.json') : await import('../locales/en.json');
  addLanguage(language, texts.default);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
  tellServer(language);
}

/**
 * The server draws a storefront page's first paint before the app runs (api/src/http/web-app.ts): a cookie
 * tells it the language the app will show, so the page does not change language when the app takes over.
 */
function tellServer(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed value; the Cookie Store API is not in every browser
  document.cookie = `lang=${language}; path=/; max-age=31536000; samesite=lax`;
}

/** The language switch (spec 001 §2): save the choice, then reload so everything renders in it. */
export function switchLanguage(language: Language): void {
  writeStorage(StorageKey.lang, language);
  tellServer(language);
  // The saved menu carries names in the old language; startup fetches it again in the new one.
  removeStorage(StorageKey.router);
  browser.reload();
}
