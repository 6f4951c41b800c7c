/**
 * Shopify's REST limit as a leaky bucket per shop: 40 calls, draining 2 per second. Kept in the process's
 * memory: the sandbox is a development aid, and several processes each keep their own bucket.
 */
export class LeakyBucket {
  private readonly levels = new Map<number, { level: number; at: number }>();

  constructor(
    readonly capacity = 40,
    readonly leakPerSecond = 2,
  ) {}

  /** Takes one call: the bucket's level after it, or the seconds to wait when it is full. */
  take(key: number, now = Date.now()): { ok: true; level: number } | { ok: false; retryAfter: number } {
    const seen = this.levels.get(key) ?? { level: 0, at: now };
    const level = Math.max(0, seen.level - ((now - seen.at) / 1000) * this.leakPerSecond);
    if (level + 1 > this.capacity) {
      this.levels.set(key, { level, at: now });
      return { ok: false, retryAfter: Math.max(0.5, (level + 1 - this.capacity) / this.leakPerSecond) };
    }
    this.levels.set(key, { level: level + 1, at: now });
    return { ok: true, level: Math.ceil(level + 1) };
  }
}
