import { type Language, StorageKey } from '@dropmall/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zh from '../locales/zh.json';
import { browser } from './browser';
import { removeStorage, storedLanguage, writeStorage } from './storage';

export const resources = { en: { translation: en }, zh: { translation: zh } } as const;

// Keys are checked against en.json at compile time: a typo in t('...') does not build.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: (typeof resources)['en'];
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: storedLanguage(),
  fallbackLng: 'en',
  initAsync: false, // resources are bundled, so the first render is already translated
  interpolation: { escapeValue: false }, // React escapes
});

document.documentElement.lang = i18n.language === 'zh' ? 'zh-CN' : 'en';

/** The language switch (spec 001 §2): save the choice, then reload so everything renders in it. */
export function switchLanguage(language: Language): void {
  writeStorage(StorageKey.lang, language);
  // The saved menu carries names in the old language; startup fetches it again in the new one.
  removeStorage(StorageKey.router);
  browser.reload();
}
