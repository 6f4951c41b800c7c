import type { Language } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { coupons, couponTemplates } from '../../db/schema/coupons';
import { conflict } from '../../http/errors';
import { toMoney } from '../catalog/product-lists';
import { couponText as text } from './texts';

type CouponStatus = 'unused' | 'used' | 'expired';

/** Coupons held by businesses: unused -> used by one order; past their validity they read as expired. */
export class CouponService {
  /** What a checkout's preview asks for each seller group, prepared once. */
  private readonly usableRows;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {
    const at = sql.placeholder('now');
    this.usableRows = db
      .select({ coupon: coupons, template: couponTemplates })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .where(
        and(
          eq(coupons.businessId, sql.placeholder('businessId')),
          eq(coupons.status, 'unused'),
          lte(coupons.validFrom, at),
          gt(coupons.validTo, at),
          lte(coupons.minSpend, sql.placeholder('productTotal')),
        ),
      )
      .orderBy(desc(coupons.amount), coupons.validTo)
      .prepare('usable_coupons');
  }

  private statusWhere(businessId: number, status?: CouponStatus) {
    const now = this.now();
    const mine = eq(coupons.businessId, businessId);
    if (status === 'used') return and(mine, eq(coupons.status, 'used'));
    if (status === 'expired') return and(mine, eq(coupons.status, 'unused'), lte(coupons.validTo, now));
    if (status === 'unused') return and(mine, eq(coupons.status, 'unused'), gt(coupons.validTo, now));
    return mine;
  }

  async list(
    businessId: number,
    lang: Language,
    status: CouponStatus | undefined,
    current: number,
    size: number,
  ) {
    const where = this.statusWhere(businessId, status);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ coupon: coupons, template: couponTemplates })
        .from(coupons)
        .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
        .where(where)
        .orderBy(desc(coupons.validTo), desc(coupons.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    const now = this.now();
    return {
      records: rows.map(({ coupon, template }) => ({
        id: coupon.id,
        title: lang === 'zh' ? template.titleZh : template.titleEn,
        money: toMoney(coupon.amount),
        minSpend: toMoney(coupon.minSpend),
        status: (coupon.status === 'used'
          ? 'used'
          : coupon.validTo <= now
            ? 'expired'
            : 'unused') as CouponStatus,
        validFrom: coupon.validFrom.toISOString(),
        validTo: coupon.validTo.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      current,
      size,
    };
  }

  /** Coupons a seller group of `productTotal` may use now (couponList.availableList). */
  async usable(businessId: number, lang: Language, productTotal: Decimal) {
    const rows = await this.usableRows.execute({
      businessId,
      now: this.now().toISOString(),
      productTotal: productTotal.toFixed(4),
    });
    return rows.map(({ coupon, template }) => ({
      id: coupon.id,
      money: toMoney(coupon.amount),
      minSpend: toMoney(coupon.minSpend),
      title: lang === 'zh' ? template.titleZh : template.titleEn,
      validTo: coupon.validTo.toISOString(),
    }));
  }

  /**
   * Uses a coupon for an order inside the checkout transaction: one conditional update, so the same coupon
   * in two parallel orders is used by one of them only. Answers its amount.
   */
  async use(
    tx: Tx,
    businessId: number,
    couponId: number,
    orderId: number,
    productTotal: Decimal,
  ): Promise<Decimal> {
    const now = this.now();
    const [used] = await tx
      .update(coupons)
      .set({ status: 'used', usedOrderId: orderId, usedAt: now })
      .where(
        and(
          eq(coupons.id, couponId),
          eq(coupons.businessId, businessId),
          eq(coupons.status, 'unused'),
          lte(coupons.validFrom, now),
          gt(coupons.validTo, now),
          lte(coupons.minSpend, productTotal.toFixed(4)),
        ),
      )
      .returning({ amount: coupons.amount });
    if (!used) throw conflict(text.unusable);
    return new Decimal(used.amount);
  }

  /** Gives a coupon back when its order is cancelled (it may have expired meanwhile: then it stays expired). */
  async release(tx: Tx, orderId: number): Promise<void> {
    await tx
      .update(coupons)
      .set({ status: 'unused', usedOrderId: null, usedAt: null })
      .where(and(eq(coupons.usedOrderId, orderId), eq(coupons.status, 'used')));
  }

  /** Grants a coupon of a template to a business, valid from now for the template's days. */
  async grant(tx: Tx | Db, businessId: number, templateId: number): Promise<number> {
    const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
    if (!template) throw conflict(text.noSuchCoupon);
    const now = this.now();
    const [row] = await tx
      .insert(coupons)
      .values({
        templateId,
        businessId,
        amount: template.amount,
        minSpend: template.minSpend,
        validFrom: now,
        validTo: new Date(now.getTime() + template.validDays * 86_400_000),
      })
      .returning({ id: coupons.id });
    return row?.id ?? 0;
  }
}
