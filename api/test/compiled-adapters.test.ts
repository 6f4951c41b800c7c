import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script shared with `npm start`
import { bundle, WORK_FILES } from '../../scripts/api-build.mjs';
import { SandboxShops } from '../src/modules/stores/sandbox/shops';
import { listeningApp } from './stores/support';
import { type LocalS3, S3_BUCKET, S3_KEY, startLocalS3 } from './support/s3-server';
import { type StripeFake, startStripeFake } from './support/stripe-fake';
import { startWooFake, type WooFake } from './support/woocommerce-fake';

/**
 * Issue 36, item 1: every adapter as `npm start` runs it. The harness (compiled/adapter-calls.ts) is bundled
 * with the server's own build options and run by plain Node, one call of each adapter against its local fake.
 * The WooCommerce client's CommonJS default import, which vitest and tsx unwrap and Node does not, failed
 * here before it was fixed; so would any other.
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
let t: Awaited<ReturnType<typeof listeningApp>>;
let woo: WooFake;
let s3: LocalS3;
let stripe: StripeFake;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: string[] = [];
let outDir = '';
let dataDir = '';

beforeAll(async () => {
  t = await listeningApp();
  woo = await startWooFake(1);
  s3 = await startLocalS3();
  stripe = await startStripeFake();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let text = '';
      stream.on('data', (c: Buffer) => {
        text += c.toString('utf8');
      });
      stream.on('end', () => {
        mails.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
  // Inside api/ so the bundle's bare imports resolve from the workspace's node_modules, as dist's do.
  mkdirSync(join(apiDir, '.adapter-check'), { recursive: true });
  outDir = mkdtempSync(join(apiDir, '.adapter-check', 'run-'));
  dataDir = mkdtempSync(join(tmpdir(), 'dropmall-adapters-'));
  await bundle(
    [join(apiDir, 'test/compiled/adapter-calls.ts'), ...WORK_FILES.map((f: string) => join(apiDir, '..', f))],
    outDir,
  );
}, 120_000);

afterAll(async () => {
  await woo?.close();
  await s3?.close();
  await stripe?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await t?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function runHarness(parties: object): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(outDir, 'adapter-calls.mjs')], {
      cwd: apiDir,
      env: { ...process.env, ADAPTER_PARTIES: JSON.stringify(parties) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => {
      out += c;
    });
    child.stderr.on('data', (c) => {
      err += c;
    });
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line) as Record<string, string>);
      } catch {
        reject(new Error(`the harness exited ${code} without its answer:\n${out}\n${err}`));
      }
    });
  });
}

describe('every adapter through the compiled build', () => {
  it('answers one call each against its fake, under Node’s own ES module loader', async () => {
    const opened = await new SandboxShops(t.database.db, async () => {}).open('Compiled Shop', null);
    const results = await runHarness({
      woo: { url: woo.url, key: woo.key, secret: woo.secret },
      shopify: {
        shopDomain: `${opened.shop.handle}.myshopify.com`,
        clientId: opened.clientId,
        clientSecret: opened.clientSecret,
        sandboxBase: `${t.origin}/sandbox/store/${opened.shop.handle}`,
      },
      smtp: `smtp://127.0.0.1:${smtpPort}`,
      dataDir,
      s3: { endpoint: s3.endpoint, bucket: S3_BUCKET, ...S3_KEY },
      stripe: { url: stripe.url, secretKey: stripe.secretKey },
    });
    expect(results).toEqual({
      woocommerce: 'ok BRL',
      'woocommerce-sync': 'ok failed 999 gone',
      shopify: 'ok Compiled Shop',
      smtp: 'ok sent',
      'storage-disk': 'ok hello',
      'storage-s3': 'ok hello',
      payments: 'ok checkout',
      stripe: 'ok checkout BRL 10.00',
      xlsx: 'ok ABC-1',
      'pdf-thread': 'ok %PDF-',
      pdf: 'ok %PDF-',
    });
    expect(woo.ownProducts[0]).toMatchObject({ id: 1, manage_stock: true, stock_quantity: 7 });
    expect(woo.refused).toEqual([]);
    expect(mails.some((m) => m.includes('Sent by the compiled build.'))).toBe(true);
  });
});
