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
