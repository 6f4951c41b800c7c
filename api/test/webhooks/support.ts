import { createServer, type IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_VERIFY_SNIPPET } from '@dropmall/contract';
import ts from 'typescript6';
import { orderSummaries } from '../../src/modules/orders/summaries';
import { CredentialBox } from '../../src/modules/stores';
import { createWebhooks } from '../../src/modules/webhooks';
import type { TestApp } from '../support/app';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A receiver on 127.0.0.1, as a business's own server: it keeps every request, and answers each path with the
 * next status set for it by `answer` (the last one again once they run out; 200 when none was set).
 */
export async function startReceiver() {
  const received: Received[] = [];
  const queues = new Map<string, number[]>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queue = queues.get(req.url ?? '') ?? [];
      const status = queue.length > 1 ? (queue.shift() as number) : (queue[0] ?? 200);
      res.writeHead(status, { 'content-type': 'text/plain' }).end(`answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let paths = 0;
  return {
    received,
    /** A new address on the receiver answering these statuses in turn. */
    url(...statuses: number[]) {
      const path = `/hooks/${++paths}`;
      queues.set(path, statuses);
      return `http://127.0.0.1:${port}${path}`;
    },
    /** What an address answers from now on. */
    answer(url: string, ...statuses: number[]) {
      queues.set(new URL(url).pathname, statuses);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The webhook worker over the test app's database, to send due deliveries by hand. */
export function webhooksOf(t: TestApp) {
  return createWebhooks({
    db: t.database.db,
    config: t.config,
    box: new CredentialBox(t.config.STORE_CREDENTIALS_KEY),
    readOrders: orderSummaries,
    log: (err) => {
      throw err;
    },
  });
}

type Verify = (secret: string, timestamp: string, signature: string, rawBody: string) => boolean;

/** The documented verification snippet itself, compiled and loaded: the tests check deliveries with it. */
export function documentedVerifier(): Verify {
  const js = ts.transpileModule(WEBHOOK_VERIFY_SNIPPET, {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as { verifyDropmallWebhook?: Verify } };
  new Function('require', 'module', 'exports', js)(createRequire(import.meta.url), module, module.exports);
  if (!module.exports.verifyDropmallWebhook) throw new Error('the snippet exports no verifyDropmallWebhook');
  return module.exports.verifyDropmallWebhook;
}
