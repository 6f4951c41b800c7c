import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { type Database, queryRows } from '../../db/client';
import { readInstanceId } from '../../db/instance';
import { type CacheStore, MemoryStore, RedisStore } from './cache-stores';
import { type MergedChange, onCatalogChange } from './changes';
import { CompressedBodies, chooseEncoding } from './compressed-bodies';

/**
 * The anonymous storefront's answers, kept as the JSON they were sent as (decisions.md, "Catalogue cache"):
 * only callers without a business (anonymous, operators) read and fill it, so favourite flags never travel
 * between callers. Each answer names the generations it depends on; a committed catalogue write bumps them
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
   * Answers from the cache when the caller may share it and an answer is there under the current
   * generations; otherwise runs `build`, sends it through the route's response schema and keeps the JSON.
   */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    what: { key: string; generations: string[] },
    build: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    if (request.caller.viewerBusinessId !== null) return reply.send(await build());
    let tokens: string[] | null = null;
    try {
      const found = await this.store.read(what.generations, what.key);
      tokens = found.tokens;
      const hit = found.entry === undefined ? null : unpack(found.entry, tokens);
      if (hit) return this.send(request, reply.header('x-cache', 'hit'), hit);
    } catch (error) {
      this.logError(error, 'catalogue cache: read failed');
    }
    // The tokens were read before the database: a write committing meanwhile bumps them, so what is read
    // below is stored under tokens that are already old and is never served.
    const json = reply.serialize(await build()) as string;
    const answer = { etag: weakTag(json), json };
    if (tokens) {
      const entry = pack(tokens, answer);
      this.store
        .write(what.key, entry)
        .catch((error) => this.logError(error, 'catalogue cache: write failed'));
    }
    return this.send(request, reply.header('x-cache', 'miss'), answer);
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

  close(): void {
    this.unsubscribe();
  }
}

interface Answer {
  etag: string;
  json: string;
}

/** The same weak tag as @fastify/etag's (sha1, base64): a hit and a miss of one answer share it. */
const weakTag = (json: string) => `W/"${createHash('sha1').update(json).digest('base64')}"`;

const pack = (tokens: string[], answer: Answer) => `${tokens.join(',')}\n${answer.etag}\n${answer.json}`;

function unpack(entry: string, tokens: string[]): Answer | null {
  const first = entry.indexOf('\n');
  const second = entry.indexOf('\n', first + 1);
  if (first < 0 || second < 0 || entry.slice(0, first) !== tokens.join(',')) return null;
  return { etag: entry.slice(first + 1, second), json: entry.slice(second + 1) };
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
