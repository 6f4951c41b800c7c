import type { CouponCentreItem, Language } from '@dropmall/contract';
import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, couponTemplates } from '../../db/schema/coupons';
import { conflict, notFound } from '../../http/errors';
import { toMoney } from '../catalog/product-lists';
import { centreText as text } from './texts';

/**
 * The coupon centre: templates marked claimable, which a business claims itself, within a per-business
 * limit and the remaining quantity. A claim locks its template row, so racing claims cannot exceed either.
 */
export class CouponCentreService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private open() {
    return and(
      eq(couponTemplates.claimable, true),
      or(isNull(couponTemplates.claimUntil), gt(couponTemplates.claimUntil, this.now())),
    );
  }

  async list(businessId: number, lang: Language, current: number, size: number) {
    const held = this.db
      .select({ templateId: coupons.templateId, n: count().as('n') })
      .from(coupons)
      .where(eq(coupons.businessId, businessId))
      .groupBy(coupons.templateId)
      .as('held');
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ template: couponTemplates, claimed: sql<number>`coalesce(${held.n}, 0)` })
        .from(couponTemplates)
        .leftJoin(held, eq(held.templateId, couponTemplates.id))
        .where(this.open())
        .orderBy(asc(couponTemplates.minSpend), asc(couponTemplates.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(couponTemplates).where(this.open()),
    ]);
    const records: CouponCentreItem[] = rows.map(({ template: t, claimed }) => ({
      templateId: t.id,
      title: lang === 'zh' ? t.titleZh : t.titleEn,
      money: toMoney(t.amount),
      minSpend: toMoney(t.minSpend),
      validDays: t.validDays,
      remaining: t.remaining,
      claimUntil: t.claimUntil?.toISOString() ?? null,
      claimed: Number(claimed),
      perBusiness: t.perBusiness,
    }));
    return { records, total: Number(total?.n ?? 0), current, size };
  }

  /** Grants the caller one coupon of the template; answers its id and validity. */
  async claim(businessId: number, templateId: number) {
    return this.db.transaction(async (tx) => {
      const [t] = await tx
        .select()
        .from(couponTemplates)
        .where(eq(couponTemplates.id, templateId))
        .for('update');
      if (!t) throw notFound(text.notClaimable);
      if (!t.claimable) throw conflict(text.notClaimable);
      const now = this.now();
      if (t.claimUntil && t.claimUntil <= now) throw conflict(text.claimClosed);
      if (t.remaining !== null && t.remaining <= 0) throw conflict(text.soldOut);
      const [held] = await tx
        .select({ n: count() })
        .from(coupons)
        .where(and(eq(coupons.businessId, businessId), eq(coupons.templateId, templateId)));
      if (Number(held?.n ?? 0) >= t.perBusiness) throw conflict(text.limitReached, { limit: t.perBusiness });
      if (t.remaining !== null)
        await tx
          .update(couponTemplates)
          .set({ remaining: t.remaining - 1 })
          .where(eq(couponTemplates.id, templateId));
      const validTo = new Date(now.getTime() + t.validDays * 86_400_000);
      const [coupon] = await tx
        .insert(coupons)
        .values({ templateId, businessId, amount: t.amount, minSpend: t.minSpend, validFrom: now, validTo })
        .returning({ id: coupons.id });
      if (!coupon) throw new Error('coupon not written');
      return { id: coupon.id, validFrom: now.toISOString(), validTo: validTo.toISOString() };
    });
  }
}
