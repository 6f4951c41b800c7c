/**
 * Load scenarios for the catalogue: each list sort, category + sort, tag, short and long keywords, a deep
 * page, product detail; autocannon against a server, one scenario after another, then a table.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dm_bench npm run bench
 *   npm run bench -- --url http://127.0.0.1:3000 --duration 10 --connections 16 --only list,category
 *   npm run bench -- --url http://127.0.0.1:3001 --against http://127.0.0.1:3000   # A/B, interleaved
 *   npm run bench -- --url http://127.0.0.1:3000 --token <a business session>   # logged in
 *
 * Without --url it starts the API itself (scripts/start.mjs, as `npm start`) on DATABASE_URL, or on the
 * embedded PGlite in DATA_DIR when DATABASE_URL is unset, and stops it at the end. Ids (the largest
 * top-level category, a leaf, a tag, a product) are read from the server's own answers. Results also go to
 * bench/results/<time>.json. These are measurements, not tests: nothing here passes or fails.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    port: { type: 'string', default: '3917' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
    label: { type: 'string', default: '' },
    /** A second server (e.g. the code before a change, on a copy of the data): each scenario runs on both, in turn. */
    against: { type: 'string' },
    /**
     * CPU per request, which the machine's load does not change much (req/s does): the server's process ids
     * and database names, one per target ("1234,5678" and "dm_bench,dm_try"); with no --url, the server
     * started here and the database of DATABASE_URL.
     */
    pids: { type: 'string' },
    dbs: { type: 'string' },
    /** A business's session token (bench/business-session.ts): every request as that logged-in buyer. */
    token: { type: 'string' },
  },
});
const root = resolve(import.meta.dirname, '..');
const duration = Number(values.duration);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

interface Scenario {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

async function startServer(port: string): Promise<ChildProcess> {
  // As `npm start` runs it: the compiled API (scripts/start.mjs builds it when stale), in production.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'none',
      // Production refuses the public default; the bench's server stores no store credentials worth keeping.
      STORE_CREDENTIALS_KEY: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      DATA_DIR: resolve(root, 'bench/.data'),
      ...process.env,
      PORT: port,
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (exit ${child.exitCode})`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/v1/mall/index/getProductTags`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not answer within 120 s');
}

async function getJson<T>(base: string, path: string): Promise<T> {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return ((await res.json()) as { model: T }).model;
}

interface CategoryNode {
  id: number;
  children: CategoryNode[];
}

async function scenarios(base: string): Promise<Scenario[]> {
  const tree = await getJson<CategoryNode[]>(base, '/v1/mall/index/category');
  // The largest top-level category and the largest leaf under it, by their totals.
  const totalOf = async (qs: string) =>
    (await getJson<{ total: number }>(base, `/v1/mall/index/page?size=1&${qs}`)).total;
  let top = tree[0] as CategoryNode;
  let topTotal = -1;
  for (const c of tree) {
    const total = await totalOf(`categoryId=${c.id}`);
    if (total > topTotal) [top, topTotal] = [c, total];
  }
  const leaf = top.children[0]?.children[0] ?? top;
  const tags = await getJson<{ id: number }[]>(base, '/v1/mall/index/getProductTags');
  const page = await getJson<{ records: { id: number }[]; total: number }>(
    base,
    '/v1/mall/index/page?size=1',
  );
  const productId = page.records[0]?.id ?? 1;
  const list = '/v1/mall/index/page?size=50';
  const sorts = ['default', 'price asc', 'price desc', 'newest', 'downloads', 'publishes'];
  return [
    ...sorts.map((s, i) => ({ name: `list: ${s}`, path: `${list}&sortIndex=${i}` })),
    ...sorts.map((s, i) => ({ name: `category: ${s}`, path: `${list}&categoryId=${top.id}&sortIndex=${i}` })),
    { name: 'leaf category: price asc', path: `${list}&category3Id=${leaf.id}&sortIndex=1` },
    { name: 'tag: default', path: `${list}&tagId=${tags[0]?.id ?? 1}` },
    { name: 'keyword 2 letters (common)', path: `${list}&title=ro` },
    { name: 'keyword 2 letters (none)', path: `${list}&title=qz` },
    { name: 'keyword long', path: `${list}&title=premium%20watch` },
    { name: 'page 1000: default', path: `${list}&current=1000` },
    { name: 'page 1000: price asc', path: `${list}&current=1000&sortIndex=1` },
    {
      name: 'list: default, gzip/br',
      path: `${list}&sortIndex=0`,
      headers: { 'accept-encoding': 'gzip, br' },
    },
    { name: 'detail', path: `/v1/mall/index/get?id=${productId}` },
  ];
}

/** CPU seconds (user + system) of a process, 0 when it is gone. */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the server and of the PostgreSQL backends on its database (process title "postgres: user db ..."). */
function cpuSample(pid: number | undefined, db: string | undefined): Map<number, number> {
  const sample = new Map<number, number>();
  if (pid) sample.set(pid, cpuOf(pid));
  if (!db) return sample;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ')[2] === db)
        sample.set(Number(entry), cpuOf(Number(entry)));
    } catch {
      // gone meanwhile
    }
  }
  return sample;
}

