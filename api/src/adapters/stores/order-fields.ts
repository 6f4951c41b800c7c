import type { StoreOrderIn } from './types';

/*
 * The fields of a store's order body read at the edge, so that what reaches the database is something it
 * keeps: PostgreSQL refuses a NUL (\u0000) in text and jsonb and a lone UTF-16 surrogate in jsonb, times
 * outside its range, and numbers past a column's precision; a body with two lines of one id would make the
 * line upsert touch a row twice. Text is cleaned (NUL dropped, cut to a length, made well-formed); what
 * cannot be cleaned refuses the order with a reason (a `BodyProblem`), which the webhook answers with 400.
 */

type Body = Record<string, unknown>;

/** Why a body is not an order we keep: short English words for the log, never shown to a user. */
export class BodyProblem extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'BodyProblem';
  }
}

export const refuse = (reason: string): never => {
  throw new BodyProblem(reason);
};

/** At most this many lines in one order (far above any real order; each line is matched by SKU). */
export const MAX_ORDER_LINES = 1000;
/** The largest amount a numeric(14,2) column keeps. */
const MAX_AMOUNT = 999_999_999_999.99;
/** Order times before this are not real store orders (and a very old one would sort before everything). */
const EARLIEST = Date.UTC(1990, 0, 1);
/** How far ahead of our clock a store's time may be: a later one would block every later update. */
const AHEAD_MS = 86_400_000;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A text as PostgreSQL keeps it: no NUL, at most `max` characters, no lone surrogate (made U+FFFD). */
export const cleanText = (v: string, max: number) =>
  v.replaceAll('\u0000', '').slice(0, max).replace(LONE_SURROGATE, '\ufffd');

/** A string, number or boolean as text ('' for anything else: an object is not a name). */
export function str(v: unknown, max = 255): string {
  if (typeof v === 'string') return cleanText(v, max);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v).slice(0, max);
  if (typeof v === 'boolean') return String(v);
  return '';
}

export const isObject = (v: unknown): v is Body => !!v && typeof v === 'object' && !Array.isArray(v);

/** A platform id: a positive safe integer, or its digits (Shopify's ids pass 2^53 as strings). */
export const isId = (v: unknown) =>
  (typeof v === 'number' && Number.isSafeInteger(v) && v > 0) ||
  (typeof v === 'string' && /^\d{1,20}$/.test(v) && !/^0+$/.test(v));

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;

/** A time in range, or null when it is not one. */
export function timeOf(d: Date): Date | null {
  const ms = d.getTime();
  return Number.isFinite(ms) && ms >= EARLIEST && ms <= Date.now() + AHEAD_MS ? d : null;
}

/**
 * An ISO 8601 time (Shopify's with its offset; WooCommerce's *_gmt ones carry no zone and are UTC), within
 * 1990 and tomorrow; null when absent. Anything else (a year 10000, "-infinity", "1") refuses the order.
 */
export function when(v: unknown, field: string): Date | null {
  if (v === undefined || v === null || v === '') return null;
  if (typeof v !== 'string' || !ISO_TIME.test(v)) return refuse(`${field} is not a time`);
  const zoned = /(z|[+-]\d{2}(:?\d{2})?)$/i.test(v.slice(10));
  return timeOf(new Date(zoned ? v : `${v}Z`)) ?? refuse(`${field} is out of range`);
}

/** An amount of money ('25.99' or 25.99), non-negative and within numeric(14,2); '0.00' when absent. */
export function amount(v: unknown, field: string): string {
  if (v === undefined || v === null || v === '') return '0.00';
  const ok =
    (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d{1,15}(\.\d+)?$/.test(v));
  const n = ok ? Number(v) : Number.NaN;
  if (!(n >= 0 && n <= MAX_AMOUNT)) return refuse(`${field} is not an amount`);
  return n.toFixed(2);
}

