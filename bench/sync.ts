/**
 * Stock and price sync at scale (issue 34's "Done means"): `--variants` (10,000) linked store variants of a
 * sandbox Shopify store change at once; how long until the store has every new quantity and price, how many
 * platform calls it took, whether they kept within Shopify's cost bucket, and what the event loop and a light
 * catalogue load saw meanwhile.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dm_sync npm run bench:sync -- [--variants 10000]
 *     [--rate 20] [--baseline 10] [--timeout 600]
 *
 * The database needs the mall's variants first (`npm run bench:seed -- --products 2400`: 5 variants a
 * product). The bench then, in DATABASE_URL:
 *   - makes a business with a session, starts the compiled server (as bench/run.ts: production, the sandbox
 *     store on, its event loop watched by bench/loop-probe.mjs) and connects a sandbox store through the API;
 *   - links the first `--variants` on-shelf variants (whole products) to that store as a publish leaves them:
 *     the store's products written as the sandbox's productSet writes them (tracked, with the mall's
 *     quantities and marked-up prices), `store_product_links` rows, and sync items at rest (all sent);
 *   - changes all of them at once (stock + 3, price - 3 %, one statement) and asks for "Sync now" (the
 *     route that marks every linked variant of the store due at once);
 *   - watches: the store's pending items until none is left, every GraphQL call of the runner (it reaches the
 *     sandbox through a counting proxy here: PUBLIC_URL, the sandbox's base, points at it), the server's
 *     event loop delay, a light catalogue load (`--rate` list requests a second over 4 connections, 10 s
 *     alone first as the baseline), and the CPU of the server and of its database backends;
 *   - checks every store variant's quantity and price against the mall's.
 * A measurement, not a test. Figures: docs/benchmarks.md, "Stock and price sync (issue 34)".
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PRICE_RULE_DEFAULT, storePrice } from '@dropmall/contract';
import autocannon from 'autocannon';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDb, queryRows } from '../api/src/db/client';
import {
  businesses,
  businessUsers,
  PRODUCT_STATUS,
  products,
  productVariants,
  sandboxRecords,
  sandboxShops,
  storeProductLinks,
  storeSyncItems,
  stores,
} from '../api/src/db/schema';
import { SessionService } from '../api/src/modules/accounts/session-service';
import { productFromSet } from '../api/src/modules/stores/sandbox/graphql/product-set';
import { cpuSample, cpuSpent } from './cpu';

const { values } = parseArgs({
  options: {
    variants: { type: 'string', default: '10000' },
    port: { type: 'string', default: '3927' },
    proxy: { type: 'string', default: '3928' },
    rate: { type: 'string', default: '20' },
    baseline: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '600' },
    /** What changes: `both` (stock + 3 and price - 3 %), `stock` or `price`. */
    change: { type: 'string', default: 'both' },
    /** A folder: the server writes a V8 CPU profile of the whole run there (node --cpu-prof). */
    'cpu-prof': { type: 'string' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('give DATABASE_URL (PostgreSQL, seeded by npm run bench:seed)');
const wanted = Number(values.variants);
const root = resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${values.port}`;
const probeFile = resolve(tmpdir(), `dm-loop-${process.pid}.json`);
const started = Date.now();
const step = (label: string) =>
  console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${label}`);

const database = await openDb({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const { db } = database;

// ---- the runner's calls, seen on their way to the sandbox ----------------------------------------------
interface Call {
  at: number;
  ms: number;
  operation: string;
  items: number;
  requested: number;
  actual: number | null;
  available: number;
  maximum: number;
  restoreRate: number;
  throttled: boolean;
}
const calls: Call[] = [];
const proxy = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    const sent = Date.now();
    const headers = { ...req.headers, host: `127.0.0.1:${values.port}` };
    delete headers['accept-encoding']; // plain answers, to read their cost
    const out = httpRequest(
      { host: '127.0.0.1', port: Number(values.port), method: req.method, path: req.url, headers },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (c: Buffer) => parts.push(c));
        answer.on('end', () => {
          const text = Buffer.concat(parts);
          if (req.url?.endsWith('/graphql.json')) note(body.toString('utf8'), text.toString('utf8'), sent);
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(text);
        });
      },
    );
    out.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    out.end(body);
  });
});

