import { z } from 'zod';
import { pageOf } from './page';

/** What the coupon calls answer: the caller's coupons (spec 001 §7 /api/coupon/list) and the coupon centre. */

export const COUPON_STATUSES = ['unused', 'used', 'expired'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const HeldCoupon = z.object({
  id: z.number(),
  title: z.string(),
  money: z.number(),
  minSpend: z.number(),
  status: z.enum(COUPON_STATUSES),
  validFrom: z.string(),
  validTo: z.string(),
});
export type HeldCoupon = z.infer<typeof HeldCoupon>;

export const HeldCouponPage = pageOf(HeldCoupon);

/**
 * A template open to claim. validDays: days a claimed coupon stays valid; remaining: left to claim, null when
 * unlimited; claimed: how many the caller holds, of at most perBusiness.
 */
export const CouponCentreItem = z.object({
  templateId: z.number(),
  title: z.string(),
  money: z.number(),
  minSpend: z.number(),
  validDays: z.number(),
  remaining: z.number().nullable(),
  claimUntil: z.string().nullable(),
  claimed: z.number(),
  perBusiness: z.number(),
});
export type CouponCentreItem = z.infer<typeof CouponCentreItem>;

export const CouponCentrePage = pageOf(CouponCentreItem);

export const CouponClaimed = z.object({ id: z.number(), validFrom: z.string(), validTo: z.string() });
export type CouponClaimed = z.infer<typeof CouponClaimed>;
