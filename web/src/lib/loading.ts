import { useSyncExternalStore } from 'react';

/** How many requests are in flight; the loading overlay shows while it is above zero. */
let pending = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const loading = {
  start(): void {
    pending += 1;
    emit();
  },
  stop(): void {
    pending = Math.max(0, pending - 1);
    emit();
  },
  count(): number {
    return pending;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePendingRequests(): number {
  return useSyncExternalStore(loading.subscribe, loading.count, loading.count);
}
