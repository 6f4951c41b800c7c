import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { S3Storage } from '../../src/adapters/storage/s3';
import { FileNotFound } from '../../src/adapters/storage/types';
import { uploadsDir } from '../../src/config';
import { filesUnder, picture, upload } from '../seller/upload-support';
import { createTestApp } from '../support/app';
import { loginToken } from '../support/http';

/**
 * A fake S3 at the edge: objects in a map by path, every request must carry a SigV4 authorization for our key
 * and a payload hash that matches its body. `failPut` makes the n-th PUT fail, as a storage outage would.
 */
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: string[] = [];
let failPut = 0;
let puts = 0;
let server: Server;
let endpoint = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      seen.push(`${req.method} ${path}`);
      const auth = String(req.headers.authorization ?? '');
      const hash = createHash('sha256').update(body).digest('hex');
      if (
        !/^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-test-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
          auth,
        ) ||
        req.headers['x-amz-content-sha256'] !== hash
      ) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      if (req.method === 'PUT') {
        puts += 1;
        if (failPut && puts === failPut)
          return void res.writeHead(500).end('<Error><Code>InternalError</Code></Error>');
        objects.set(path, { body, type: String(req.headers['content-type']) });
        return void res.writeHead(200).end();
      }
      const found = objects.get(path);
      if (req.method === 'DELETE') {
        objects.delete(path);
        return void res.writeHead(204).end();
      }
      if (!found) return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
      res.end(req.method === 'HEAD' ? undefined : found.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  objects.clear();
  seen.length = 0;
  failPut = 0;
  puts = 0;
});

const S3_ENV = () => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'dropmall-test',
  S3_REGION: 'eu-test-1',
  S3_ACCESS_KEY_ID: 'AKIDTEST',
  S3_SECRET_ACCESS_KEY: 'secret-test-key',
  S3_PUBLIC_URL: 'https://cdn.dropmall.test/files',
});

describe('S3 storage', () => {
  const storage = () =>
    new S3Storage({
      endpoint,
      bucket: 'dropmall-test',
      region: 'eu-test-1',
      accessKeyId: 'AKIDTEST',
      secretAccessKey: 'secret-test-key',
      publicBaseUrl: 'https://cdn.dropmall.test/files/',
    });

  it('puts, reads, checks and removes objects, public and private apart, signed', async () => {
    const s3 = storage();
    expect(
      await s3.put('a/b/one.txt', Buffer.from('hello'), { contentType: 'text/plain', visibility: 'public' }),
    ).toEqual({ size: 5 });
    expect(objects.get('/dropmall-test/public/a/b/one.txt')?.type).toBe('text/plain');
    expect(await text(await s3.open('a/b/one.txt', 'public'))).toBe('hello');
    expect(await s3.exists('a/b/one.txt', 'public')).toBe(true);
    expect(await s3.exists('a/b/one.txt', 'private')).toBe(false);
    await expect(s3.open('a/b/one.txt', 'private')).rejects.toBeInstanceOf(FileNotFound);
    await s3.remove('a/b/one.txt', 'public');
    expect(await s3.exists('a/b/one.txt', 'public')).toBe(false);
    expect(s3.publicUrl('a/b/one.txt')).toBe('https://cdn.dropmall.test/files/a/b/one.txt');
    expect(() => s3.publicUrl('../etc/passwd')).toThrow();
  });

  it('a refused request is an error, not a silent success', async () => {
    const wrong = new S3Storage({
      endpoint,
      bucket: 'b',
      region: 'elsewhere',
      accessKeyId: 'X',
      secretAccessKey: 'y',
      publicBaseUrl: 'https://x',
    });
    await expect(
      wrong.put('k.txt', Buffer.from('x'), { contentType: 'text/plain', visibility: 'public' }),
    ).rejects.toThrow(/HTTP 403/);
  });
});

describe('uploads with S3 configured', () => {
  it('stores the picture and its thumbnails in the bucket and answers the public URL; nothing on disk', async () => {
    const t = await createTestApp(S3_ENV());
    try {
      await t.app.ready();
      const token = await loginToken(t.app, 'demo@dropmall.test', 'demo123456');
      const res = await upload(
        t.app,
        '/v1/upload/image',
        { name: 'a.png', body: await picture('png', 300) },
        { token },
      );
      expect(res.statusCode, res.body).toBe(200);
      const url: string = res.json().msg;
      expect(url).toMatch(/^https:\/\/cdn\.dropmall\.test\/files\/products\/\d{4}\/\d{2}\/[\w-]+\.png$/);
      const key = url.replace('https://cdn.dropmall.test/files/', '/dropmall-test/public/');
      expect([...objects.keys()].sort()).toEqual(
        [key, key.replace('.png', '_100.png'), key.replace('.png', '_400.png')].sort(),
      );
      expect(await filesUnder(`${uploadsDir(t.config)}/products`)).toEqual([]);

      // A failed write leaves nothing behind: the thumbnails already written are removed.
      objects.clear();
      failPut = puts + 3;
      const broken = await upload(
        t.app,
        '/v1/upload/image',
        { name: 'b.png', body: await picture('png', 300) },
        { token },
      );
      expect(broken.statusCode).toBe(500);
      expect(objects.size).toBe(0);
      expect(seen.filter((s) => s.startsWith('DELETE'))).toHaveLength(2);
    } finally {
      await t.close();
    }
  });
});
