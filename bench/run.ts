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
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuSample, cpuSpent } from './cpu';
import { shuffler } from './shuffle';

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
    /** Requests per second over all connections (latency at a fixed load, issue 35's "p99 at 200 req/s"). */
    rate: { type: 'string' },
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
  /** A spread mix: each request takes the next of these paths (shuffled), instead of `path` again and again. */
  paths?: string[];
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
    ...spreadMixes(tree, tags, await lastPage(base)),
  ];
}

/** The last non-empty page of the whole list, 50 a page (the total is capped, so it is found by halving). */
async function lastPage(base: string): Promise<number> {
  let [low, high] = [1, MAX_PAGE];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const found = await getJson<{ records: unknown[] }>(base, `/v1/mall/index/page?size=50&current=${mid}`);
    if (found.records.length > 0) low = mid;
    else high = mid - 1;
  }
  return low;
}
const MAX_PAGE = 100_000;

/**
 * Many different list pages, as shoppers, crawlers and stores' sync jobs ask them (issue 35): every category
 * at each level x pages x page sizes x sorts, tags, warehouses, newest windows, every two-letter keyword, the
 * pages near the last, shuffled (a fixed seed, so runs compare). Few of them repeat within a run, so the
 * whole-page cache rarely hits: what is measured is the miss path and the caches of shared parts.
 */
function spreadMixes(tree: CategoryNode[], tags: { id: number }[], last: number): Scenario[] {
  const list = '/v1/mall/index/page?';
  const paths: string[] = [];
  /** Where each class of URL starts and ends in `paths` (before the shuffle). */
  const classes: [string, number, number][] = [];
  const mark = (name: string, from: number) => classes.push([name, from, paths.length]);
  let from = 0;
  const levels: [string, CategoryNode][] = [];
  for (const c1 of tree) {
    levels.push(['categoryId', c1]);
    for (const c2 of c1.children) {
      levels.push(['category2Id', c2]);
      for (const c3 of c2.children) levels.push(['category3Id', c3]);
    }
  }
  for (const [param, c] of levels)
    for (const current of [1, 2, 3, 5, 8])
      for (const size of [20, 50])
        for (const sortIndex of [0, 1, 2, 3, 4, 5])
          paths.push(`${list}${param}=${c.id}&current=${current}&size=${size}&sortIndex=${sortIndex}`);
  mark('categories', from);
  from = paths.length;
  for (const tag of tags)
    for (const current of [1, 2, 3, 4, 5, 10, 20])
      for (const sortIndex of [0, 1, 2, 3, 4, 5])
        paths.push(`${list}tagId=${tag.id}&current=${current}&sortIndex=${sortIndex}`);
  mark('tags', from);
  from = paths.length;
  for (const warehouse of [1, 2])
    for (const current of [1, 2, 3, 10])
      for (const sortIndex of [0, 1, 3])
        paths.push(`${list}warehouse=${warehouse}&current=${current}&sortIndex=${sortIndex}`);
  for (const newest of [2, 3, 5, 7, 30])
    for (const current of [1, 2, 3])
      for (const sortIndex of [0, 1, 3])
        paths.push(`${list}newest=${newest}&current=${current}&sortIndex=${sortIndex}`);
  mark('warehouses and newest', from);
  from = paths.length;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (const a of letters)
    for (const b of letters)
      paths.push(`${list}title=${a}${b}&sortIndex=${(a.charCodeAt(0) + b.charCodeAt(0)) % 6}`);
  mark('two-letter keywords', from);
  from = paths.length;
  // Deep pages: the last 100 pages of the whole list, 50 a page, in the six sorts.
  for (let current = Math.max(1, last - 99); current <= last; current++)
    for (const sortIndex of [0, 1, 2, 3, 4, 5])
      paths.push(`${list}current=${current}&size=50&sortIndex=${sortIndex}`);
  mark('last pages', from);
  // A fixed shuffle: the same order in every run.
  const shuffled = shuffler(35);
  // The whole mix, then each class alone (`--only "spread:"`): where the time of the mix goes.
  const mix = (name: string, some: string[]) => ({ name, path: some[0] as string, paths: some });
  return [
    mix(`spread (${paths.length} URLs)`, shuffled([...paths])),
    ...classes.map(([name, start, end]) => {
      // A small class would repeat its URLs within a run and be answered by the page cache; asked in many
      // page sizes (the filter's total, shared by them all, still cached), its pages are misses as in the mix.
      // The last pages keep their place from the end in every size (page 1,790 of 20 is the middle).
      const some = paths.slice(start, end);
      const resize = (path: string, size: number) => {
        const current = Number(/current=(\d+)/.exec(path)?.[1] ?? 1);
        const fromEnd = name === 'last pages' ? last * 50 - (current - 1) * 50 : 0;
        const at =
          name === 'last pages' ? Math.max(1, Math.floor((last * 50 - fromEnd) / size) + 1) : current;
        return `${path.replace(/&size=\d+/, '').replace(/current=\d+/, `current=${at}`)}&size=${size}`;
      };
      const sized =
        some.length >= 2000
          ? some
          : some.flatMap((path) => Array.from({ length: 31 }, (_, i) => resize(path, 20 + i)));
      return mix(`spread: ${name} (${sized.length})`, shuffled(sized));
    }),
  ];
}

