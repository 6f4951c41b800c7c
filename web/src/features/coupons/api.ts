import type { CouponCentreItem, CouponClaimed, CouponStatus, HeldCoupon, Page } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The caller's coupons (spec 001 §7 /api/coupon/list) and the coupon centre (our paths). */

export type { CouponStatus, HeldCoupon };

export const couponKeys = {
  all: ['coupons'] as const,
  mine: (status: CouponStatus, current: number) => ['coupons', 'mine', status, current] as const,
  centre: ['coupons', 'centre'] as const,
};

export const fetchMyCoupons = (status: CouponStatus, current: number) =>
  post<Page<HeldCoupon>>('/api/coupon/list', { status, current, size: 12 });

export const fetchCentre = () => post<Page<CouponCentreItem>>('/api/coupon/centre', { current: 1, size: 50 });

export const claimCoupon = (templateId: number) => post<CouponClaimed>('/api/coupon/claim', { templateId });
