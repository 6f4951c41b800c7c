import { cleanup } from '@testing-library/react';
import { Modal, message } from 'antd';
import { afterEach, vi } from 'vitest';
import '../src/lib/i18n';

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

afterEach(() => {
  cleanup();
  Modal.destroyAll(); // static confirms live outside the tree that cleanup unmounts
  message.destroy();
  window.localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
