/**
 * Dropmall against Vendure 3 and Medusa v2 in the same run (issue 35, goal 6), on the peers' shared 2k
 * catalogue (`/work/shared/bench-peers/README.md`; Dropmall loaded by bench/load-peer-catalogue.ts):
 *
 *   node --import tsx bench/peers.ts --peers /tmp/peers --dropmall http://127.0.0.1:3311,http://127.0.0.1:3312 \
 *     --pids <dropmall pids, comma-separated> --db dm_peers [--rounds 3] [--duration 10]
 *
 * Two loads, each asked of every system in turn, one under load at a time, in interleaved rounds:
 * - "same URL": one category's first page sorted by price, again and again (what a page cache is good at);
 * - "spread": ~14,000 different list requests in a fixed shuffle: every category's pages in 31 page sizes and
 *   both price orders, a two-digit keyword's pages, every page of the whole list. Each system gets its closest
 *   request: Vendure's shop `search` (collection, term, skip/take, price sort), Medusa's `/store/products`
 *   (category, q, offset/limit, prices of the region; it cannot sort by price, so by title).
 * The Dropmall targets are its servers (e.g. the default cache and `CATALOG_CACHE_SECONDS=0`, the miss path).
 * CPU per answer is the server's process plus its database's backends (/proc), as in bench/run.ts.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { cpuSample, cpuSpent } from './cpu';
import { shuffler } from './shuffle';

const { values } = parseArgs({
  options: {
    peers: { type: 'string', default: '/tmp/peers' },
    dropmall: { type: 'string', default: 'http://127.0.0.1:3311' },
    pids: { type: 'string', default: '' },
    db: { type: 'string', default: 'dm_peers' },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '16' },
    only: { type: 'string' },
  },
});
const peers = values.peers as string;
const duration = Number(values.duration);
const connections = Number(values.connections);

/** One list request in a system's own terms. */
interface Ask {
  category?: number;
  keyword?: string;
  page: number;
  size: number;
  descending: boolean;
}
interface Request {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface System {
  name: string;
  base: string;
  pid: number;
  db: string;
  request(ask: Ask): Request;
  /** How many products an answer lists (to check the requests before measuring). */
  listed(body: string): number;
}

const SIZES = Array.from({ length: 31 }, (_, i) => 20 + i);
const CATEGORIES = 10;
const PER_CATEGORY = 200;
const PRODUCTS = 2000;

/** The spread mix, in a fixed shuffle (mulberry32): the same order for every system and run. */
function spread(): Ask[] {
  const asks: Ask[] = [];
  for (const descending of [false, true])
    for (const size of SIZES) {
      for (let category = 0; category < CATEGORIES; category++)
        for (let page = 1; (page - 1) * size < PER_CATEGORY; page++)
          asks.push({ category, page, size, descending });
      for (let n = 0; n < 100; n++)
        asks.push({ keyword: String(n).padStart(2, '0'), page: 1, size, descending });
      for (let page = 1; (page - 1) * size < PRODUCTS; page++) asks.push({ page, size, descending });
    }
  return shuffler(35)(asks);
}
const SAME: Ask = { category: 3, page: 1, size: 50, descending: false };

async function dropmall(base: string, pid: number): Promise<System> {
  const tree = (await (await fetch(`${base}/v1/mall/index/category`)).json()) as {
    model: { id: number; name: string }[];
  };
  const ids = new Map(tree.model.map((c) => [c.name, c.id]));
  return {
    name: `Dropmall :${new URL(base).port}`,
    base,
    pid,
    db: values.db as string,
    request: ({ category, keyword, page, size, descending }) => {
      const filter =
        category !== undefined
          ? `&categoryId=${ids.get(`cat-${category}`)}`
          : keyword
            ? `&title=${keyword}`
            : '';
      return {
        method: 'GET',
        path: `/v1/mall/index/page?current=${page}&size=${size}&sortIndex=${descending ? 2 : 1}${filter}`,
      };
    },
    listed: (body) => (JSON.parse(body) as { model: { records: unknown[] } }).model.records.length,
  };
}

function vendure(pid: number): System {
  const query = `query($input: SearchInput!){ search(input:$input){ totalItems items { productId productName slug
    productVariantId sku priceWithTax { ... on PriceRange { min max } } facetValueIds } } }`;
  return {
    name: 'Vendure',
    base: 'http://127.0.0.1:3000',
    pid,
    db: 'vendure',
    request: ({ category, keyword, page, size, descending }) => ({
      method: 'POST',
      path: '/shop-api',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query,
        variables: {
          input: {
            ...(category !== undefined ? { collectionSlug: `cat-${category}` } : {}),
            ...(keyword ? { term: keyword } : {}),
            groupByProduct: true,
            take: size,
            skip: (page - 1) * size,
            sort: { price: descending ? 'DESC' : 'ASC' },
          },
        },
      }),
    }),
    listed: (body) =>
      (JSON.parse(body) as { data: { search: { items: unknown[] } } }).data.search.items.length,
  };
}

