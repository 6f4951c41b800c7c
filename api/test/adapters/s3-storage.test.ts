import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../../src/adapters/storage';
import { S3Storage } from '../../src/adapters/storage/s3';
import { FileNotFound } from '../../src/adapters/storage/types';
import { uploadsDir } from '../../src/config';
import { filesUnder, picture, upload } from '../seller/upload-support';
import { createTestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { loginToken, post } from '../support/http';
import { type LocalS3, S3_BUCKET, S3_KEY, startLocalS3 } from '../support/s3-server';
import { tasksOf } from '../support/tasks';

// A real S3-compatible server (s3rver) on a local port: it checks every signature, as S3 does.
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.seen.length = 0;
  s3.failPuts = null;
});

const storage = (options: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
  new S3Storage({
    endpoint: s3.endpoint,
    bucket: S3_BUCKET,
    region: 'us-east-1',
    credentials: S3_KEY,
    publicBaseUrl: `${s3.endpoint}/${S3_BUCKET}/public/`,
    ...options,
  });
const link = { fileName: 'export-7.xlsx', contentType: 'text/plain', expiresInSeconds: 60 };

describe('S3 storage through the AWS SDK', () => {
  it('puts, reads, checks and removes objects, public and private apart, path-style', async () => {
    const bucket = storage();
    expect(
      await bucket.put('a/b/one.txt', Buffer.from('hello'), {
        contentType: 'text/plain',
        visibility: 'public',
      }),
    ).toEqual({ size: 5 });
    expect(s3.seen).toContain(`PUT /${S3_BUCKET}/public/a/b/one.txt`);
    expect(await text(await bucket.open('a/b/one.txt', 'public'))).toBe('hello');
    expect(await bucket.exists('a/b/one.txt', 'public')).toBe(true);
    expect(await bucket.exists('a/b/one.txt', 'private')).toBe(false);
    await bucket.remove('a/b/one.txt', 'public');
    expect(await bucket.exists('a/b/one.txt', 'public')).toBe(false);
    expect(() => bucket.publicUrl('../etc/passwd')).toThrow();
  });

  it('a missing key is FileNotFound to open, absent to check, and removing it is no error', async () => {
    const bucket = storage();
    await expect(bucket.open('never/written.txt', 'private')).rejects.toBeInstanceOf(FileNotFound);
    expect(await bucket.exists('never/written.txt', 'private')).toBe(false);
    await expect(bucket.remove('never/written.txt', 'private')).resolves.toBeUndefined();
  });

  it('streams in are stored whole', async () => {
    const bucket = storage();
    const { Readable } = await import('node:stream');
    await bucket.put('s/two.csv', Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]), {
      contentType: 'text/csv',
      visibility: 'private',
    });
    expect(await text(await bucket.open('s/two.csv', 'private'))).toBe('a,b\n1,2\n');
  });

  it('serves a public file at its public URL to anybody, with its type', async () => {
    const bucket = storage();
    await bucket.put('p/pic.txt', Buffer.from('seen by all'), {
      contentType: 'text/plain',
      visibility: 'public',
    });
    const res = await fetch(bucket.publicUrl('p/pic.txt'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(await res.text()).toBe('seen by all');
  });

  it('a signed download link fetches the private file as an attachment, without our credentials', async () => {
    const bucket = storage();
    await bucket.put('x/report.txt', Buffer.from('private bytes'), {
      contentType: 'text/plain',
      visibility: 'private',
    });
    const url = await bucket.downloadLink('x/report.txt', 'private', link);
    expect(url).toContain('X-Amz-Signature=');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export-7.xlsx"');
    expect(await res.text()).toBe('private bytes');
  });

  it('refuses a signed link once it has expired', async () => {
    const bucket = storage({ now: () => new Date(Date.now() - 120_000) });
    await bucket.put('x/old.txt', Buffer.from('old'), { contentType: 'text/plain', visibility: 'private' });
    const res = await fetch(await bucket.downloadLink('x/old.txt', 'private', link));
    expect(res.status).toBe(403);
    expect(await res.text()).toMatch(/Request has expired/);
  });

  it('refuses a signed link that was altered: another key, or a longer life', async () => {
    const bucket = storage();
    for (const key of ['x/mine.txt', 'x/theirs.txt'])
      await bucket.put(key, Buffer.from(key), { contentType: 'text/plain', visibility: 'private' });
    const url = await bucket.downloadLink('x/mine.txt', 'private', link);
    expect((await fetch(url)).status).toBe(200);
    for (const altered of [
      url.replace('mine.txt', 'theirs.txt'),
      url.replace('X-Amz-Expires=60', 'X-Amz-Expires=9999'),
    ]) {
      const res = await fetch(altered);
      expect(res.status).toBe(403);
      expect(await res.text()).toMatch(/SignatureDoesNotMatch/);
    }
  });

  it('a request signed with a wrong secret is an error, not a silent success', async () => {
    const wrong = storage({ credentials: { accessKeyId: S3_KEY.accessKeyId, secretAccessKey: 'not-it' } });
    await expect(
      wrong.put('k.txt', Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toThrow(/signature/i);
    expect(await storage().exists('k.txt', 'public')).toBe(false);
  });
});

describe('the app with S3 configured', () => {
  it('stores an upload and its thumbnails in the bucket, served at the public URL; nothing on disk', async () => {
    const t = await createTestApp(s3.env());
    try {
      await t.app.ready();
      const token = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
      const body = await picture('png', 300);
      const res = await upload(t.app, '/v1/upload/image', { name: 'a.png', body }, { token });
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().msg;
      const base = `${s3.endpoint}/${S3_BUCKET}/public/`;
      expect(url).toMatch(new RegExp(`^${base}products/\\d{4}/\\d{2}/[\\w-]+\\.png$`));
      const key = url.slice(base.length);
      for (const name of [key, key.replace('.png', '_100.png'), key.replace('.png', '_400.png')])
        expect(await createStorage(t.config).exists(name, 'public')).toBe(true);
      const served = await fetch(url);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);
      expect(await filesUnder(`${uploadsDir(t.config)}/products`)).toEqual([]);

      // The main file's write fails after its thumbnails were written: they are removed again.
      s3.failPuts = /\/products\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/;
      s3.seen.length = 0;
      const broken = await upload(t.app, '/v1/upload/image', { name: 'b.png', body }, { token });
      expect(broken.statusCode).toBe(500);
      const thumbnails = s3.seen.filter((s) => s.startsWith('PUT') && /_\d+\.png$/.test(s));
      expect(thumbnails).toHaveLength(2);
      for (const put of thumbnails) {
        const written = put.replace(`PUT /${S3_BUCKET}/public/`, '');
        expect(s3.seen).toContain(`DELETE /${S3_BUCKET}/public/${written}`);
        expect(await createStorage(t.config).exists(written, 'public')).toBe(false);
      }
    } finally {
      await t.close();
    }
  });

  it('writes an export to the bucket and hands its business a signed link to it', async () => {
    const t = await createTestApp(s3.env());
    try {
      await t.app.ready();
      const buyer = await newBuyer(t.database.db);
      const other = await newBuyer(t.database.db);
      const queued = await post(t.app, '/v1/api/order/exportOrder', { status: '' }, { token: buyer.token });
      const taskId: number = queued.json().result.taskId;
      const linkOf = (token: string) =>
        t.app.inject({
          method: 'GET',
          url: `/v1/exportRecord/downloadLink?id=${taskId}`,
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await linkOf(buyer.token)).statusCode).toBe(409);
      await tasksOf(t).worker.drain();
      expect(s3.seen.some((s) => s.startsWith(`PUT /${S3_BUCKET}/private/exports/`))).toBe(true);

      expect((await linkOf(other.token)).statusCode).toBe(404);
      const answer = await linkOf(buyer.token);
      expect(answer.statusCode, answer.body).toBe(200);
      const { url, expiresInSeconds } = answer.json().model;
      expect(expiresInSeconds).toBe(300);
      const file = await fetch(url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-disposition')).toBe(`attachment; filename="export-${taskId}.xlsx"`);
      // An .xlsx is a zip.
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    } finally {
      await t.close();
    }
  });
});
