import { ERROR_TOAST_MS } from '@dropmall/contract';
import { message } from 'antd';

/** The error toast of every failed call (2 s). Same text, same toast: parallel failures do not stack. */
export function showError(text: string): void {
  void message.error({ content: text, key: text, duration: ERROR_TOAST_MS / 1000 });
}
