import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type Database, queryRows } from '../../db/client';
import { readInstanceId } from '../../db/instance';
import { chooseEncoding } from '../../http/encoding';
import { type CacheStore, MemoryStore, RedisStore } from './cache-stores';
import { type MergedChange, onCatalogChange } from './changes';
import { CompressedBodies } from './compressed-bodies';

/**
 * The storefront's public answers, kept as the JSON they were sent as (decisions.md, "Catalogue cache"): the
 * anonymous answer, which every caller shares; a business's favourite flags are set on its copy as it is sent,
 * never stored, so they never travel between callers. Each answer names the generations it depends on; a committed catalogue write bumps them
 * (`changes.ts`), and an answer read under an older generation is never served again. The TTL is a safety net
 * for writes that bypass the catalogue module (SQL by hand, another process without Redis).
 */
export class AnswerCache {
  private readonly unsubscribe: () => void;
  /** Compressed copies of the answers, by ETag: compressed once, not on every hit. */
  private readonly compressed: CompressedBodies;

  constructor(
    private readonly store: CacheStore,
    private readonly logError: (error: unknown, message: string) => void,
    compressedBytes = 16 * 1024 * 1024,
  ) {
    this.compressed = new CompressedBodies(compressedBytes);
    this.unsubscribe = onCatalogChange((change) => this.changed(change));
  }

  /** The generations a change bumps: `s` shared lists, `l` product lists, `p:<id>` a product's detail. */
  private async changed(change: MergedChange): Promise<void> {
    const generations = [...change.products].map((id) => `p:${id}`);
    if (change.lists) generations.push('l');
    if (change.shared) generations.push('s');
    if (generations.length === 0) return;
    try {
      await this.store.bump(generations);
    } catch (error) {
      // The write is committed either way; the answers it touched live until their TTL (Redis outage).
      this.logError(error, 'catalogue cache: generation bump failed');
    }
  }