/** What the spread mix's answers said of the caches (x-cache, x-cache-parts), summed over a run. */
interface CacheCounts {
  answers: number;
  pageHits: number;
  /** Shared parts (product cards, totals): how many were asked of the cache and how many it had. */
  parts: Map<string, { asked: number; hits: number }>;
}
const newCounts = (): CacheCounts => ({ answers: 0, pageHits: 0, parts: new Map() });

function countCache(counts: CacheCounts, headers: Record<string, string | string[]>) {
  counts.answers++;
  if (headers['x-cache'] === 'hit') counts.pageHits++;
  // x-cache-parts: "cards=47/50; total=1/1" (hits / asked)
  const parts = headers['x-cache-parts'];
  if (typeof parts !== 'string') return;
  for (const part of parts.split(';')) {
    const match = /^\s*([\w-]+)=(\d+)\/(\d+)/.exec(part);
    if (!match) continue;
    const entry = counts.parts.get(match[1] as string) ?? { asked: 0, hits: 0 };
    entry.hits += Number(match[2]);
    entry.asked += Number(match[3]);
    counts.parts.set(match[1] as string, entry);
  }
}

function hitRates(counts: CacheCounts): string {
  if (counts.answers === 0) return '';
  const pct = (hits: number, of: number) => `${of ? ((100 * hits) / of).toFixed(1) : '-'} %`;
  return [
    `pages ${pct(counts.pageHits, counts.answers)}`,
    ...[...counts.parts].map(([name, c]) => `${name} ${pct(c.hits, c.asked)}`),
  ].join(', ');
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  bytes: number;
  load: string;
  /** CPU milliseconds per answer (server + its database backends), when known; and the two parts. */
  cpuMs?: number;
  serverMs?: number;
  databaseMs?: number;
  /** The spread mix's cache hit rates. */
  cache?: string;
}

function cannon(
  base: string,
  s: Scenario,
  seconds: number,
  counts?: CacheCounts,
): Promise<autocannon.Result> {
  const headers = values.token ? { ...s.headers, authorization: `Bearer ${values.token}` } : s.headers;
  const paths = s.paths;
  const overallRate = values.rate ? Number(values.rate) : undefined;
  if (!paths)
    return autocannon({ url: `${base}${s.path}`, connections, duration: seconds, headers, overallRate });
  // One sequence over all connections: each request takes the next path, so a path repeats only after all.
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    overallRate,
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[spreadNext++ % paths.length] as string;
          return { ...request, path };
        },
        onResponse: (_status, _body, _context, responseHeaders) => {
          if (counts) countCache(counts, responseHeaders as Record<string, string>);
        },
      },
    ],
  });
}
/** Where the spread mix has got to; each target starts it at spreadStart. */
let spreadNext = 0;
const spreadStart = Math.floor(Math.random() * 1e6);

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
        // Each target asks the spread mix's paths in the same order (its warm-up's first), from a place new
        // to this run (so a server's earlier runs left nothing of them in its page cache).
        spreadNext = spreadStart;
        if (warmup > 0) await cannon(target, s, warmup);
        const t = targets.indexOf(target);
        const cpuBefore = cpuSample(pids[t], dbs[t]);
        const counts = s.paths ? newCounts() : undefined;
        const r = await cannon(target, s, duration, counts);
        const cpu = cpuSpent(cpuBefore, cpuSample(pids[t], dbs[t]), pids[t]);
        const perAnswer = (seconds: number) =>
          pids[t] && r.requests.total ? Math.round((seconds * 1e5) / r.requests.total) / 100 : undefined;
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
          cpuMs: perAnswer(cpu.seconds),
          serverMs: perAnswer(cpu.server),
          databaseMs: perAnswer(cpu.seconds - cpu.server),
          cache: counts ? hitRates(counts) : undefined,
        };
        rows.push(row);
        console.log(
          `${row.name.padEnd(30)} ${String(row.rps).padStart(6)} req/s  p50 ${String(row.p50).padStart(5)} ms  p99 ${String(row.p99).padStart(5)} ms  ${row.errors ? `${row.errors} errors  ` : ''}${row.bytes} B  ${row.cpuMs ?? '-'} ms CPU (server ${row.serverMs ?? '-'}, database ${row.databaseMs ?? '-'})  load ${row.load}${row.cache ? `  cache: ${row.cache}` : ''}`,
        );
      }
    console.log(
      `\n| scenario | req/s | p50 ms | p99 ms | bytes/answer | CPU ms/answer (server + database) | load (1/5/15 min) | cache hits |`,
    );
    console.log('|---|---:|---:|---:|---:|---:|---|---|');
    for (const r of rows) {
      console.log(
        `| ${r.name} | ${r.rps}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.p50} | ${r.p99} | ${r.bytes} | ${r.cpuMs ?? '-'} (${r.serverMs ?? '-'} + ${r.databaseMs ?? '-'}) | ${r.load} | ${r.cache ?? ''} |`,
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
