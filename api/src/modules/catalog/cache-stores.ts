import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/*
 * Where the catalogue cache keeps its answers and its generations. A generation is a token per thing that
 * changes (`s`, `l`, `p:<product id>`); an answer is stored with the tokens it was read under and counts only
 * while they are still the current ones. A bump writes a fresh random token (never a counter: a token that
 * expired and started again could match an old answer); a missing token reads as '0'. Tokens live longer
 * than answers (GENERATION_LIFE x the answers' life since their last bump), so when one expires every
 * answer stored under an older token has expired too.
 */

export interface CacheStore {
  /** The current tokens of `generations` and the answer under `key`, in one round trip. */
  read(generations: string[], key: string): Promise<{ tokens: string[]; entry: string | undefined }>;
  /** The current tokens of `generations` and the entries under `keys` (undefined when absent), in one round trip. */
  readMany(
    generations: string[],
    keys: string[],
  ): Promise<{ tokens: string[]; entries: (string | undefined)[] }>;
  write(key: string, entry: string): Promise<void>;
  bump(generations: string[]): Promise<void>;
}

export const GENERATION_LIFE = 3;
const MISSING = '0';
const newToken = () => randomBytes(6).toString('base64url');

/** In this process: answers in an LRU bounded by size, generations in a map swept of expired tokens. */
export class MemoryStore implements CacheStore {
  private readonly answers: LRUCache<string, string>;
  private readonly generations = new Map<string, { token: string; until: number }>();
  private nextSweep = 0;

  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
  ) {
    this.answers = new LRUCache<string, string>({
      maxSize: maxBytes,
      // UTF-16 in memory: two bytes a character.
      sizeCalculation: (value, key) => 2 * (value.length + key.length) || 1,
      ttl: ttlMs,
    });
  }

  async read(generations: string[], key: string) {
    const now = Date.now();
    const tokens = generations.map((g) => {
      const found = this.generations.get(g);
      return found && found.until > now ? found.token : MISSING;
    });
    return { tokens, entry: this.answers.get(key) };
  }

  async readMany(generations: string[], keys: string[]) {
    const { tokens } = await this.read(generations, '');
    return { tokens, entries: keys.map((key) => this.answers.get(key)) };
  }

  async write(key: string, entry: string) {
    this.answers.set(key, entry);
  }

  async bump(generations: string[]) {
    const now = Date.now();
    const until = now + GENERATION_LIFE * this.ttlMs;
    for (const g of generations) this.generations.set(g, { token: newToken(), until });
    if (now >= this.nextSweep) {
      this.nextSweep = now + this.ttlMs;
      for (const [g, { until: end }] of this.generations) if (end <= now) this.generations.delete(g);
    }
  }
}

/** In Redis (REDIS_URL): shared by every API process of one database, under `prefix`. */
export class RedisStore implements CacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: () => Promise<string>,
    private readonly ttlMs: number,
  ) {}

  async read(generations: string[], key: string) {
    const p = await this.prefix();
    const values = await this.redis.mget(...generations.map((g) => `${p}g:${g}`), `${p}a:${key}`);
    return {
      tokens: generations.map((_, i) => values[i] ?? MISSING),
      entry: values[generations.length] ?? undefined,
    };
  }

  async readMany(generations: string[], keys: string[]) {
    const p = await this.prefix();
    const values = await this.redis.mget(
      ...generations.map((g) => `${p}g:${g}`),
      ...keys.map((key) => `${p}a:${key}`),
    );
    return {
      tokens: generations.map((_, i) => values[i] ?? MISSING),
      entries: keys.map((_, i) => values[generations.length + i] ?? undefined),
    };
  }

  async write(key: string, entry: string) {
    const p = await this.prefix();
    await this.redis.set(`${p}a:${key}`, entry, 'PX', this.ttlMs);
  }

  async bump(generations: string[]) {
    const p = await this.prefix();
    const life = GENERATION_LIFE * this.ttlMs;
    const batch = this.redis.multi();
    for (const g of generations) batch.set(`${p}g:${g}`, newToken(), 'PX', life);
    await batch.exec();
  }
}
