/**
 * Shopify's GraphQL limit as a leaky bucket of points per shop and app: 2,000 points restoring 100 a second
 * (the Standard plan), a query charged its requested cost up front, and none over 1,000. Kept in the process's
 * memory: the sandbox is a development aid, and several processes each keep their own bucket.
 */
export class CostBucket {
  private readonly levels = new Map<number, { available: number; at: number }>();

  constructor(
    readonly maximum = 2000,
    readonly restoreRate = 100,
    readonly maxQueryCost = 1000,
  ) {}

  /** Gives back what a query was charged beyond what it actually cost. */
  refund(key: number, points: number, now = Date.now()): void {
    const seen = this.levels.get(key);
    if (!seen || points <= 0) return;
    this.take(key, 0, now);
    const level = this.levels.get(key) ?? seen;
    this.levels.set(key, { available: Math.min(this.maximum, level.available + points), at: now });
  }

  /** Empties a shop's bucket (tests: the next query is throttled until enough is restored). */
  drain(key: number, now = Date.now()): void {
    this.levels.set(key, { available: 0, at: now });
  }

  /** Charges a cost: whether it was taken, and the bucket as Shopify reports it (`throttleStatus`). */
  take(key: number, cost: number, now = Date.now()) {
    const seen = this.levels.get(key) ?? { available: this.maximum, at: now };
    const available = Math.min(this.maximum, seen.available + ((now - seen.at) / 1000) * this.restoreRate);
    const ok = cost <= available;
    const left = ok ? available - cost : available;
    this.levels.set(key, { available: left, at: now });
    return {
      ok,
      throttleStatus: {
        maximumAvailable: this.maximum,
        currentlyAvailable: Math.floor(left),
        restoreRate: this.restoreRate,
      },
    };
  }
}

/** The sandbox's buckets, one per shop, shared by every app instance of this process. */
export const sandboxBuckets = new CostBucket();
