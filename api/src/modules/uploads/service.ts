import { randomUUID } from 'node:crypto';
import {
  IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_BYTES,
  ResultCode,
  type UploadKind,
  VIDEO_MAX_BYTES,
} from '@dropmall/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FileStorage } from '../../adapters/storage';
import type { Db } from '../../db/client';
import { uploadedFiles } from '../../db/schema/uploads';
import { AppError, badRequest } from '../../http/errors';
import { CONTENT_TYPES, type SniffedType, sniffFileType } from './file-types';
import { preparePicture, thumbnailKey } from './pictures';

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

/** Who uploads: the file is recorded as theirs. */
export interface UploadOwner {
  businessId: number;
  accountId: number;
}

/** Answers the first URL that is not one of the business's own uploads, or undefined when all are. */
export type FindForeignFile = (businessId: number, urls: string[]) => Promise<string | undefined>;

const month = () => new Date().toISOString().slice(0, 7).replace('-', '/');

/**
 * Checks an uploaded file by its content and size, then stores it (a picture re-encoded, with thumbnails) as
 * public files. Every check runs before the first write, and a failed write removes what was written: a file that
 * fails is never left behind.
 */
export class UploadService {
  constructor(
    private readonly storage: FileStorage,
    private readonly db: Db,
  ) {}

  async store(
    kind: UploadKind,
    body: Buffer,
    owner: UploadOwner,
    scope: ImageScope = 'general',
  ): Promise<{ url: string }> {
    const files = await this.checked(kind, body, scope);
    const url = await this.write(files);
    try {
      const bytes = files[0]?.body.length ?? body.length;
      await this.db.insert(uploadedFiles).values({ url, kind, bytes, ...owner });
    } catch (error) {
      await this.removeAll(files.map((f) => f.key));
      throw error;
    }
    return { url };
  }

  /** Every check runs here, before anything is written; answers the files to write, the main one first. */
  private async checked(
    kind: UploadKind,
    body: Buffer,
    scope: ImageScope,
  ): Promise<{ key: string; body: Buffer; type: SniffedType }[]> {
    if (body.length === 0) throw badRequest('uploadMissing');
    if (body.length > uploadLimit(kind, scope)) throw tooLarge(kind, scope);
    const type = sniffFileType(body);
    if (kind === 'video') {
      if (type !== 'mp4') throw badRequest('videoType');
      return [{ key: `videos/${month()}/${randomUUID()}.mp4`, body, type }];
    }
    if (type === null || type === 'mp4') throw badRequest('imageType');
    const key = `products/${month()}/${randomUUID()}.${type}`;
    const { original, thumbnails } = await preparePicture(body, type);
    return [
      { key, body: original, type },
      ...thumbnails.map((t) => ({ key: thumbnailKey(key, t.width), body: t.body, type })),
    ];
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
      await this.removeAll(written);
      throw error;
    }
    return this.storage.publicUrl(files[0]?.key as string);
  }

  private async removeAll(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.storage.remove(key, 'public').catch(() => undefined)));
  }

  /** The first of the URLs that this business did not upload (a file of another business or none of ours). */
  readonly findForeignFile: FindForeignFile = async (businessId, urls) => {
    const wanted = [...new Set(urls)];
    if (wanted.length === 0) return undefined;
    const own = await this.db
      .select({ url: uploadedFiles.url })
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.businessId, businessId), inArray(uploadedFiles.url, wanted)));
    const owned = new Set(own.map((r) => r.url));
    return wanted.find((url) => !owned.has(url));
  };
}