function note(requestText: string, answerText: string, sent: number) {
  try {
    const asked = JSON.parse(requestText) as { query: string; variables?: Record<string, unknown> };
    const answer = JSON.parse(answerText) as {
      errors?: { extensions?: { code?: string } }[];
      extensions?: {
        cost?: {
          requestedQueryCost: number;
          actualQueryCost: number | null;
          throttleStatus: { currentlyAvailable: number; maximumAvailable: number; restoreRate: number };
        };
      };
    };
    const v = asked.variables ?? {};
    const items =
      (v.ids as unknown[] | undefined)?.length ??
      ((v.input as { quantities?: unknown[] } | undefined)?.quantities?.length ||
        (v.variants as unknown[] | undefined)?.length) ??
      1;
    const cost = answer.extensions?.cost;
    calls.push({
      at: sent,
      ms: Date.now() - sent,
      operation: /(?:query|mutation)\s+(\w+)/.exec(asked.query)?.[1] ?? '?',
      items,
      requested: cost?.requestedQueryCost ?? 0,
      actual: cost?.actualQueryCost ?? null,
      available: cost?.throttleStatus.currentlyAvailable ?? 0,
      maximum: cost?.throttleStatus.maximumAvailable ?? 0,
      restoreRate: cost?.throttleStatus.restoreRate ?? 0,
      throttled: answer.errors?.some((e) => e.extensions?.code === 'THROTTLED') ?? false,
    });
  } catch {
    // not a GraphQL exchange
  }
}

// ---- the server -----------------------------------------------------------------------------------------
async function startServer(): Promise<ChildProcess> {
  const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${values['cpu-prof']}`] : [];
  const child = spawn(process.execPath, [...profile, 'scripts/start.mjs'], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'none',
      STORE_CREDENTIALS_KEY: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      DATA_DIR: resolve(root, 'bench/.data'),
      REQUEST_LOG_LEVEL: 'silent',
      ...process.env,
      STORE_SANDBOX: 'true',
      // The sandbox's base: the store's calls come to the proxy above, which passes them on.
      PUBLIC_URL: `http://127.0.0.1:${values.proxy}`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${resolve(root, 'bench/loop-probe.mjs')}`,
      LOOP_PROBE_FILE: probeFile,
      PORT: values.port,
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/v1/mall/index/getProductTags`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not answer within 180 s');
}

/** The event loop's delays since the last window (the probe in the server writes them on SIGUSR2). */
async function loopWindow(server: ChildProcess) {
  const before = (() => {
    try {
      return readFileSync(probeFile, 'utf8');
    } catch {
      return '';
    }
  })();
  server.kill('SIGUSR2');
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      const text = readFileSync(probeFile, 'utf8');
      if (text && text !== before) return JSON.parse(text) as { p50: number; p99: number; max: number };
    } catch {
      // not written yet
    }
  }
  return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
}

async function office(token: string, path: string, fields: Record<string, string | number>) {
  const res = await fetch(`${base}/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { model: Record<string, unknown> }).model;
}

