import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { encodePath, type S3Credentials, sha256Hex, signRequest } from './s3-signing';
import { assertSafeKey, FileNotFound, type FileStorage, type PutOptions, type Visibility } from './types';

export interface S3Options extends S3Credentials {
  /** The service address, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  bucket: string;
  /** Where browsers load public files from (a CDN, or the bucket's public address). */
  publicBaseUrl: string;
}

/**
 * Files in an S3-compatible bucket, path-style (`endpoint/bucket/key`): public files under `public/`, which
 * the bucket (or a CDN in front of it) serves to anybody, private ones under `private/`, never given out.
 * An object appears only once its PUT completes, so a reader never sees half of one.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3';

  constructor(private readonly options: S3Options) {}

  async put(key: string, body: Readable | Buffer, options: PutOptions): Promise<{ size: number }> {
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    const res = await this.send('PUT', key, options.visibility, bytes, {
      'content-type': options.contentType,
    });
    if (!res.ok) throw new Error(`S3 PUT ${key}: HTTP ${res.status} ${await res.text()}`);
    return { size: bytes.length };
  }

  async open(key: string, visibility: Visibility): Promise<Readable> {
    const res = await this.send('GET', key, visibility);
    if (res.status === 404) throw new FileNotFound(key);
    if (!res.ok || !res.body) throw new Error(`S3 GET ${key}: HTTP ${res.status}`);
    return Readable.fromWeb(res.body as never);
  }

  async exists(key: string, visibility: Visibility): Promise<boolean> {
    const res = await this.send('HEAD', key, visibility);
    if (res.status === 404) return false;
    if (!res.ok) throw new Error(`S3 HEAD ${key}: HTTP ${res.status}`);
    return true;
  }

  async remove(key: string, visibility: Visibility): Promise<void> {
    const res = await this.send('DELETE', key, visibility);
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE ${key}: HTTP ${res.status}`);
  }

  publicUrl(key: string): string {
    assertSafeKey(key);
    return `${this.options.publicBaseUrl.replace(/\/+$/, '')}/${key}`;
  }

  private send(
    method: string,
    key: string,
    visibility: Visibility,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    assertSafeKey(key);
    const base = this.options.endpoint.replace(/\/+$/, '');
    const url = new URL(`${base}/${encodePath(`${this.options.bucket}/${visibility}/${key}`)}`);
    const signed = signRequest(this.options, {
      method,
      url,
      headers,
      payloadHash: sha256Hex(body ?? ''),
    });
    return fetch(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }
}
