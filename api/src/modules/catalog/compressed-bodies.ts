import { LRUCache } from 'lru-cache';
import { compressText, type Encoding } from '../../http/encoding';

/**
 * Compressed copies of cached catalogue answers, keyed by the answer's ETag (a hash of its JSON): an answer
 * never changes under its tag, so a copy needs no invalidation, only room (an LRU by size). Compression runs
 * in zlib's thread pool, never on the event loop, and once per answer and encoding instead of once per
 * request: at ~20 KB a list page, brotli was the largest cost of a cache hit.
 */
export class CompressedBodies {
  private readonly bodies: LRUCache<string, Buffer>;
  private readonly pending = new Map<string, Promise<Buffer>>();

  constructor(maxBytes: number) {
    this.bodies = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (b) => b.length || 1 });
  }

  /** The answer's JSON in `encoding`, compressed now if this process has not yet. */
  async get(etag: string, encoding: Encoding, json: string): Promise<Buffer> {
    const key = `${encoding} ${etag}`;
    const known = this.bodies.get(key);
    if (known) return known;
    // Requests for the same new answer share one compression.
    let running = this.pending.get(key);
    if (!running) {
      running = compress(encoding, json).finally(() => this.pending.delete(key));
      this.pending.set(key, running);
    }
    const body = await running;
    this.bodies.set(key, body);
    return body;
  }
}

// Quality 5: compressed once per answer, so a little more effort than the per-request default (4) pays.
const compress = (encoding: Encoding, json: string) => compressText(encoding, json, 5);
