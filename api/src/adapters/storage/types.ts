import type { Readable } from 'node:stream';

/** Public files are served to anybody under /uploads; private ones only through a route that checks the owner. */
export type Visibility = 'public' | 'private';

export interface PutOptions {
  contentType: string;
  visibility: Visibility;
}

export interface DownloadLinkOptions {
  /** The name the browser saves the file under: ASCII letters, digits, '.', '_', '-'. */
  fileName: string;
  contentType: string;
  expiresInSeconds: number;
}

/**
 * Where uploaded and generated files live: a directory under DATA_DIR by default, object storage when
 * configured. A key is a relative path such as `products/2026/11/ab12.jpg`; a file becomes visible only
 * once it is whole, so a reader never sees half of one.
 */
export interface FileStorage {
  readonly name: string;
  put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }>;
  /** Streams a stored file; rejects with FileNotFound when there is none. */
  open(key: string, visibility: Visibility): Promise<Readable>;
  exists(key: string, visibility: Visibility): Promise<boolean>;
  remove(key: string, visibility: Visibility): Promise<void>;
  /** The URL a browser loads a public file from. */
  publicUrl(key: string): string;
  /**
   * A short-lived link the browser fetches a private file from straight out of the storage, sparing our
   * server the bytes; only storages that can sign one have it (the disk store streams through the route).
   */
  downloadLink?(key: string, visibility: Visibility, options: DownloadLinkOptions): Promise<string>;
  /** Cleans up what interrupted writes left behind, if this storage can leave any; answers how many. */
  sweepPartials?(before: Date): Promise<number>;
}

export class FileNotFound extends Error {
  constructor(readonly key: string) {
    super(`No stored file ${key}`);
  }
}

const KEY = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;

/** Keys are made by our code, but a slip must never reach outside the storage root. */
export function assertSafeKey(key: string): void {
  if (key.length > 500 || !KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.'))
    throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}
