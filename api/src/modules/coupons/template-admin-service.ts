import type { CouponGrantResult, CouponTemplateAdminItem, CouponTemplateInput } from '@dropmall/contract';
import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coupons, couponTemplates } from '../../db/schema/coupons';
import { notFound } from '../../http/errors';
import { businessIdOfEmail } from '../accounts/business-users';
import { businessExists } from '../accounts/directory';
import { toMoney } from '../catalog/product-lists';
import type { Notify } from '../notices';
import type { CouponService } from './service';
import { grantText } from './texts';

type TemplateRow = typeof couponTemplates.$inferSelect;

const toItem = (t: TemplateRow, issued = 0, used = 0): CouponTemplateAdminItem => ({
  id: t.id,
  titleEn: t.titleEn,
  titleZh: t.titleZh,
  amount: toMoney(t.amount),
  minSpend: toMoney(t.minSpend),
  validDays: t.validDays,
  claimable: t.claimable,
  perBusiness: t.perBusiness,
  remaining: t.remaining,
  claimUntil: t.claimUntil?.toISOString() ?? null,
  createdAt: t.createdAt.toISOString(),
  issued,
  used,
});

/**
 * The operators' side of coupon templates: list them with how many coupons were issued and used, write them,
 * and grant one coupon to a business as a goodwill gesture (no claim rule applies: only existence).
 * Issued coupons carry their own amount, minimum spend and validity, so an edit reaches future coupons only.
 */
export class CouponTemplateAdminService {
  constructor(
    private readonly db: Db,
    private readonly coupons: CouponService,
    private readonly notify?: Notify,
  ) {}

  async list(current: number, size: number) {
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(couponTemplates)
        .orderBy(desc(couponTemplates.createdAt), desc(couponTemplates.id))
        .limit(size)
        .offset((current - 1) * size),
      this.db.select({ n: count() }).from(couponTemplates),
    ]);
    const counts = await this.counts(rows.map((r) => r.id));
    const records = rows.map((r) => toItem(r, counts.get(r.id)?.issued, counts.get(r.id)?.used));
    return { records, total: Number(total?.n ?? 0), current, size };
  }

  async save(input: CouponTemplateInput): Promise<CouponTemplateAdminItem> {
    const values = {
      titleEn: input.titleEn,
      titleZh: input.titleZh,
      amount: input.amount,
      minSpend: input.minSpend,
      validDays: input.validDays,
      claimable: input.claimable,
      perBusiness: input.perBusiness,
      remaining: input.remaining ?? null,
      claimUntil: input.claimUntil ? new Date(input.claimUntil) : null,
    };
    const [row] = input.id
      ? await this.db.update(couponTemplates).set(values).where(eq(couponTemplates.id, input.id)).returning()
      : await this.db.insert(couponTemplates).values(values).returning();
    if (!row) throw notFound('couponTemplateNotFound');
    const counts = (await this.counts([row.id])).get(row.id);
    return toItem(row, counts?.issued, counts?.used);
  }

  /** One coupon of the template to the business, and a message saying so, in one transaction. */
  async grant(templateId: number, business: string): Promise<CouponGrantResult> {
    return this.db.transaction(async (tx) => {
      const [template] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId));
      if (!template) throw notFound('couponTemplateNotFound');
      const businessId = /^\d+$/.test(business)
        ? (await businessExists(tx, Number(business)))
          ? Number(business)
          : null
        : await businessIdOfEmail(tx, business.toLowerCase());
      if (businessId === null) throw notFound('couponBusinessNotFound');
      const couponId = await this.coupons.grant(tx, businessId, templateId);
      const [coupon] = await tx
        .select({ validTo: coupons.validTo })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      const validTo = coupon?.validTo.toISOString() ?? '';
      await this.notify?.(tx, {
        to: { businessId },
        category: 'system',
        title: grantText.title,
        content: grantText.content,
        params: {
          titleEn: template.titleEn,
          titleZh: template.titleZh,
          amount: toMoney(template.amount).toFixed(2),
          minSpend: toMoney(template.minSpend).toFixed(2),
          validTo: validTo.slice(0, 10),
        },
        link: '/coupon/index',
        eventKey: `coupon-granted:${couponId}`,
      });
      return { couponId, businessId, validTo };
    });
  }

  /** Issued and used coupons per template: one grouped scan of coupons_template_idx for the page's ids. */
  private async counts(ids: number[]) {
    const out = new Map<number, { issued: number; used: number }>();
    if (ids.length === 0) return out;
    const rows = await this.db
      .select({
        templateId: coupons.templateId,
        issued: count(),
        used: sql<number>`count(*) filter (where ${coupons.status} = 'used')`,
      })
      .from(coupons)
      .where(inArray(coupons.templateId, ids))
      .groupBy(coupons.templateId);
    for (const r of rows) out.set(r.templateId, { issued: Number(r.issued), used: Number(r.used) });
    return out;
  }
}
