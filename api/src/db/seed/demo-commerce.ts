import { count, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { businessUsers, coupons, couponTemplates, walletLedger, wallets } from '../schema';
import { DEMO_BUSINESS } from './demo-accounts';

/** Coupon kinds of the demo, from a small welcome coupon to one that makes an order free. */
const TEMPLATES = [
  { titleEn: 'Welcome coupon', titleZh: '新人优惠券', amount: '5', minSpend: '20', validDays: 90 },
  { titleEn: '$10 off $60', titleZh: '满 60 减 10', amount: '10', minSpend: '60', validDays: 60 },
  { titleEn: '$30 off $150', titleZh: '满 150 减 30', amount: '30', minSpend: '150', validDays: 30 },
  {
    titleEn: 'Free order (up to $100)',
    titleZh: '免单券（最高 100 美元）',
    amount: '100',
    minSpend: '0',
    validDays: 30,
  },
];

/** Coupons of the coupon centre, which businesses claim themselves. */
const CLAIMABLE = [
  {
    titleEn: 'New season: $8 off $40',
    titleZh: '新季：满 40 减 8',
    amount: '8',
    minSpend: '40',
    validDays: 30,
    claimable: true,
    perBusiness: 1,
    remaining: 500,
  },
  {
    titleEn: 'Free shipping week: $15 off $80',
    titleZh: '包邮周：满 80 减 15',
    amount: '15',
    minSpend: '80',
    validDays: 14,
    claimable: true,
    perBusiness: 2,
    remaining: null,
  },
];

export const DEMO_TOP_UP = '1000';

/** Coupon templates, a few coupons and a balance of 1000 USD for the demo business; once. */
export async function seedDemoCommerce(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(couponTemplates);
  if (Number(existing?.n ?? 0) > 0) return;
  const templates = await tx.insert(couponTemplates).values(TEMPLATES).returning();
  await tx.insert(couponTemplates).values(CLAIMABLE);
  const [demo] = await tx.select().from(businessUsers).where(eq(businessUsers.email, DEMO_BUSINESS.email));
  if (!demo) return;
  const now = new Date();
  await tx.insert(coupons).values(
    templates.map((t) => ({
      templateId: t.id,
      businessId: demo.businessId,
      amount: t.amount,
      minSpend: t.minSpend,
      validFrom: now,
      validTo: new Date(now.getTime() + t.validDays * 86_400_000),
    })),
  );
  await tx
    .insert(wallets)
    .values({ businessId: demo.businessId, balance: DEMO_TOP_UP })
    .onConflictDoNothing();
  await tx.insert(walletLedger).values({
    businessId: demo.businessId,
    kind: 'system_add',
    amount: DEMO_TOP_UP,
    balanceAfter: DEMO_TOP_UP,
    reason: 'Demo top-up',
  });
}
