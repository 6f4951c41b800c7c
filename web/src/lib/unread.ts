import { useSyncExternalStore } from 'react';

/**
 * The unread-message count behind the back office's Message badge (spec 001 §2). One place holds it, so the
 * messages feature only has to call `setUnreadCount` when it learns the number.
 */
let count = 0;
const listeners = new Set<() => void>();

export function setUnreadCount(next: number): void {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUnreadCount(): number {
  return useSyncExternalStore(subscribe, () => count);
}
