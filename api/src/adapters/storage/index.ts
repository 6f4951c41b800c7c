import { resolve } from 'node:path';
import { type Config, uploadsDir } from '../../config';
import { DiskStorage } from './disk';
import { S3Storage } from './s3';
import type { FileStorage } from './types';

export { type PendingFiles, waitingForPending } from './pending';
export type { DownloadLinkOptions, FileStorage, Visibility } from './types';
export { FileNotFound } from './types';

type StorageConfig = Pick<Config, 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      | 'S3_ENDPOINT'
      | 'S3_BUCKET'
      | 'S3_REGION'
      | 'S3_ACCESS_KEY_ID'
      | 'S3_SECRET_ACCESS_KEY'
      | 'S3_PUBLIC_URL'
    >
  >;

/** The storage the configuration asks for: a directory under DATA_DIR unless object storage is set up. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.S3_BUCKET && !config.S3_ENDPOINT) throw new Error('S3_BUCKET is set: set S3_ENDPOINT as well');
  if (config.S3_BUCKET && config.S3_ENDPOINT) {
    const endpoint = config.S3_ENDPOINT.replace(/\/+$/, '');
    return new S3Storage({
      endpoint,
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? 'us-east-1',
      credentials:
        config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
          : undefined,
      publicBaseUrl: config.S3_PUBLIC_URL ?? `${endpoint}/${config.S3_BUCKET}/public`,
    });
  }
  return new DiskStorage({ public: uploadsDir(config), private: resolve(config.DATA_DIR, 'files') });
}