  /**
   * Answers from the cache when an answer is there under the current generations; otherwise runs `build` (the
   * anonymous answer), sends it through the route's response schema and keeps the JSON. A route whose answer
   * carries favourite flags names them in `personal`: a business caller gets the shared answer with its own
   * flags set (one query for the page's products), and the shared bytes as they are when it has none of them.
   */
  async serve<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    what: { key: string; generations: string[]; personal?: Personal<T> },
    build: () => Promise<T | SerialisedAnswer>,
  ): Promise<FastifyReply> {
    let tokens: string[] | null = null;
    let answer: Answer | null = null;
    try {
      const found = await this.store.read(what.generations, entryKey(what.key));
      tokens = found.tokens;
      answer = found.entry === undefined ? null : unpack(found.entry, tokens);
    } catch (error) {
      this.logError(error, 'catalogue cache: read failed');
    }
    reply.header('x-cache', answer ? 'hit' : 'miss');
    if (!answer) {
      // The tokens were read before the database: a write committing meanwhile bumps them, so what is read
      // below is stored under tokens that are already old and is never served.
      const body = await build();
      const serialised = body instanceof SerialisedAnswer;
      const json = serialised ? body.json : (reply.serialize(body) as string);
      const products = serialised ? body.products : (what.personal?.faces(body).map((face) => face.id) ?? []);
      answer = { etag: weakTag(json), json, products };
      if (tokens) {
        this.store
          .write(entryKey(what.key), pack(tokens, answer))
          .catch((error) => this.logError(error, 'catalogue cache: write failed'));
      }
    }
    if (what.personal?.flags && answer.products.length > 0) {
      const flags = await what.personal.flags(answer.products);
      if (flags.size > 0) return sendFlagged(reply, answer, what.personal, flags);
    }
    return this.send(request, reply, answer);
  }

  /**
   * A text kept like an answer and dropped by the same writes (the storefront pages the server draws): from the
   * store while what it `depends` on is unchanged, else built and kept. `lists`: any product's list face;
   * `product`: one product's page; categories, tags and banners always.
   */
  async text(
    key: string,
    depends: { lists?: boolean; product?: number },
    build: () => Promise<string>,
  ): Promise<string> {
    const generations = [
      's',
      ...(depends.lists ? ['l'] : []),
      ...(depends.product ? [`p:${depends.product}`] : []),
    ];
    const stored = `t1|${key}`;
    let tokens: string[] | null = null;
    try {
      const found = await this.store.read(generations, stored);
      tokens = found.tokens;
      const line = found.entry?.indexOf('\n') ?? -1;
      if (found.entry !== undefined && line >= 0 && found.entry.slice(0, line) === tokens.join(',')) {
        return found.entry.slice(line + 1);
      }
    } catch (error) {
      this.logError(error, 'catalogue cache: read failed');
    }
    const text = await build();
    if (tokens) {
      this.store
        .write(stored, `${tokens.join(',')}\n${text}`)
        .catch((error) => this.logError(error, 'catalogue cache: write failed'));
    }
    return text;
  }

  /**
   * The answer in the encoding the client takes, from the compressed copies (the compression plugin then
   * leaves it alone: it never compresses what already has a Content-Encoding). Below a kilobyte, or for a
   * client that takes neither, the JSON as it is.
   */
  private async send(request: FastifyRequest, reply: FastifyReply, answer: Answer): Promise<FastifyReply> {
    const vary = reply.getHeader('vary');
    reply.header('etag', answer.etag).header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
    reply.type('application/json; charset=utf-8');
    const encoding =
      answer.json.length >= COMPRESS_FROM ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding || request.headers['if-none-match'] === answer.etag) return reply.send(answer.json);
    const body = await this.compressed.get(answer.etag, encoding, answer.json);
    return reply.header('content-encoding', encoding).send(body);
  }

  /**
   * Parts that many answers share (a product's card, a filter's total): each kept under `kind|key` with the
   * tokens of `generations` it was read under, and served only while they are current, as answers are. The
   * keys not found are built together by `build` (which answers them by key) and kept. A store error reads as
   * a miss: the parts are then built and not kept.
   */
  async parts(
    kind: string,
    generations: string[],
    keys: string[],
    build: (missing: string[]) => Promise<Map<string, string>>,
  ): Promise<{ values: Map<string, string>; hits: number }> {
    const values = new Map<string, string>();
    const stored = keys.map((key) => `${kind}|${key}`);
    let tokens: string | null = null;
    try {
      const found = await this.store.readMany(generations, stored);
      tokens = found.tokens.join(',');
      found.entries.forEach((entry, i) => {
        const line = entry?.indexOf('\n') ?? -1;
        if (entry !== undefined && line >= 0 && entry.slice(0, line) === tokens)
          values.set(keys[i] as string, entry.slice(line + 1));
      });
    } catch (error) {
      this.logError(error, 'catalogue cache: read failed');
    }
    const hits = values.size;
    const missing = keys.filter((key) => !values.has(key));
    if (missing.length > 0) {
      // As for answers: the tokens were read before the database, so a write meanwhile makes these old.
      const built = await build(missing);
      for (const [key, value] of built) {
        values.set(key, value);
        if (tokens !== null)
          this.store
            .write(`${kind}|${key}`, `${tokens}\n${value}`)
            .catch((error) => this.logError(error, 'catalogue cache: write failed'));
      }
    }
    return { values, hits };
  }

  close(): void {
    this.unsubscribe();
  }
}

/**
 * An answer its route wrote as JSON itself (the product list, whose cards the database keeps as JSON), with
 * the products whose favourite flags it carries. Sent as it is: the route's response schema does not pass
 * over it, so the route's tests check its answers against that schema.
 */
export class SerialisedAnswer {
  constructor(
    readonly json: string,
    readonly products: number[],
  ) {}
}

interface Answer {
  etag: string;
  json: string;
  /** The products whose favourite flags the answer carries (none on routes without flags). */
  products: number[];
}

/** A product face in an answer that shows the caller's favourite record id ('' when none). */
interface Face {
  id: number;
  favoritesTag: string;
}

