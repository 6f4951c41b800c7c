import type { Send, World } from './world';

/** One object of the owner, made fresh for one row, and how the row calls and reads it. */
export interface Made {
  /** The call with the owner's id in it; every caller sends the same. */
  send: Send;
  /** The owner's view of the object, through the owner's own API: a refused call must leave it as it was. */
  read: () => Promise<unknown>;
  /** Texts of the owner's object (numbers, names) that no refused answer may contain. */
  secrets: string[];
}

/**
 * A row of the matrix: an operation that takes an id, whose object it is (a business's, or the platform's),
 * how to make one, and what the owner's own call does: `changes` what `read` sees, `reveals` a secret in its
 * answer, or answers a `file`.
 */
export interface Row {
  op: string;
  owner: 'business' | 'platform';
  effect: 'changes' | 'reveals' | 'file';
  /** The id only means something to operators: another business gets its own data (200), never the owner's. */
  foreignIdIgnored?: boolean;
  make: (w: World) => Promise<Made>;
}

/** Drops what moves by itself between two reads (countdowns), so a read compares what a call could change. */
export function steady(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(steady);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !/remain|countdown|secondsLeft|expiresIn|uptime/i.test(k))
      .map(([k, v]) => [k, steady(v)]),
  );
}