const cpuSpent = (before: Map<number, number>, after: Map<number, number>) => {
  let seconds = 0;
  for (const [pid, cpu] of after) seconds += cpu - (before.get(pid) ?? cpu);
  return seconds;
};

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
  load: string;
  /** CPU milliseconds per answer (server + its database backends), when known. */
  cpuMs?: number;
}

function cannon(base: string, s: Scenario, seconds: number): Promise<autocannon.Result> {
  const headers = values.token ? { ...s.headers, authorization: `Bearer ${values.token}` } : s.headers;
  return autocannon({ url: `${base}${s.path}`, connections, duration: seconds, headers });
}

async function main() {
  let server: ChildProcess | undefined;
  let base = values.url;
  if (!base) {
    server = await startServer(values.port as string);
    base = `http://127.0.0.1:${values.port}`;
  }
  try {
    const only = values.only?.split(',');
    const all = (await scenarios(base)).filter((s) => !only || only.some((o) => s.name.includes(o)));
    const rows: Row[] = [];
    const targets = values.against ? [base, values.against] : [base];
    const pids = values.pids?.split(',').map(Number) ?? (server?.pid ? [server.pid] : []);
    const dbs =
      values.dbs?.split(',') ??
      (process.env.DATABASE_URL ? [new URL(process.env.DATABASE_URL).pathname.slice(1)] : []);
    for (const s of all)
      for (const target of targets) {
        if (warmup > 0) await cannon(target, s, warmup);
        const t = targets.indexOf(target);
        const cpuBefore = cpuSample(pids[t], dbs[t]);
        const r = await cannon(target, s, duration);
        const cpu = cpuSpent(cpuBefore, cpuSample(pids[t], dbs[t]));
        const row: Row = {
          name: targets.length > 1 ? `${s.name} @${new URL(target).port}` : s.name,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx + r.timeouts,
          bytes: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
          load: loadavg()
            .map((x) => x.toFixed(2))
            .join(' '),
          cpuMs: pids[t] && r.requests.total ? Math.round((cpu * 1e5) / r.requests.total) / 100 : undefined,
        };
        rows.push(row);
        console.log(
          `${row.name.padEnd(30)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${row.errors ? `${row.errors} errors  ` : ''}${row.bytes} B  ${row.cpuMs ?? '-'} ms CPU  load ${row.load}`,
        );
      }
    console.log(
      `\n| scenario | req/s | p50 ms | p99 ms | bytes/answer | CPU ms/answer | load (1/5/15 min) |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.rps}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.cpuMs ?? '-'} | ${r.load} |`,
      );
    }
    mkdirSync(resolve(root, 'bench/results'), { recursive: true });
    const file = resolve(
      root,
      `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}${values.label ? `-${values.label}` : ''}.json`,
    );
    writeFileSync(
      file,
      JSON.stringify(
        { base, database: process.env.DATABASE_URL ? 'postgres' : 'pglite', duration, connections, rows },
        null,
        2,
      ),
    );
    console.log(`\n${file}`);
  } finally {
    server?.kill('SIGTERM');
  }
}

await main();
