import { randomUUID } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
  ResultCode,
  type UploadKind,
  VIDEO_MAX_BYTES,
} from '@dropmall/contract';
import type { FileStorage } from '../../adapters/storage';
import { AppError, badRequest } from '../../http/errors';
import { CONTENT_TYPES, type SniffedType, sniffFileType } from './file-types';
import { renderThumbnails, thumbnailKey } from './thumbnails';

/** Where a picture is used: the AddProduct page allows 1 MB, other upload controls 4 MB (spec 000 §5, 001 §9). */
export type ImageScope = 'general' | 'product';

export const imageLimit = (scope: ImageScope) =>
  scope === 'product' ? PRODUCT_IMAGE_MAX_BYTES : IMAGE_MAX_BYTES;
export const uploadLimit = (kind: UploadKind, scope: ImageScope) =>
  kind === 'video' ? VIDEO_MAX_BYTES : imageLimit(scope);

export const tooLarge = (kind: UploadKind, scope: ImageScope) =>
  kind === 'video'
    ? new AppError(413, ResultCode.tooLarge, 'videoTooLarge')
    : new AppError(413, ResultCode.tooLarge, 'imageTooLarge', { size: imageLimit(scope) / (1024 * 1024) });

const month = () => new Date().toISOString().slice(0, 7).replace('-', '/');

/**
 * Checks an uploaded file by its content and size, then stores it (with thumbnails for pictures) as public
 * files. Every check runs before the first write, and a failed write removes what was written: a file that
 * fails is never left behind.
 */
export class UploadService {
  constructor(private readonly storage: FileStorage) {}

  async store(kind: UploadKind, body: Buffer, scope: ImageScope = 'general'): Promise<{ url: string }> {
    if (body.length === 0) throw badRequest('uploadMissing');
    if (body.length > uploadLimit(kind, scope)) throw tooLarge(kind, scope);
    const type = sniffFileType(body);
    if (kind === 'video') {
      if (type !== 'mp4') throw badRequest('videoType');
      return { url: await this.write([{ key: `videos/${month()}/${randomUUID()}.mp4`, body, type }]) };
    }
    if (type === null || type === 'mp4') throw badRequest('imageType');
    const key = `products/${month()}/${randomUUID()}.${type}`;
    let thumbnails: { width: number; body: Buffer }[];
    try {
      thumbnails = await renderThumbnails(body, type);
    } catch {
      throw badRequest('imageUnreadable');
    }
    return {
      url: await this.write([
        { key, body, type },
        ...thumbnails.map((t) => ({ key: thumbnailKey(key, t.width), body: t.body, type })),
      ]),
    };
  }

  /** Writes the files; the first one is the answer. Thumbnails go first so the main file's URL never lacks them. */
  private async write(files: { key: string; body: Buffer; type: SniffedType }[]): Promise<string> {
    const written: string[] = [];
    try {
      for (const file of [...files].reverse()) {
        await this.storage.put(file.key, file.body, {
          contentType: CONTENT_TYPES[file.type],
          visibility: 'public',
        });
        written.push(file.key);
      }
    } catch (error) {
      await Promise.all(written.map((key) => this.storage.remove(key, 'public').catch(() => undefined)));
      throw error;
    }
    return this.storage.publicUrl(files[0]?.key as string);
  }

  /** Whether a URL names a public file of this storage (product pictures must be our own uploads). */
  ownsUrl(url: string): boolean {
    const base = this.storage.publicUrl('x').slice(0, -1);
    return url.startsWith(base) && !url.includes('..');
  }
}