/**
 * How a route's answer carries the caller's favourite flags: `faces` lists them (the objects themselves, so
 * setting one changes the answer; kept with every answer of the route), `flags` reads a business caller's
 * (product id -> favourite record id; absent for a caller without a business).
 */
export interface Personal<T> {
  faces(answer: T): Face[];
  flags?: (productIds: number[]) => Promise<Map<number, number>>;
}

/**
 * The shared answer with the caller's flags set: a new body, so the ETag and compression plugins give it its
 * own tag and encoding.
 */
function sendFlagged<T>(
  reply: FastifyReply,
  answer: Answer,
  personal: Personal<T>,
  flags: Map<number, number>,
) {
  const body = JSON.parse(answer.json) as T;
  for (const face of personal.faces(body)) face.favoritesTag = String(flags.get(face.id) ?? '');
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The same weak tag as @fastify/etag's (sha1, base64): a hit and a miss of one answer share it. */
const weakTag = (json: string) => `W/"${createHash('sha1').update(json).digest('base64')}"`;

/**
 * Entries are stored under their format's name: processes of two versions sharing one Redis (a rolling deploy)
 * never read each other's entries. Name a new format when `pack` changes.
 */
const entryKey = (key: string) => `a2|${key}`;

/** An entry: the tokens, the tag, the flagged products' ids and the JSON, a line each (JSON has no newline). */
const pack = (tokens: string[], answer: Answer) =>
  `${tokens.join(',')}\n${answer.etag}\n${answer.products.join(',')}\n${answer.json}`;

function unpack(entry: string, tokens: string[]): Answer | null {
  const first = entry.indexOf('\n');
  const second = entry.indexOf('\n', first + 1);
  const third = second < 0 ? -1 : entry.indexOf('\n', second + 1);
  if (first < 0 || third < 0 || entry.slice(0, first) !== tokens.join(',')) return null;
  const ids = entry.slice(second + 1, third);
  return {
    etag: entry.slice(first + 1, second),
    products: ids === '' ? [] : ids.split(',').map(Number),
    json: entry.slice(third + 1),
  };
}

/** The compression plugin's threshold (app.ts): smaller answers go as they are. */
const COMPRESS_FROM = 1024;

export interface AnswerCacheOptions {
  /** How long an answer lives at most; 0 turns the cache off. */
  ttlSeconds: number;
  /** The in-process store's size. */
  maxMegabytes: number;
  /** Redis when REDIS_URL is set: the processes of one database share answers and generations. */
  redis?: { client: Redis; namespace: () => Promise<string> };
  logError: (error: unknown, message: string) => void;
}

/** The cache as configured, or null when it is off. */
export function createAnswerCache(options: AnswerCacheOptions): AnswerCache | null {
  if (options.ttlSeconds <= 0) return null;
  const ttlMs = options.ttlSeconds * 1000;
  const store = options.redis
    ? new RedisStore(options.redis.client, options.redis.namespace, ttlMs)
    : new MemoryStore(ttlMs, options.maxMegabytes * 1024 * 1024);
  return new AnswerCache(store, options.logError);
}

/**
 * The Redis key prefix of one database, the same in every process that serves it: its installation id and
 * PostgreSQL's name and oid of the database (copies of one template differ). PGlite serves one process, so
 * its answers need no sharing: a prefix of its own.
 */
export function cacheNamespace(database: Database): () => Promise<string> {
  let known: Promise<string> | null = null;
  const find = async () => {
    if (database.kind === 'pglite') return `dropmall-cat:${randomUUID()}:`;
    const [row] = await queryRows<{ id: string }>(
      database.db,
      sql`select current_database() || ':' || oid::text as id from pg_database where datname = current_database()`,
    );
    return `dropmall-cat:${await readInstanceId(database.db)}:${row?.id ?? ''}:`;
  };
  return () => {
    // A failure (the database away) is asked again next time.
    known ??= find().catch((error: unknown) => {
      known = null;
      throw error;
    });
    return known;
  };
}
