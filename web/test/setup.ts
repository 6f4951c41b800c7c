import { cleanup, configure } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';
import '../src/lib/i18n';

// The suite may share a small machine with other work: give findBy/waitFor room before calling it a failure.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks matchMedia, which antd's responsive hooks call on mount.
Object.defineProperty(window, 'matchMedia', {
  configurable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
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
if (!('ResizeObserver' in window)) vi.stubGlobal('ResizeObserver', NoopResizeObserver);

// jsdom's getComputedStyle does not implement pseudo-elements and logs an error when antd asks for them.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(async () => {
  vi.useRealTimers();
  cleanup();
  Modal.destroyAll(); // static confirms live outside the tree that cleanup unmounts
  message.destroy();
  // Destroying them schedules React work on setImmediate; let it run while the DOM still exists, or it
  // fires after the file's environment is torn down ('window is not defined').
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// React may still hold a scheduled render of a root that a test unmounted (antd portals, overlay stores);
// give it a moment to run out before vitest tears the DOM down for the next file.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
});