// ---- the business, its store and its links ----------------------------------------------------------
async function newBusiness() {
  const tag = randomBytes(5).toString('hex');
  const [business] = await db
    .insert(businesses)
    .values({ name: `Sync bench ${tag}`, status: 1, settleStatus: 2, rzStatus: 2 })
    .returning({ id: businesses.id });
  const [user] = await db
    .insert(businessUsers)
    .values({
      businessId: business?.id ?? 0,
      name: `Sync ${tag}`,
      email: `sync-${tag}@example.com`,
      passwordHash: 'x',
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  const token = await new SessionService(db).create({ kind: 'business', id: user?.id ?? 0 });
  return { businessId: business?.id ?? 0, token };
}

/** The first on-shelf variants, whole products, until `wanted`. */
async function mallVariants() {
  const rows = await db
    .select({ id: productVariants.id, productId: productVariants.productId, price: productVariants.price })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .orderBy(productVariants.productId, productVariants.id);
  const byProduct = new Map<number, { id: number; price: string }[]>();
  let n = 0;
  for (const r of rows) {
    if (n >= wanted && !byProduct.has(r.productId)) break;
    byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), { id: r.id, price: r.price }]);
    n++;
  }
  if (n < wanted)
    throw new Error(`${n} on-shelf variants only: seed more (npm run bench:seed -- --products N)`);
  return byProduct;
}

/**
 * The store as a publish leaves it: one store product per mall product (the sandbox's productSet body, its
 * variants tracked with the mall's quantity and the marked-up price), a link per variant, a sync item at rest.
 */
async function link(
  storeId: number,
  businessId: number,
  shopId: number,
  mall: Map<number, { id: number; price: string }[]>,
) {
  const stock = new Map(
    (
      await db
        .select({ id: productVariants.id, stock: productVariants.stock })
        .from(productVariants)
        .where(inArray(productVariants.productId, [...mall.keys()]))
    ).map((r) => [r.id, r.stock]),
  );
  const price = (mallPrice: string) => storePrice(Number(mallPrice), PRICE_RULE_DEFAULT).toFixed(2);
  await db.transaction(async (tx) => {
    for (const [productId, variants] of mall) {
      const [record] = await tx
        .insert(sandboxRecords)
        .values({ shopId, kind: 'product', body: {} })
        .returning({ id: sandboxRecords.id });
      const id = record?.id ?? 0;
      const made = productFromSet(
        id,
        {
          title: `Mall product ${productId}`,
          status: 'ACTIVE',
          productOptions: [{ name: 'Variant', values: variants.map((v) => ({ name: `V${v.id}` })) }],
          variants: variants.map((v) => ({
            optionValues: [{ optionName: 'Variant', name: `V${v.id}` }],
            price: price(v.price),
            sku: String(v.id),
          })),
        },
        null,
      );
      if (!('body' in made)) throw new Error(JSON.stringify(made.userErrors));
      const storeVariants = made.body.variants as { id: number; sku: string }[];
      const body = {
        ...made.body,
        variants: storeVariants.map((v) => ({
          ...v,
          inventory_management: 'shopify',
          inventory_quantity: stock.get(Number(v.sku)) ?? 0,
        })),
      };
      await tx.update(sandboxRecords).set({ body }).where(eq(sandboxRecords.id, id));
      await tx.insert(storeProductLinks).values(
        storeVariants.map((v) => ({
          storeId,
          productId,
          variantId: Number(v.sku),
          storeProductId: String(id),
          storeVariantId: String(v.id),
        })),
      );
      await tx.insert(storeSyncItems).values(
        variants.map((v) => ({
          storeId,
          variantId: v.id,
          businessId,
          productId,
          seq: 1,
          sentSeq: 1,
          sentQuantity: stock.get(v.id) ?? 0,
          sentPrice: price(v.price),
          syncedAt: new Date(),
        })),
      );
    }
  });
}