function medusa(pid: number): System {
  const ids = JSON.parse(readFileSync(`${peers}/medusa/bench-ids.json`, 'utf8')) as {
    publishableKey: string;
    regionId: string;
    categories: Record<string, string>;
  };
  return {
    name: 'Medusa',
    base: 'http://127.0.0.1:9000',
    pid,
    db: 'medusa',
    request: ({ category, keyword, page, size, descending }) => {
      const filter =
        category !== undefined
          ? `&category_id=${ids.categories[`cat-${category}`]}`
          : keyword
            ? `&q=${keyword}`
            : '';
      return {
        method: 'GET',
        path: `/store/products?limit=${size}&offset=${(page - 1) * size}${filter}&region_id=${ids.regionId}&fields=id,title,handle,*variants.calculated_price&order=${descending ? '-title' : 'title'}`,
        headers: { 'x-publishable-api-key': ids.publishableKey },
      };
    },
    listed: (body) => (JSON.parse(body) as { products: unknown[] }).products.length,
  };
}

/** Asks one of each kind and fails unless each lists products: a wrong request measures nothing. */
async function check(system: System) {
  for (const ask of [
    SAME,
    { keyword: '01', page: 1, size: 20, descending: true },
    { page: 7, size: 50, descending: true },
  ]) {
    const r = system.request(ask);
    const res = await fetch(`${system.base}${r.path}`, {
      method: r.method,
      body: r.body,
      headers: r.headers,
    });
    const body = await res.text();
    if (!res.ok || system.listed(body) === 0)
      throw new Error(`${system.name} ${JSON.stringify(ask)}: ${res.status} ${body.slice(0, 200)}`);
  }
}

let next = 0;
function load(system: System, asks: Ask[], seconds: number) {
  const requests = asks.map((a) => system.request(a));
  return autocannon({
    url: system.base,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          const r = requests[next++ % requests.length] as Request;
          return {
            ...request,
            method: r.method,
            path: r.path,
            body: r.body,
            headers: { ...request.headers, ...r.headers },
          };
        },
      },
    ],
  });
}

interface Row {
  load: string;
  system: string;
  round: number;
  rps: number;
  p99: number;
  errors: number;
  cpuMs: number;
  serverMs: number;
  databaseMs: number;
}

async function main() {
  const pidOf = (name: string) => Number(readFileSync(`${peers}/${name}/server.pid`, 'utf8'));
  const dropmallPids = (values.pids as string).split(',').map(Number);
  const systems = [
    ...(await Promise.all(
      (values.dropmall as string).split(',').map((base, i) => dropmall(base, dropmallPids[i] ?? 0)),
    )),
    vendure(pidOf('vendure')),
    medusa(pidOf('medusa')),
  ];
  for (const s of systems) await check(s);
  const mix = spread();
  const loads: [string, Ask[]][] = [
    ['same URL', [SAME]],
    [`spread (${mix.length} requests)`, mix],
  ];
  const rows: Row[] = [];
  for (let round = 1; round <= Number(values.rounds); round++)
    for (const [name, asks] of loads) {
      if (values.only && !name.includes(values.only)) continue;
      for (const system of systems) {
        // Every system asks the mix in the same order, each round from a new place in it.
        next = (round - 1) * 4000;
        await load(system, asks, Number(values.warmup));
        const before = cpuSample(system.pid, system.db);
        const r = await load(system, asks, duration);
        const cpu = cpuSpent(before, cpuSample(system.pid, system.db), system.pid);
        const per = (s: number) => Math.round((s * 1e5) / Math.max(r.requests.total, 1)) / 100;
        const row: Row = {
          load: name,
          system: system.name,
          round,
          rps: Math.round(r.requests.average),
          p99: r.latency.p99,
          errors: r.errors + r.non2xx + r.timeouts,
          cpuMs: per(cpu.seconds),
          serverMs: per(cpu.server),
          databaseMs: per(cpu.seconds - cpu.server),
        };
        rows.push(row);
        console.log(
          `round ${round} ${name.padEnd(26)} ${system.name.padEnd(16)} ${String(row.rps).padStart(6)} req/s  p99 ${row.p99} ms  ${row.cpuMs} ms CPU (server ${row.serverMs}, database ${row.databaseMs})${row.errors ? `  ${row.errors} errors` : ''}  load ${loadavg()[0]?.toFixed(2)}`,
        );
      }
    }
  // Medians over the rounds, and each Dropmall target's ratio to each peer (round by round, then the median).
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0;
  console.log(
    '\n| load | system | req/s (median) | p99 ms | CPU ms/answer (server + database) | x Vendure | x Medusa |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const [name] of loads)
    for (const system of systems) {
      const mine = rows.filter((r) => r.load === name && r.system === system.name);
      if (mine.length === 0) continue;
      const ratio = (peer: string) => {
        if (!system.name.startsWith('Dropmall')) return '';
        const theirs = rows.filter((r) => r.load === name && r.system === peer);
        return `${median(mine.map((m, i) => m.rps / (theirs[i]?.rps || 1))).toFixed(1)}x`;
      };
      console.log(
        `| ${name} | ${system.name} | ${median(mine.map((r) => r.rps))} | ${median(mine.map((r) => r.p99))} | ${median(mine.map((r) => r.cpuMs))} (${median(mine.map((r) => r.serverMs))} + ${median(mine.map((r) => r.databaseMs))}) | ${ratio('Vendure')} | ${ratio('Medusa')} |`,
      );
    }
}

await main();
