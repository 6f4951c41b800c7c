import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The part of @20minutes/s3rver (a maintained fork of s3rver, CommonJS, no types) that tests use. */
interface S3rver {
  configureBuckets(): Promise<void>;
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
}
type S3rverClass = new (options: {
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** s3rver's built-in account: it checks every signed request (header or query) against this key. */
export const S3_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
export const S3_BUCKET = 'dropmall-test';

export interface LocalS3 {
  endpoint: string;
  /** The requests it was sent, `METHOD /bucket/key`, in order. */
  seen: string[];
  /** While set, a PUT whose path matches is answered 503 (every retry too), as an outage would. */
  failPuts: RegExp | null;
  /** The settings that point the app at this server. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on a free local port, storing under its own temporary directory, with one
 * bucket. Requests pass through a thin front that records them and can refuse chosen PUTs.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'dropmall-s3-'));
  const s3 = new S3rver({ directory, silent: true, configureBuckets: [{ name: S3_BUCKET }] });
  await s3.configureBuckets();
  const handle = s3.callback();
  const local: LocalS3 = {
    endpoint: '',
    seen: [],
    failPuts: null,
    env: () => ({
      S3_ENDPOINT: local.endpoint,
      S3_BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3_KEY.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEY.secretAccessKey,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
      }),
  };
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    local.seen.push(`${req.method} ${path}`);
    if (req.method === 'PUT' && local.failPuts?.test(path)) {
      req.resume();
      res.writeHead(503, { 'content-type': 'application/xml' });
      res.end('<Error><Code>ServiceUnavailable</Code><Message>down for the test</Message></Error>');
      return;
    }
    handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  local.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return local;
}
