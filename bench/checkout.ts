/**
 * Checkout under load: `--buyers` businesses at once, each in a loop: a cart line, the preview, the order, the
 * balance payment (four calls, as the storefront makes them). Prints paid orders per second and the p50/p99 of
 * one whole order, per target; with --against, rounds alternate between the two servers.
 *
 *   DATABASE_URL=postgres://... npm run bench:checkout -- --url http://127.0.0.1:3000 [--against URL]
 *     [--buyers 16] [--duration 10] [--rounds 2] [--pids 1234,5678 [--per-call]]
 *
 * The buyers (with a large balance, a session and an address) and the stock of the variants bought are
 * written into DATABASE_URL first, which both targets must share.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { PayType } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { openDb, type Tx } from '../api/src/db/client';
import {
  businesses,
  businessUsers,
  PRODUCT_STATUS,
  products,
  productVariants,
  regions,
  walletLedger,
  wallets,
} from '../api/src/db/schema';
import { SessionService } from '../api/src/modules/accounts/session-service';
import { variantHomes } from '../api/src/modules/catalog/available';
import { setAvailable } from '../api/src/modules/stock/available';
import { cpuSample, cpuSpent } from './cpu';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    against: { type: 'string' },
    buyers: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    variants: { type: 'string', default: '200' },
    /** The targets' server process ids ("1234,5678"): CPU per paid order, server + the database's backends. */
    pids: { type: 'string' },
    /**
     * CPU per call: rounds that stop after the cart line, the preview, the order, then the whole checkout;
     * each call's CPU is what it adds to the round before (needs --pids).
     */
    'per-call': { type: 'boolean', default: false },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!values.url || !databaseUrl) throw new Error('give --url and DATABASE_URL (the targets’ database)');
const targets = [values.url, ...(values.against ? [values.against] : [])];
const duration = Number(values.duration) * 1000;