/** A whole quantity from 0 to a million (0: a line removed from the order by an edit). */
export function count(v: unknown, field: string): number {
  const n = typeof v === 'string' && /^\d{1,7}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 1_000_000)
    return refuse(`${field} is not a quantity`);
  return n;
}

/** An ISO 4217 code, upper case, or '' when the body has none. */
export function currency(v: unknown): string {
  const c = str(v, 8).trim().toUpperCase();
  return c === '' || /^[A-Z]{3}$/.test(c) ? c : refuse('currency is not a currency code');
}

/**
 * A shipping address kept as the store sent it, but flat: text, numbers, booleans and nulls under short
 * keys (at most 40); nested objects and arrays are dropped (no address field is one).
 */
export function flatAddress(v: unknown): Record<string, unknown> | null {
  if (!isObject(v)) return null;
  const out: Record<string, unknown> = {};
  let kept = 0;
  for (const [rawKey, value] of Object.entries(v)) {
    const key = cleanText(rawKey, 64);
    if (!key || kept >= 40) continue;
    if (typeof value === 'string') out[key] = cleanText(value, 255);
    else if (typeof value === 'number' && Number.isFinite(value)) out[key] = value;
    else if (typeof value === 'boolean' || value === null) out[key] = value;
    else continue;
    kept++;
  }
  return out;
}

/** Two lines with one id would be one row written twice: the order is refused instead. */
export function uniqueLines(lines: StoreOrderIn['lines']): StoreOrderIn['lines'] {
  if (lines.length > MAX_ORDER_LINES) refuse(`more than ${MAX_ORDER_LINES} lines`);
  const seen = new Set<string>();
  for (const l of lines) {
    if (seen.has(l.id)) refuse(`two lines with the id ${l.id}`);
    seen.add(l.id);
  }
  return lines;
}

const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const textOk = (s: string, max: number) => s.length <= max && !s.includes('\u0000') && !LONE.test(s);
const amountOk = (s: string) => /^\d{1,12}(\.\d{1,4})?$/.test(s) && Number(s) <= MAX_AMOUNT;
const dateOk = (d: Date) => d instanceof Date && timeOf(d) !== null;

/**
 * What is wrong with an order about to be kept, whichever reader made it (a webhook, a sync or poll list of
 * either platform, the CSV import): null when the database keeps it as it is. The readers above already
 * clean and refuse; this is the one check every source passes through.
 */
export function storeOrderProblem(o: StoreOrderIn): string | null {
  if (!textOk(o.id, 64) || o.id.trim() === '') return 'id';
  if (!textOk(o.number, 60)) return 'number';
  if (!textOk(o.currency, 3)) return 'currency';
  if (!amountOk(o.total)) return 'total';
  if (!textOk(o.customerName, 255) || !textOk(o.customerEmail, 255)) return 'customer';
  if (!textOk(o.paymentStatus, 40)) return 'paymentStatus';
  if (!dateOk(o.placedAt) || !dateOk(o.updatedAt)) return 'dates';
  if (o.shippingAddress !== null) {
    const entries = Object.entries(o.shippingAddress);
    if (entries.length > 40) return 'address';
    for (const [k, v] of entries) {
      if (!textOk(k, 64)) return 'address';
      if (typeof v === 'string' ? !textOk(v, 255) : v !== null && typeof v === 'object') return 'address';
    }
  }
  if (o.lines.length > MAX_ORDER_LINES) return 'lines';
  const ids = new Set<string>();
  for (const l of o.lines) {
    if (!textOk(l.id, 200) || l.id === '' || ids.has(l.id)) return `line ${l.id}`;
    ids.add(l.id);
    if (!textOk(l.variantId, 64) || !textOk(l.sku, 255) || !textOk(l.title, 511)) return `line ${l.id}`;
    if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > 1_000_000) return `line ${l.id}`;
    if (!amountOk(l.price)) return `line ${l.id}`;
  }
  return null;
}
