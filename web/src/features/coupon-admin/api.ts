import type { CouponGrantResult, CouponTemplateAdminItem } from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The operators' coupon-template calls (paths are ours; see docs/decisions.md). */

export const couponTemplateKeys = {
  all: ['couponTemplates'] as const,
  page: (current: number, size: number) => ['couponTemplates', current, size] as const,
};

export interface TemplatePage {
  records: CouponTemplateAdminItem[];
  total: number;
  current: number;
  size: number;
}

/** What the add/edit form sends: money as numbers with 2 decimals, claimUntil as an ISO moment or null. */
export interface TemplateDraft {
  id?: number;
  titleEn: string;
  titleZh: string;
  amount: number;
  minSpend: number;
  validDays: number;
  claimable: boolean;
  perBusiness: number;
  remaining: number | null;
  claimUntil: string | null;
}

export const fetchTemplates = (current: number, size: number) =>
  get<TemplatePage>('/couponTemplate/list', { current, size });

export const saveTemplate = (draft: TemplateDraft) =>
  post<CouponTemplateAdminItem>('/couponTemplate/save', {
    id: draft.id,
    titleEn: draft.titleEn,
    titleZh: draft.titleZh,
    amount: draft.amount.toFixed(2),
    minSpend: draft.minSpend.toFixed(2),
    validDays: draft.validDays,
    claimable: draft.claimable,
    perBusiness: draft.perBusiness,
    remaining: draft.remaining ?? '',
    claimUntil: draft.claimUntil ?? '',
  });

export const grantCoupon = (templateId: number, business: string) =>
  post<CouponGrantResult>('/couponTemplate/grant', { templateId, business });
