import type { Language, ShippingOption } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { expressCompanies, regions, shippingRates } from '../../db/schema/geography';
import { notFound } from '../../http/errors';
import { onShelfProduct } from '../catalog/reads';

const name = (row: { nameEn: string; nameZh: string }, lang: Language) =>
  lang === 'zh' ? row.nameZh : row.nameEn;

/** The fee of one parcel: the first weight, then every started extra unit. Rounded half-up to cents. */
export function shippingFee(
  weightGrams: number,
  rate: { firstWeightGrams: number; firstFee: string; extraUnitGrams: number; extraFee: string },
): Decimal {
  const extraUnits = Math.max(0, Math.ceil((weightGrams - rate.firstWeightGrams) / rate.extraUnitGrams));
  return new Decimal(rate.firstFee)
    .plus(new Decimal(rate.extraFee).times(extraUnits))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The rates of a route with their carriers: read for every checkout preview and order, so prepared once. */
function prepareRouteRates(db: Db) {
  return db
    .select({ rate: shippingRates, express: expressCompanies })
    .from(shippingRates)
    .innerJoin(expressCompanies, eq(expressCompanies.id, shippingRates.expressId))
    .where(
      and(
        eq(shippingRates.fromId, sql.placeholder('fromId')),
        eq(shippingRates.toId, sql.placeholder('toId')),
      ),
    )
    .prepare('route_rates');
}

type RouteRate = Awaited<ReturnType<ReturnType<typeof prepareRouteRates>['execute']>>[number];

/**
 * How long a route's rates are kept in this process. No call of the API writes rates (the seed and the
 * operator's SQL do), so they are kept rather than read for every preview and order; the limit bounds how
 * long a change by hand takes to show (docs/decisions.md "Shipping rates kept in the process").
 */
export const ROUTE_RATES_TTL_MS = 60_000;
/** Routes kept at most (a country's rates from each origin): past it, the kept ones are dropped. */
const ROUTES_KEPT = 2_000;

/** Countries, their divisions, and what it costs to ship a product from one country to another. */
export class ShippingService {
  private readonly routeRates: ReturnType<typeof prepareRouteRates>;
  private readonly kept = new Map<string, { rates: readonly RouteRate[]; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.routeRates = prepareRouteRates(db);
  }

  /** The rates of a route with their carriers, read at most once a TTL. */
  private async ratesOf(fromId: number, toId: number): Promise<readonly RouteRate[]> {
    const key = `${fromId}:${toId}`;
    const now = this.now();
    const hit = this.kept.get(key);
    if (hit && hit.until > now) return hit.rates;
    const rates = await this.routeRates.execute({ fromId, toId });
    if (this.kept.size >= ROUTES_KEPT) this.kept.clear();
    this.kept.set(key, { rates, until: now + ROUTE_RATES_TTL_MS });
    return rates;
  }

  /** The country dictionary (dicKey=countries): entries {id, dicValue}; id 1 is China, the origin. */
  async countries(lang: Language, size: number) {
    const where = eq(regions.level, 1);
    const [rows, [totalRow]] = await Promise.all([
      this.db.select().from(regions).where(where).orderBy(asc(regions.sort), asc(regions.id)).limit(size),
      this.db.select({ total: count() }).from(regions).where(where),
    ]);
    return {
      records: rows.map((r) => ({ id: r.id, dicValue: name(r, lang), code: r.code })),
      total: Number(totalRow?.total ?? 0),
    };
  }

  /** A country by its ISO 3166 code ('BR'), named in the reader's language; null when the mall has none. */
  async countryByCode(code: string, lang: Language): Promise<{ id: number; name: string } | null> {
    const [row] = await this.db
      .select()
      .from(regions)
      .where(and(eq(regions.level, 1), eq(regions.code, code.trim().toUpperCase())));
    return row ? { id: row.id, name: name(row, lang) } : null;
  }

  /** Children of a region (pid = a country id gives its states). */
  async regions(pid: number, lang: Language) {
    const rows = await this.db
      .select()
      .from(regions)
      .where(eq(regions.parentId, pid))
      .orderBy(asc(regions.sort), asc(regions.id));
    return rows.map((r) => ({ id: r.id, name: name(r, lang) }));
  }

  /**
   * Every method from `fromId` to `toId` for `num` units of this product, priced by their weight (the
   * product's weight times num, as checkout weighs a cart line), cheapest first.
   */
  async options(
    query: { toId: number; fromId: number; productId: number; size: number; num: number },
    lang: Language,
  ) {
    const product = await onShelfProduct(this.db, query.productId);
    if (!product) throw notFound('productNotFound');
    const parcelGrams = product.weightGrams * query.num;
    const from = alias(regions, 'from_region');
    const to = alias(regions, 'to_region');
    const rows = await this.db
      .select({ rate: shippingRates, express: expressCompanies, from, to })
      .from(shippingRates)
      .innerJoin(expressCompanies, eq(expressCompanies.id, shippingRates.expressId))
      .innerJoin(from, eq(from.id, shippingRates.fromId))
      .innerJoin(to, eq(to.id, shippingRates.toId))
      .where(and(eq(shippingRates.fromId, query.fromId), eq(shippingRates.toId, query.toId)))
      .orderBy(asc(expressCompanies.sort))
      .limit(query.size);
    const options: ShippingOption[] = rows.map((r) => ({
      id: r.rate.id,
      money: shippingFee(parcelGrams, r.rate).toNumber(),
      fromIdName: name(r.from, lang),
      toIdName: name(r.to, lang),
      expectDay: `${r.rate.minDays}-${r.rate.maxDays}`,
      expressIdName: name(r.express, lang),
    }));
    options.sort((a, b) => a.money - b.money);
    return { records: options, total: options.length };
  }

  /** The carriers (express companies) of the shipping methods, in their order; sellers ship with one of them. */
  async carriers(lang: Language) {
    const rows = await this.db
      .select()
      .from(expressCompanies)
      .orderBy(asc(expressCompanies.sort), asc(expressCompanies.id));
    return rows.map((r) => ({ id: r.id, name: name(r, lang), nameEn: r.nameEn, nameZh: r.nameZh }));
  }

  /** The cheapest method from the origin to a country for a parcel of this weight, or null if none ships there. */
  async cheapest(toId: number, weightGrams: number, lang: Language, fromId = 1) {
    const priced = (await this.ratesOf(fromId, toId))
      .map((r) => ({
        expressId: r.express.id,
        name: name(r.express, lang),
        fee: shippingFee(weightGrams, r.rate),
        days: `${r.rate.minDays}-${r.rate.maxDays}`,
      }))
      .sort((a, b) => a.fee.comparedTo(b.fee));
    return priced[0] ?? null;
  }
}
