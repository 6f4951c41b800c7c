import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PayType, ResultCode } from '@dropmall/contract';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SandboxGateway } from '../src/adapters/payments/sandbox';
import { type Database, openDb, queryRows } from '../src/db/client';
import {
  coupons,
  couponTemplates,
  exportTasks,
  expressCompanies,
  messages,
  orders,
  payments,
  products,
  productVariants,
  walletLedger,
  webhookEvents,
} from '../src/db/schema';
import { seedDemoData } from '../src/db/seed';
import { EXPRESS } from '../src/db/seed/catalog/shipping';
import { DEMO_BUSINESS } from '../src/db/seed/demo-accounts';
import { limits } from '../src/http/rate-limit';
import { addressForm, newBuyer, payBody, variantWithStock } from './support/commerce';
import { migrationsInJournal, newPostgresDatabase, testDbKind } from './support/db';
import { randomIp } from './support/http';
import { adminPool } from './support/postgres';
import { Remote, until } from './support/remote';
import { freePort, type ServerProcess, startServer, waitUntilReady } from './support/server-process';

/**
 * DESIGN.md and docs/deploy.md: API processes are stateless, so any number can serve one database. Two real
 * server processes (A and B) share one PostgreSQL database, one data directory (a shared volume) and the
 * secrets deploy.md says must be equal, with the timeout sweep and the export worker running in both every
 * second (the webhook worker in B only, as a deployment may run it on some instances), and must behave as one
 * server: migrated once, probed ready, and stopped by SIGTERM without losing a request.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const SANDBOX_SECRET = 'two-instances-sandbox-secret';
/** The same on every instance (deploy.md): a secret sealed by one is opened by the other. */
const CREDENTIALS_KEY = 'two-instances-store-credentials-key-0123456789';

