import type { FileStorage, Visibility } from './types';

/**
 * Public files that exist but are still being made (the demo catalogue's pictures, drawn after the server is
 * ready): `ready(key)` waits for one, and answers undefined for a key that is not pending.
 */
export interface PendingFiles {
  ready(key: string): Promise<void> | undefined;
}

/** Waits for a pending public file before a read of it (a missing one that never comes stays missing). */
async function settled(pending: PendingFiles, key: string, visibility: Visibility): Promise<void> {
  if (visibility === 'public') await pending.ready(key)?.catch(() => {});
}

/** `storage`, whose readers of public files wait for the pending ones (the product zip, the export). */
export function waitingForPending(storage: FileStorage, pending: PendingFiles): FileStorage {
  return {
    name: storage.name,
    put: (key, body, options) => storage.put(key, body, options),
    open: async (key, visibility) => {
      await settled(pending, key, visibility);
      return storage.open(key, visibility);
    },
    exists: async (key, visibility) => {
      await settled(pending, key, visibility);
      return storage.exists(key, visibility);
    },
    remove: (key, visibility) => storage.remove(key, visibility),
    publicUrl: (key) => storage.publicUrl(key),
    ...(storage.downloadLink && { downloadLink: storage.downloadLink.bind(storage) }),
    ...(storage.sweepPartials && { sweepPartials: storage.sweepPartials.bind(storage) }),
  };
}
