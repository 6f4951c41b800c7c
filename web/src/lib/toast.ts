import { ERROR_TOAST_MS } from '@dropmall/contract';
import type { ArgsProps } from 'antd/es/message';

type Level = 'success' | 'error' | 'info' | 'warning';

/**
 * antd's message, fetched with the first toast rather than with every page: a storefront visitor who never
 * sees one does not download it (docs/decisions.md "Storefront weight"). It takes the app's theme through
 * ConfigProvider.config (AppProviders) like a statically imported one.
 */
const loadMessage = () => import('antd/es/message').then((module) => module.default);

function show(level: Level, content: string | ArgsProps): void {
  void loadMessage().then((message) => message[level](content));
}

/** Toasts for any code (lazy antd message); fire and forget. */
export const toast = {
  success: (content: string | ArgsProps) => show('success', content),
  info: (content: string | ArgsProps) => show('info', content),
  warning: (content: string | ArgsProps) => show('warning', content),
  error: (content: string | ArgsProps) => show('error', content),
};

/** The error toast of every failed call (2 s). Same text, same toast: parallel failures do not stack. */
export function showError(text: string): void {
  toast.error({ content: text, key: text, duration: ERROR_TOAST_MS / 1000 });
}