/** Store variants whose quantity or price is not the mall's (after the change). */
async function mismatches(storeId: number, shopId: number): Promise<{ wrong: number; checked: number }> {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const rows = await queryRows<{ store_variant_id: string; stock: number; price: string }>(
    db,
    sql`select l.store_variant_id, v.stock, v.price from store_product_links l
        join product_variants v on v.id = l.variant_id where l.store_id = ${storeId}`,
  );
  const records = await db
    .select({ body: sandboxRecords.body })
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.shopId, shopId), eq(sandboxRecords.kind, 'product')));
  const inStore = new Map<string, { inventory_quantity: number; price: string }>();
  for (const r of records)
    for (const v of r.body.variants as { id: number; inventory_quantity: number; price: string }[])
      inStore.set(String(v.id), v);
  let wrong = 0;
  for (const r of rows) {
    const v = inStore.get(r.store_variant_id);
    const quantity = Math.max(0, r.stock - (store?.syncBuffer ?? 0));
    const price = storePrice(Number(r.price), PRICE_RULE_DEFAULT).toFixed(2);
    if (!v || v.inventory_quantity !== quantity || v.price !== price) wrong++;
  }
  return { wrong, checked: rows.length };
}

// ---- the light load -------------------------------------------------------------------------------------
function lightLoad(seconds: number) {
  let page = 0;
  const instance = autocannon({
    url: base,
    connections: 4,
    overallRate: Number(values.rate),
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `/v1/mall/index/page?size=20&current=${(page++ % 40) + 1}&sortIndex=${page % 6}`,
        }),
      },
    ],
  });
  const done = new Promise<autocannon.Result>((resolve) => instance.on('done', resolve));
  return { stop: () => instance.stop(), done };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