const agent = new Agent({ keepAlive: true });
const database = await openDb({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const db = database.db;

/** On-shelf variants with plenty to sell, booked through the stock module as a seller would. */
async function stockedVariants(count: number): Promise<number[]> {
  const rows = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .orderBy(productVariants.id)
    .limit(count);
  const ids = rows.map((r) => r.id);
  await db.transaction(async (tx: Tx) => {
    for (const home of await variantHomes(tx, ids))
      await setAvailable(tx, home.productId, [{ variantId: home.variantId, available: 1_000_000 }], 'system');
  });
  return ids;
}

async function newBuyer(base: string) {
  const tag = randomBytes(5).toString('hex');
  const [business] = await db
    .insert(businesses)
    .values({ name: `Bench buyer ${tag}`, status: 1, settleStatus: 2, rzStatus: 2 })
    .returning({ id: businesses.id });
  const businessId = business?.id ?? 0;
  const [user] = await db
    .insert(businessUsers)
    .values({
      businessId,
      name: `Bench ${tag}`,
      email: `bench-${tag}@example.com`,
      passwordHash: 'x',
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  const token = await new SessionService(db).create({ kind: 'business', id: user?.id ?? 0 });
  const balance = '100000000';
  await db.insert(wallets).values({ businessId, balance });
  await db
    .insert(walletLedger)
    .values({ businessId, kind: 'system_add', amount: balance, balanceAfter: balance, reason: 'bench' });
  const [brazil] = await db.select().from(regions).where(eq(regions.code, 'BR'));
  const [state] = await db
    .select()
    .from(regions)
    .where(and(eq(regions.parentId, brazil?.id ?? 0), eq(regions.nameEn, 'São Paulo')));
  const [city] = await db
    .select()
    .from(regions)
    .where(eq(regions.parentId, state?.id ?? 0))
    .limit(1);
  const [district] = await db
    .select()
    .from(regions)
    .where(eq(regions.parentId, city?.id ?? 0))
    .limit(1);
  const address = {
    firstName: 'Maria',
    lastName: 'Silva',
    gender: 'female',
    idType: 'CPF',
    idNo: '52998224725',
    email: 'maria@example.com',
    postalCode: '01310-100',
    mobilePhone: '5511987654321',
    countryId: brazil?.id,
    oneId: state?.id,
    cityId: city?.id,
    districtId: district?.id,
    detailAddress: 'Av. Paulista, 1000',
  };
  const added = await call(base, token, '/api/address/add', { paramJson: JSON.stringify(address) });
  return { token, addressId: added.id as number };
}

// biome-ignore lint/suspicious/noExplicitAny: the mall envelope's result, read loosely
type Loose = any;

/**
 * One call of the mall API over a kept-alive connection. node:http rather than fetch: on the 2-core machine
 * the client shares the cores with the server and the database, and fetch costs it about twice as much CPU.
 */
async function call(
  base: string,
  token: string,
  path: string,
  fields: Record<string, string | number>,
): Promise<Loose> {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      `${base}/v1${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
  const answer = JSON.parse(text) as { result?: unknown; model?: unknown };
  if (status < 200 || status >= 300) throw new Error(`${path}: ${status} ${text}`);
  return answer.result ?? answer.model;
}

/** The checkout's calls, in order; `calls` below 4 stops the order early (--per-call). */
const CALLS = ['cart line', 'preview', 'submit', 'pay'] as const;

/** One whole order: cart line, preview, submit, balance payment (the first `calls` of them). */
async function oneOrder(
  base: string,
  buyer: { token: string; addressId: number },
  skuId: number,
  calls = CALLS.length,
) {
  const line = await call(base, buyer.token, '/api/shopingCar/add', { skuId, num: 1, type: 1 });
  if (calls === 1) return;
  const preview = await call(base, buyer.token, '/api/order/confirmOrder', {
    paramJsonStr: JSON.stringify({ cartIds: [line.id], addressId: buyer.addressId }),
  });
  if (calls === 2) return;
  const carListData = preview.orderData.map(
    (g: { businessId: number; orderCarVOS: { id: number; carMoney: number }[] }) => ({
      businessId: g.businessId,
      businessDetailId: g.businessId,
      userLeave: '',
      couponInfo: {},
      carDataReqs: g.orderCarVOS.map((l) => ({ id: l.id, carMoney: l.carMoney })),
    }),
  );
  const submitted = await call(base, buyer.token, '/api/order/submitOrder', {
    paramJsonStr: JSON.stringify({ addressId: buyer.addressId, fxCode: '', carListData }),
  });
  if (calls === 3) return;
  const paid = await call(base, buyer.token, '/api/payment/pay', {
    paramsJson: JSON.stringify({
      type: 1,
      payType: PayType.balance,
      payMoney: submitted.totalMoney,
      usePlatform: 1,
      payParamsReq: { orderIds: submitted.orderIds },
      payParamsH5Req: {},
    }),
  });
  if (paid.status !== 'paid') throw new Error(`not paid: ${JSON.stringify(paid)}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

async function round(
  base: string,
  buyers: { token: string; addressId: number }[],
  variants: number[],
  pid?: number,
  calls = CALLS.length,
) {
  const times: number[] = [];
  const databaseName = new URL(databaseUrl as string).pathname.slice(1);
  const cpuBefore = cpuSample(pid, databaseName);
  let errors = 0;
  let firstError = '';
  const end = Date.now() + duration;
  await Promise.all(
    buyers.map(async (buyer, b) => {
      let i = b;
      while (Date.now() < end) {
        const started = performance.now();
        try {
          await oneOrder(base, buyer, variants[i++ % variants.length] as number, calls);
          times.push(performance.now() - started);
        } catch (error) {
          errors++;
          firstError ||= String(error);
        }
      }
    }),
  );
  const cpu = cpuSpent(cpuBefore, cpuSample(pid, databaseName), pid);
  const perLoop = {
    all: (cpu.seconds * 1000) / (times.length || 1),
    server: (cpu.server * 1000) / (times.length || 1),
  };
  // Per paid order; the database's share includes the bench's own few statements (none during the round).
  const perOrder = (seconds: number) =>
    pid && times.length ? (Math.round((seconds * 1e5) / times.length) / 100).toFixed(2) : '-';
  times.sort((a, b) => a - b);
  return {
    cpu: `${perOrder(cpu.seconds)} (${perOrder(cpu.server)} + ${perOrder(cpu.seconds - cpu.server)})`,
    ordersPerSecond: Math.round((times.length / (duration / 1000)) * 10) / 10,
    p50: Math.round(percentile(times, 50)),
    p99: Math.round(percentile(times, 99)),
    perLoop,
    errors,
    firstError,
    load: loadavg()
      .map((l) => l.toFixed(1))
      .join(' / '),
  };
}

const variants = await stockedVariants(Number(values.variants));
const buyersOf = new Map<string, { token: string; addressId: number }[]>();
for (const base of targets)
  buyersOf.set(base, await Promise.all(Array.from({ length: Number(values.buyers) }, () => newBuyer(base))));
const pids = values.pids?.split(',').map(Number) ?? [];
console.log(
  `| target | round | paid orders/s | p50 ms | p99 ms | CPU ms/order (server + database) | errors | load (1/5/15 min) |`,
);
console.log(`|---|---:|---:|---:|---:|---:|---:|---|`);
for (let r = 1; r <= Number(values.rounds); r++) {
  for (const [t, base] of targets.entries()) {
    const result = await round(base, buyersOf.get(base) ?? [], variants, pids[t]);
    console.log(
      `| ${base} | ${r} | ${result.ordersPerSecond} | ${result.p50} | ${result.p99} | ${result.cpu} | ${result.errors} | ${result.load} |`,
    );
    if (result.firstError) console.log(`  first error: ${result.firstError.slice(0, 300)}`);
  }
}
if (values['per-call']) {
  console.log(`\n| target | call | CPU ms it adds (server + database) | loops/s |`);
  console.log(`|---|---|---:|---:|`);
  for (const [t, base] of targets.entries()) {
    let before = { all: 0, server: 0 };
    for (let calls = 1; calls <= CALLS.length; calls++) {
      const result = await round(base, buyersOf.get(base) ?? [], variants, pids[t], calls);
      const all = result.perLoop.all - before.all;
      const server = result.perLoop.server - before.server;
      console.log(
        `| ${base} | ${CALLS[calls - 1]} | ${all.toFixed(2)} (${server.toFixed(2)} + ${(all - server).toFixed(2)}) | ${result.ordersPerSecond} |`,
      );
      before = result.perLoop;
    }
  }
}
agent.destroy();
await database.close();
