import { cleanup, configure } from '@testing-library/react';
import { ConfigProvider, Modal, message } from 'antd';
// The storefront fetches these two on first use (lib/toast.ts, confirmLogout.ts); under vitest they are other
// instances than the 'antd' barrel's, so they are loaded here too and cleared after each test like those.
import EsConfigProvider from 'antd/es/config-provider';
import esMessage from 'antd/es/message';
import EsModal from 'antd/es/modal';
import { createElement } from 'react';
import { unstable_IdlePriority, unstable_scheduleCallback } from 'scheduler';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { addLanguage, i18n } from '../src/lib/i18n';
import { loading } from '../src/lib/loading';
import en from '../src/locales/en.json';
import zh from '../src/locales/zh.json';

// The app loads only the language in use; tests switch between both.
addLanguage('en', en);
addLanguage('zh', zh);

// The suite shares a small machine with other work: give findBy/waitFor room before they call it a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks matchMedia, which antd's responsive hooks call on mount. The tests ask for reduced motion, as
// the stories do: the app's theme then turns antd's motion off (app/theme.ts).
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

// jsdom lacks ResizeObserver, which antd's overlays (Dropdown, Modal) observe; nothing resizes in jsdom anyway.
class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
// Defined, not stubbed: afterEach's vi.unstubAllGlobals() would take a stub away after the first test.
if (!('ResizeObserver' in window))
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: NoopResizeObserver });

// jsdom's getComputedStyle does not implement pseudo-elements and logs an error when antd asks for them.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// Toasts and confirms opened from plain functions leave at once too, in tests that render no AppProviders
// (which sets its own holder, with the same theme). A confirm that animated out would stay in the document,
// and with isolation off the next test file shares the document.
ConfigProvider.config({
  holderRender: (children) =>
    createElement(ConfigProvider, { theme: { token: { motion: false } } }, children),
});
EsConfigProvider.config({
  holderRender: (children) =>
    createElement(EsConfigProvider, { theme: { token: { motion: false } } }, children),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves when React's scheduler has run every task queued before it (renders, commits, passive
 * effects, and the higher-priority work they queue): an idle-priority task runs last.
 */
const reactIdle = () =>
  new Promise<void>((resolve) => unstable_scheduleCallback(unstable_IdlePriority, () => resolve()));

/** Calls still in flight (a refetch after a save) answer, and what they set off renders, before we move on. */
async function settle(): Promise<void> {
  for (let waited = 0; loading.count() > 0 && waited < 3_000; waited += 10) await sleep(10);
  await sleep(0); // TanStack Query hands results to components on a timer
  await reactIdle();
}

afterEach(async () => {
  vi.useRealTimers(); // before waiting: a faked clock would never let the wait end
  await settle();
  cleanup();
  Modal.destroyAll(); // static confirms live outside the tree that cleanup unmounts
  EsModal.destroyAll();
  message.destroy();
  esMessage.destroy();
  // Destroying them schedules React work; let it run while the DOM still exists, or it fires after the
  // file's environment is torn down ('window is not defined').
  await reactIdle();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Files share a worker's modules and document (isolation is off): each starts in English, as the app does.
beforeAll(async () => {
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// React may still hold work for a root that a test unmounted (antd portals, overlay stores, motion
// timers): let it run out before vitest tears the DOM down.
afterAll(async () => {
  await sleep(100);
  await reactIdle();
});
