import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertSafeKey,
  type DownloadLinkOptions,
  FileNotFound,
  type FileStorage,
  type PutOptions,
  type Visibility,
} from './types';

export interface S3Options {
  /** The service address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Unset: the AWS SDK's own chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where browsers load public files from (a CDN, or the bucket's public address). */
  publicBaseUrl: string;
  /** The clock signed links are dated by (the signing clock of every request stays the SDK's). */
  now?: () => Date;
}

/**
 * Files in an S3-compatible bucket through the official AWS SDK, path-style (`endpoint/bucket/key`, which
 * MinIO, R2 and the like need): public files under `public/`, which the bucket (or a CDN in front of it)
 * serves to anybody, private ones under `private/`, handed out only as short-lived signed links. An object
 * appears only once its PUT completes, so a reader never sees half of one.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3';
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      credentials: options.credentials,
      forcePathStyle: true,
      // The SDK's default CRC32 checksums on every PUT are refused by several S3-compatible servers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }> {
    // A PUT needs its length up front; our files (pictures, exports) are read whole first.
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    await this.client.send(
      new PutObjectCommand({
        ...this.at(key, options.visibility),
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: options.contentType,
      }),
    );
    return { size: bytes.length };
  }

  async open(key: string, visibility: Visibility): Promise<Readable> {
    try {
      const { Body } = await this.client.send(new GetObjectCommand(this.at(key, visibility)));
      return Body as Readable;
    } catch (error) {
      throw isMissing(error) ? new FileNotFound(key) : error;
    }
  }

  async exists(key: string, visibility: Visibility): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand(this.at(key, visibility)));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async remove(key: string, visibility: Visibility): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.at(key, visibility)));
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.options.publicBaseUrl.replace(/\/+$/, '')}/${key}`;
  }

  /** A presigned GET that saves the file under its name; the storage refuses it once expired or altered. */
  downloadLink(key: string, visibility: Visibility, options: DownloadLinkOptions): Promise<string> {
    const command = new GetObjectCommand({
      ...this.at(key, visibility),
      ResponseContentType: options.contentType,
      ResponseContentDisposition: `attachment; filename="${options.fileName}"`,
      ResponseCacheControl: 'private, no-store',
    });
    return getSignedUrl(this.client, command, {
      expiresIn: options.expiresInSeconds,
      signingDate: this.options.now?.(),
    });
  }

  private at(key: string, visibility: Visibility) {
    assertSafeKey(key);
    return { Bucket: this.options.bucket, Key: `${visibility}/${key}` };
  }
}

/** GET answers NoSuchKey with a body; HEAD has no body, so only its status says 404. */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