// ---- the run --------------------------------------------------------------------------------------------
await new Promise<void>((r) => proxy.listen(Number(values.proxy), '127.0.0.1', r));
const mall = await mallVariants();
const variantIds = [...mall.values()].flat().map((v) => v.id);
step(`${variantIds.length} mall variants of ${mall.size} products`);
const server = await startServer();
const dbName = new URL(databaseUrl).pathname.slice(1);
try {
  step('server up');
  const { businessId, token } = await newBusiness();
  const connected = await office(token, '/store/connect', { platform: 'sandbox', name: 'Sync bench shop' });
  const storeId = Number(connected.id);
  const [shop] = await db
    .select()
    .from(sandboxShops)
    .where(eq(sandboxShops.handle, String(connected.domain).replace(/\..*$/, '')));
  if (!shop) throw new Error(`no sandbox shop for ${connected.domain}`);
  await link(storeId, businessId, shop.id, mall);
  await db.execute(sql`analyze store_sync_items; analyze store_product_links; analyze sandbox_records`);
  step(`store ${storeId} (sandbox shop ${shop.handle}): ${variantIds.length} variants linked`);

  // Baseline: the light load alone.
  await loopWindow(server);
  const baseline = lightLoad(Number(values.baseline));
  const baselineResult = await baseline.done;
  const baselineLoop = await loopWindow(server);
  step(
    `baseline: ${baselineResult.requests.total} list requests, p99 ${baselineResult.latency.p99} ms; loop p99 ${baselineLoop.p99} ms, max ${baselineLoop.max} ms`,
  );

  // The change: all at once, then "Sync now".
  await db
    .update(productVariants)
    .set({
      ...(values.change !== 'price' ? { stock: sql`${productVariants.stock} + 3` } : {}),
      ...(values.change !== 'stock' ? { price: sql`round(${productVariants.price} * 0.97, 2)` } : {}),
    })
    .where(inArray(productVariants.id, variantIds));
  const during = lightLoad(Number(values.timeout));
  const cpuBefore = cpuSample(server.pid, dbName);
  const t0 = Date.now();
  calls.length = 0;
  const queued = await office(token, '/store/sync/now', { id: storeId });
  step(`sync now: ${queued.queued} queued`);
  let pending = -1;
  let failing = 0;
  while (Date.now() - t0 < Number(values.timeout) * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    const [row] = await queryRows<{ pending: number; failing: number }>(
      db,
      sql`select count(*) filter (where seq > sent_seq)::int as pending,
                 count(*) filter (where last_error is not null)::int as failing
          from store_sync_items where store_id = ${storeId}`,
    );
    pending = row?.pending ?? -1;
    failing = row?.failing ?? 0;
    if (pending === 0) break;
  }
  const elapsed = (Date.now() - t0) / 1000;
  const cpu = cpuSpent(cpuBefore, cpuSample(server.pid, dbName), server.pid);
  const syncLoop = await loopWindow(server);
  during.stop();
  const duringResult = await during.done;
  const check = await mismatches(storeId, shop.id);
  step(
    `done: ${pending} pending, ${failing} failing, ${check.wrong} of ${check.checked} store variants wrong`,
  );

  // The calls.
  const byOperation = new Map<string, { calls: number; items: number; points: number; ms: number[] }>();
  for (const c of calls) {
    const o = byOperation.get(c.operation) ?? { calls: 0, items: 0, points: 0, ms: [] };
    o.calls++;
    o.items += c.items;
    o.points += c.actual ?? 0;
    o.ms.push(c.ms);
    byOperation.set(c.operation, o);
  }
  const points = calls.reduce((n, c) => n + (c.actual ?? 0), 0);
  const throttled = calls.filter((c) => c.throttled).length;
  const first = calls[0]?.at ?? t0;
  const last = calls.at(-1)?.at ?? t0;
  const lowest = Math.min(...calls.map((c) => c.available));
  const maximum = calls[0]?.maximum ?? 0;
  const restoreRate = calls[0]?.restoreRate ?? 0;
  // What the bucket allows over the calls' span: a full bucket at the start, then the restore rate.
  const allowed = maximum + restoreRate * ((last - first) / 1000);
  const loopMs = (l: { p50: number; p99: number; max: number }) => `${l.p50} / ${l.p99} / ${l.max}`;

  const what = { both: 'stock + 3 and price - 3 %', stock: 'stock + 3', price: 'price - 3 %' }[
    values.change as 'both' | 'stock' | 'price'
  ];
  console.log(`\n${variantIds.length} variants (${mall.size} products), ${what} at once`);
  console.log(`| figure | value |\n|---|---|`);
  console.log(
    `| all in the store after | ${elapsed.toFixed(1)} s (${check.wrong} of ${check.checked} wrong, ${pending} pending) |`,
  );
  console.log(`| platform calls | ${calls.length} (${throttled} throttled) |`);
  console.log(
    `| points charged | ${points} over ${((last - first) / 1000).toFixed(1)} s (${(points / Math.max(1, (last - first) / 1000)).toFixed(1)}/s); the bucket allowed ${Math.round(allowed)} (${maximum} + ${restoreRate}/s); lowest left ${lowest} |`,
  );
  console.log(
    `| event loop delay p50 / p99 / max, ms | baseline ${loopMs(baselineLoop)}; during the sync ${loopMs(syncLoop)} |`,
  );
  console.log(
    `| light load (${values.rate}/s list pages) p50 / p99, ms | baseline ${baselineResult.latency.p50} / ${baselineResult.latency.p99} (${baselineResult.requests.total} answers); during ${duringResult.latency.p50} / ${duringResult.latency.p99} (${duringResult.requests.total} answers, ${duringResult.errors + duringResult.non2xx} errors) |`,
  );
  console.log(
    `| CPU during the sync (server + database) | ${cpu.server.toFixed(1)} s + ${(cpu.seconds - cpu.server).toFixed(1)} s |`,
  );
  console.log(`| load (1/5/15 min) | ${load()} |`);
  console.log(
    `\n| call | calls | items | items/call | points | p50 ms | p99 ms |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  for (const [name, o] of byOperation) {
    o.ms.sort((a, b) => a - b);
    console.log(
      `| ${name} | ${o.calls} | ${o.items} | ${(o.items / o.calls).toFixed(1)} | ${o.points} | ${percentile(o.ms, 50)} | ${percentile(o.ms, 99)} |`,
    );
  }
} finally {
  server.kill('SIGTERM');
  proxy.close();
  await database.close();
}
