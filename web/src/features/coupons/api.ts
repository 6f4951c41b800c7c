import type { CouponCentreItem, Page } from '@dropmall/contract';
import { post } from '../../lib/http';

/** The caller's coupons (spec 001 §7 /api/coupon/list) and the coupon centre (our paths). */

export type CouponStatus = 'unused' | 'used' | 'expired';

export interface HeldCoupon {
  id: number;
  title: string;
  money: number;
  minSpend: number;
  status: CouponStatus;
  validFrom: string;
  validTo: string;
}

export const couponKeys = {
  all: ['coupons'] as const,
  mine: (status: CouponStatus, current: number) => ['coupons', 'mine', status, current] as const,
  centre: ['coupons', 'centre'] as const,
};

export const fetchMyCoupons = (status: CouponStatus, current: number) =>
  post<Page<HeldCoupon>>('/api/coupon/list', { status, current, size: 12 });

export const fetchCentre = () => post<Page<CouponCentreItem>>('/api/coupon/centre', { current: 1, size: 50 });

export const claimCoupon = (templateId: number) =>
  post<{ id: number; validTo: string }>('/api/coupon/claim', { templateId });
