import type { RetryOptions } from './types';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (Shopify sends '2.0') or an HTTP date; ms to wait, or null when absent or bad. */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Runs one call of a platform, again after a 429 as long as the answer's Retry-After allows (1 s when it
 * says nothing), at most `retries` times. `rateLimited` reads a 429 and its Retry-After from an answer or an error.
 */
export async function withRetry<T>(
  attempt: () => Promise<T>,
  rateLimited: (result: T | unknown) => { limited: boolean; retryAfter?: string | null },
  options: RetryOptions = {},
): Promise<T> {
  const retries = options.retries ?? 3;
  const maxWait = options.maxWaitMs ?? 10_000;
  for (let n = 0; ; n++) {
    let outcome: { ok: true; value: T } | { ok: false; error: unknown };
    try {
      outcome = { ok: true, value: await attempt() };
    } catch (error) {
      outcome = { ok: false, error };
    }
    const seen = rateLimited(outcome.ok ? outcome.value : outcome.error);
    if (!seen.limited || n >= retries) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    const wait = retryAfterMs(seen.retryAfter) ?? 1000;
    if (wait > maxWait) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    options.onRetry?.(wait, n + 1);
    await sleep(wait);
  }
}

/** A fetch that waits and tries again on 429 (Retry-After) and gives up after a timeout. */
export function retryingFetch(options: RetryOptions = {}, rewrite: (url: string) => string = (u) => u) {
  const timeoutMs = options.timeoutMs ?? 15_000;
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> =>
    withRetry(
      () => fetch(rewrite(String(input)), { ...init, signal: AbortSignal.timeout(timeoutMs) }),
      (r) =>
        r instanceof Response && r.status === 429
          ? { limited: true, retryAfter: r.headers.get('retry-after') }
          : { limited: false },
      options,
    );
}