describe.skipIf(testDbKind !== 'postgres')(
  'two API processes on one database (PostgreSQL only: PGlite serves one process by design)',
  () => {
    let created: { url: string; drop(): Promise<void> } | undefined;
    let database: Database;
    let dataDir: string;
    let servers: ServerProcess[] = [];
    let a: Remote;
    let b: Remote;
    let instanceIds: string[] = [];
    let databaseName = '';

    beforeAll(async () => {
      // An empty database: both processes start at the same moment and must both migrate it and come up.
      const fresh = await newPostgresDatabase('empty');
      created = fresh;
      databaseName = new URL(fresh.url).pathname.slice(1);
      dataDir = mkdtempSync(join(tmpdir(), 'dropmall-two-'));
      const ports = [await freePort(), await freePort()];
      servers = ports.map((port, i) =>
        startServer({
          DATABASE_URL: fresh.url,
          DATA_DIR: dataDir,
          PORT: String(port),
          LOG_LEVEL: 'warn',
          // The demo data is written below, as every test database has it; drawing its pictures is not needed.
          SEED_DEMO: 'false',
          // Behind a load balancer: the caller's address comes in X-Forwarded-For.
          TRUST_PROXY: 'true',
          ORDER_SWEEP_SECONDS: '1',
          TASK_WORKER_SECONDS: '1',
          PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
          STORE_CREDENTIALS_KEY: CREDENTIALS_KEY,
          // Webhook deliveries go out from B only: what A seals, B must open.
          WEBHOOK_WORKER_SECONDS: i === 0 ? '0' : '1',
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        }),
      );
      await Promise.all(servers.map((server, i) => waitUntilReady(server, ports[i] ?? 0, 180_000)));
      [a, b] = ports.map((port) => new Remote(port)) as [Remote, Remote];
      instanceIds = await Promise.all(
        [a, b].map(async (r) => (await r.get('/health')).body.model.instanceId),
      );
      database = await openDb({ kind: 'postgres', url: fresh.url, poolSize: 4 });
      // The demo accounts and catalogue, as test/global-setup.ts writes them for every test database.
      await seedDemoData(database.db);
    }, 240_000);

    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGTERM');
      // A process that does not stop in 20 s is killed, so a stuck stop fails its own test, not this hook.
      await Promise.all(
        servers.map((server) =>
          within(20_000, server.exited, 'the stop').catch(() => {
            server.child.kill('SIGKILL');
            return server.exited;
          }),
        ),
      );
      await database?.close();
      await created?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    const db = () => database.db;

    /** A process that ended when no test stopped it says why: its own log is the only witness. */
    let stopping = false;
    afterEach(() => {
      for (const [i, server] of servers.entries())
        if (server.child.exitCode !== null && !(stopping && i === 0))
          throw new Error(
            `server ${'AB'[i]} ended (${server.child.exitCode}):\n${server.output().slice(-6000)}`,
          );
    });

    it('came up together on an empty database: each migration and the reference data written once', async () => {
      const [migrated] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(migrated?.n).toBe(migrationsInJournal());
      expect(await db().$count(expressCompanies)).toBe(EXPRESS.length);
      expect(instanceIds[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(instanceIds[1]).toBe(instanceIds[0]);
    });

    it('keeps a session made on A working on B, and a logout on B ends it on A', async () => {
      const email = DEMO_BUSINESS.email;
      expect((await a.post('/business/emailCode', { email, purpose: 'login' })).status).toBe(200);
      const code = await b.latestCode(email);
      const login = await a.post('/businessLogin', { mobile: email, loginPwd: DEMO_BUSINESS.password, code });
      expect(login.status).toBe(200);
      const token: string = login.body.model.token;

      const onB = await b.get('/business/info', { token });
      expect(onB.status).toBe(200);
      expect(onB.body.model.name).toBe(DEMO_BUSINESS.name);
      expect((await b.post('/logout', {}, { token })).status).toBe(200);

      const onA = await a.get('/business/info', { token });
      expect(onA.status).toBe(401);
      expect(onA.body.code).toBe(ResultCode.noToken);
    });

    it('does each export task queued through A exactly once while both workers run', async () => {
      const buyer = await newBuyer(db());
      const page = await b.get('/mall/index/page?size=12');
      const ids: number[] = page.body.model.records.map((r: { id: number }) => r.id);
      expect(ids).toHaveLength(12);
      const before = await downloadCounts(ids);
      // Four tasks of three products each, queued at once: both workers find work.
      const batches = [0, 3, 6, 9].map((at) => ids.slice(at, at + 3));
      const queued = await Promise.all(
        batches.map((batch) =>
          a.post(
            '/product/saveTask',
            { platformDataType: 4, parentId: batch.join(',') },
            { token: buyer.token },
          ),
        ),
      );
      const taskIds = queued.map((q) => q.body.model.taskId as number);
      expect(new Set(taskIds).size).toBe(4);

      const records = await until(
        async (): Promise<{ status: string; progress: number }[]> =>
          (await b.post('/exportRecord/list', {}, { token: buyer.token })).body.model.records,
        (rows) => rows.length === 4 && rows.every((r) => r.status === 'done'),
        45_000,
        250,
      );
      expect(records.map((r) => r.progress)).toEqual([100, 100, 100, 100]);

      // Claimed once each: one attempt, one file, one message, each product counted once.
      const rows = await db().select().from(exportTasks).where(inArray(exportTasks.id, taskIds));
      expect(rows.map((r) => r.attempts)).toEqual([1, 1, 1, 1]);
      const files = readdirSync(join(dataDir, 'files/exports', String(buyer.businessId))).sort();
      expect(files).toEqual(taskIds.map((id) => `${id}-1.zip`).sort());
      const ready = await db()
        .select()
        .from(messages)
        .where(and(eq(messages.businessId, buyer.businessId), like(messages.eventKey, 'export-ended:%')));
      expect(ready.map((m) => m.title.en)).toEqual(Array(4).fill('Your export is ready'));
      const after = await downloadCounts(ids);
      expect(ids.map((id) => (after.get(id) ?? 0) - (before.get(id) ?? 0))).toEqual(Array(12).fill(1));

      // The file one process wrote is fetched through either.
      for (const server of [a, b]) {
        const file = await server.get(`/exportRecord/download?id=${taskIds[0]}`, { token: buyer.token });
        expect(file.status).toBe(200);
        expect(file.body.subarray(0, 2).toString()).toBe('PK');
      }
    }, 60_000);

    it('cancels an unpaid order past its time once: stock and coupon come back once, one message each', async () => {
      const buyer = await newBuyer(db());
      const variant = await variantWithStock(db(), 10, 20);
      const couponId = await couponFor(buyer.businessId);
      const addressId = await addAddress(buyer.token);
      const placed = [
        await placeOrder(buyer.token, variant.skuId, 2, addressId, couponId),
        await placeOrder(buyer.token, variant.skuId, 1, addressId),
        await placeOrder(buyer.token, variant.skuId, 1, addressId),
      ];
      expect(await stockOf(variant.skuId)).toBe(6);
      const [used] = await db().select().from(coupons).where(eq(coupons.id, couponId));
      expect(used).toMatchObject({ status: 'used', usedOrderId: placed[0] });
      // Their time runs out now rather than in 30 minutes; both processes' sweeps see them at once.
      await db()
        .update(orders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(inArray(orders.id, placed));

      await until(
        () =>
          Promise.all(
            placed.map(
              async (id) =>
                (await b.post('/api/order/orderDetail', { id }, { token: buyer.token })).body.result,
            ),
          ),
        (views: { status: string }[]) => views.every((v) => v.status === 'cancelled'),
        30_000,
        250,
      );
      const closed = await db().select().from(orders).where(inArray(orders.id, placed));
      expect(closed.map((o) => o.closeReason)).toEqual(Array(3).fill('payment_timeout'));
      expect(await stockOf(variant.skuId)).toBe(10);
      const [coupon] = await db().select().from(coupons).where(eq(coupons.id, couponId));
      expect(coupon).toMatchObject({ status: 'unused', usedOrderId: null });
      const told = await db()
        .select({ key: messages.eventKey })
        .from(messages)
        .where(and(eq(messages.businessId, buyer.businessId), like(messages.eventKey, 'order-timeout:%')));
      expect(told.map((m) => m.key).sort()).toEqual(placed.map((id) => `order-timeout:${id}`).sort());
    }, 60_000);

    it('counts the code-request limit across both processes (Redis)', async (context) => {
      context.skip(
        !redisUrl,
        'TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379): no shared counters to test',
      );
      // One caller's network for this run alone (a documentation range), so no other run shares its counter:
      // the limiter counts an IPv6 caller by its /64, so the random part is the network, not the host.
      const ip = `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g)?.join(':')}::1`;
      const tag = randomBytes(4).toString('hex');
      const ask = (server: Remote, i: number) =>
        server.post(
          '/business/emailCode',
          { email: `limit-${tag}-${i}@example.com`, purpose: 'register' },
          { ip },
        );
      const allowed = limits.code.max;
      for (let i = 0; i < allowed; i++) {
        // Half through A, half through B: each process alone has seen only half the limit.
        expect((await ask(i % 2 === 0 ? a : b, i)).status).toBe(200);
      }
      for (const server of [a, b]) {
        const refused = await ask(server, allowed);
        expect(refused.status).toBe(429);
        expect(refused.body.code).toBe(ResultCode.rateLimited);
      }
    }, 60_000);

    it('applies a payment webhook delivered to both processes at once one time: one payment, one charge', async () => {
      const buyer = await newBuyer(db());
      const variant = await variantWithStock(db(), 10, 21);
      const orderId = await placeOrder(buyer.token, variant.skuId, 1, await addAddress(buyer.token));
      const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
      const started = await b.post(
        '/api/payment/pay',
        payBody([orderId], PayType.pix, Number(order?.total)),
        {
          token: buyer.token,
        },
      );
      expect(started.body.result.status).toBe('pending');
      const paymentNo: string = started.body.result.paymentNo;

      const body = JSON.stringify({
        eventId: `evt_${randomBytes(8).toString('hex')}`,
        paymentNo,
        status: 'paid',
        amount: String(order?.total),
        currency: 'USD',
      });
      const headers = {
        'content-type': 'application/json',
        'x-sandbox-signature': new SandboxGateway(SANDBOX_SECRET, '').sign(body),
      };
      const deliveries = await Promise.all(
        [a, b, a, b, a, b].map((server) => server.raw('/api/payment/webhook/sandbox', body, headers)),
      );
      expect(deliveries.map((d) => d.status)).toEqual(Array(6).fill(200));
      expect(deliveries.filter((d) => d.body.result.handled)).toHaveLength(1);

      const made = await db()
        .select()
        .from(payments)
        .where(eq(payments.orderKey, String(orderId)));
      expect(made.map((p) => p.status)).toEqual(['paid']);
      const [paid] = await db().select().from(orders).where(eq(orders.id, orderId));
      expect(paid).toMatchObject({ status: 'paid', paymentId: made[0]?.id });
      expect(await db().$count(webhookEvents, eq(webhookEvents.eventId, JSON.parse(body).eventId))).toBe(1);
      // Paid through the gateway: the balance is neither charged nor refunded.
      expect(await db().$count(walletLedger, eq(walletLedger.businessId, buyer.businessId))).toBe(0);
      const told = await db()
        .select({ key: messages.eventKey })
        .from(messages)
        .where(eq(messages.businessId, buyer.businessId));
      expect(told.map((m) => m.key)).toEqual([`order-paid:buyer:${orderId}`]);
    }, 60_000);

    it('shows on B at once what an order placed through A took (the catalogue cache in Redis)', async (context) => {
      context.skip(!redisUrl, 'TEST_REDIS_URL is not set: each process keeps its own catalogue cache');
      const buyer = await newBuyer(db());
      const variant = await variantWithStock(db(), 9, 22);
      const addressId = await addAddress(buyer.token);
      /** B's anonymous product page: whether its cache answered, and what it says is left of the variant. */
      const onB = async () => {
        const res = await fetch(`${b.base}/v1/mall/index/get?id=${variant.productId}`);
        const answer = (await res.json()) as { model: { mallSpecDataList: { cols1: string; kc: number }[] } };
        const rows = answer.model.mallSpecDataList;
        return [res.headers.get('x-cache'), rows.find((r) => r.cols1 === String(variant.skuId))?.kc];
      };
      await onB();
      expect(await onB()).toEqual(['hit', 9]);
      // A's answer of the same page comes from the same shared cache.
      expect(
        (await fetch(`${a.base}/v1/mall/index/get?id=${variant.productId}`)).headers.get('x-cache'),
      ).toBe('hit');
      await placeOrder(buyer.token, variant.skuId, 2, addressId);
      expect(await onB()).toEqual(['miss', 7]);
      expect(await onB()).toEqual(['hit', 7]);
    }, 60_000);

    it('answers the probes: live without the database, ready only while the database answers', async () => {
      for (const server of [a, b]) {
        expect((await server.get('/health/live')).body.model).toMatchObject({ status: 'ok' });
        const ready = await server.get('/health/ready');
        expect([ready.status, ready.body.model.status]).toEqual([200, 'ok']);
      }
      // The database stops taking connections and drops the ones it has: both instances say not ready, yet
      // live (an orchestrator must not restart them for it), and ready again once it is back.
      const admin = adminPool();
      try {
        await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
          databaseName,
        ]);
        for (const server of [a, b]) {
          const down = await until(
            () => server.get('/health/ready'),
            (r) => r.status === 503,
            15_000,
            200,
          );
          expect(down.body.model.status).toBe('degraded');
          expect((await server.get('/health/live')).status).toBe(200);
        }
      } finally {
        await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
        await admin.end();
      }
      for (const server of [a, b])
        await until(
          () => server.get('/health/ready'),
          (r) => r.status === 200,
          15_000,
          200,
        );
    }, 60_000);

    it('delivers through B a webhook whose secret A sealed: the credentials key is the same on both', async () => {
      const received: { headers: Record<string, unknown>; body: string }[] = [];
      const receiver = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.end('ok');
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
      try {
        const buyer = await newBuyer(db(), '100');
        const port = (receiver.address() as { port: number }).port;
        const hook = await a.post(
          '/webhook/create',
          { url: `http://127.0.0.1:${port}/hook`, events: 'order.paid' },
          { token: buyer.token },
        );
        expect(hook.status).toBe(200);
        const secret: string = hook.body.model.secret;

        const variant = await variantWithStock(db(), 5, 23);
        const orderId = await placeOrder(buyer.token, variant.skuId, 1, await addAddress(buyer.token));
        const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
        const paid = await a.post(
          '/api/payment/pay',
          payBody([orderId], PayType.balance, Number(order?.total)),
          {
            token: buyer.token,
          },
        );
        expect(paid.status).toBe(200);

        const [delivery] = await until(
          async () => received,
          (list) => list.length > 0,
          30_000,
          200,
        );
        const timestamp = String(delivery?.headers['x-dropmall-timestamp']);
        const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex')}`;
        expect(delivery?.headers['x-dropmall-signature']).toBe(expected);
        expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ type: 'order.paid' });
      } finally {
        await new Promise((resolve) => receiver.close(resolve));
      }
    }, 60_000);

    // Last: it stops A.
    it('stops A on SIGTERM: no new connection, idle ones closed, the request in flight answered, B serving', async () => {
      // A connection kept alive after its answer, as a proxy keeps one: A closes it when it stops.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const idle = await keptAliveSocket(a.port, agent);
      const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));
      const email = `stopping-${randomBytes(4).toString('hex')}@example.com`;
      // The server has this request (it answered 100 Continue) but not yet its body when the signal comes.
      const held = await heldPost(
        a.port,
        '/business/emailCode',
        `email=${encodeURIComponent(email)}&purpose=register`,
      );
      const [server] = servers;
      stopping = true;
      server?.child.kill('SIGTERM');
      // Each step within its own time, saying which one stuck and what A logged (a stop that hung once in a
      // whole-suite run gave no other clue).
      const step = <T>(promise: Promise<T>, what: string) =>
        within(15_000, promise, what).catch((error: unknown) => {
          throw new Error(`${String(error)}; A's output:\n${server?.output().slice(-4000)}`);
        });
      await step(
        until(
          () => refusesConnections(a.port),
          (refused) => refused,
          15_000,
          100,
        ),
        'A refusing new connections',
      );
      await step(idleClosed, 'A closing the idle kept-alive connection');
      agent.destroy();

      const answer = await step(held.release(), 'the answer to the request in flight');
      expect(answer.status).toBe(200);
      // And its connection closes with it, so no kept-alive connection holds the stop up.
      expect(answer.connection).toBe('close');
      // Its work was done and committed: B reads the code A sent.
      expect(await b.latestCode(email)).toMatch(/^\d{6}$/);
      // app.close() finished (workers stopped, the pool and Redis closed) before the process ended with 0.
      expect(await step(server?.exited ?? Promise.resolve(null), 'A exiting')).toBe(0);
      expect((await b.get('/health/ready')).status).toBe(200);
    }, 60_000);

    async function downloadCounts(ids: number[]) {
      const rows = await db()
        .select({ id: products.id, n: products.downloadCount })
        .from(products)
        .where(inArray(products.id, ids));
      return new Map(rows.map((r) => [r.id, r.n]));
    }

    async function stockOf(skuId: number) {
      const [row] = await db().select().from(productVariants).where(eq(productVariants.id, skuId));
      return row?.stock;
    }

    /** A 1 USD coupon without a minimum spend, held by the business. */
    async function couponFor(businessId: number) {
      const [template] = await db()
        .insert(couponTemplates)
        .values({ titleEn: 'Two', titleZh: '二', amount: '1', minSpend: '0', validDays: 7 })
        .returning();
      const now = new Date();
      const [coupon] = await db()
        .insert(coupons)
        .values({
          templateId: template?.id ?? 0,
          businessId,
          amount: '1',
          minSpend: '0',
          validFrom: now,
          validTo: new Date(now.getTime() + 7 * 86_400_000),
        })
        .returning();
      return coupon?.id ?? 0;
    }

    async function addAddress(token: string): Promise<number> {
      const address = await addressForm(db());
      const res = await a.post('/api/address/add', { paramJson: JSON.stringify(address) }, { token });
      expect(res.status).toBe(200);
      return res.body.result.id;
    }

    /** The cart line is added through B and checked out through A; answers the order's id. */
    async function placeOrder(
      token: string,
      skuId: number,
      num: number,
      addressId: number,
      couponId?: number,
    ) {
      const line = await b.post('/api/shopingCar/add', { skuId, num, type: 1 }, { token });
      expect(line.status).toBe(200);
      const preview = await a.post(
        '/api/order/confirmOrder',
        { paramJsonStr: JSON.stringify({ cartIds: [line.body.result.id], addressId }) },
        { token },
      );
      expect(preview.status).toBe(200);
      const carListData = preview.body.result.orderData.map(
        (g: { businessId: number; orderCarVOS: { id: number; carMoney: number }[] }) => ({
          businessId: g.businessId,
          businessDetailId: g.businessId,
          userLeave: '',
          couponInfo: { id: couponId },
          carDataReqs: g.orderCarVOS.map((l) => ({ id: l.id, carMoney: l.carMoney })),
        }),
      );
      const submitted = await a.post(
        '/api/order/submitOrder',
        { paramJsonStr: JSON.stringify({ addressId, fxCode: '', carListData }) },
        { token },
      );
      expect(submitted.status).toBe(200);
      return submitted.body.result.orderIds[0] as number;
    }
  },
);

/** A socket to the port that answered one request and is kept open by the agent for the next. */
function keptAliveSocket(port: number, agent: Agent): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/v1/health/live', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(req.socket as Socket));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Whether a new TCP connection to the port is refused (the server stopped listening). */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

interface HeldAnswer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * A form POST under /v1 whose body waits for `release()`. It resolves once the server has taken the request
 * (its 100 Continue to `Expect: 100-continue`), so the request is in flight on the server from then on.
 */
function heldPost(port: number, path: string, body: string) {
  return new Promise<{ release(): Promise<HeldAnswer> }>((resolveHeld, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/v1${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
        'x-forwarded-for': randomIp(),
      },
    });
    const answer = new Promise<HeldAnswer>((resolve, fail) => {
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      req.on('error', fail);
    });
    req.on('continue', () =>
      resolveHeld({
        release: () => {
          req.end(body);
          return answer;
        },
      }),
    );
    req.on('error', reject);
    req.flushHeaders();
  });
}

/** `promise`, or a rejection naming `what` once `ms` have passed. */
function within<T>(ms: number, promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen in ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
