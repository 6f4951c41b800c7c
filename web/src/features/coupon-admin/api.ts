import type { CouponGrantResult, CouponTemplateAdminItem, CouponTemplatePage } from '@dropmall/contract';
import { get, post } from '../../lib/http';

/** The operators' coupon-template calls (paths are ours; see docs/decisions.md). */

export const couponTemplateKeys = {
  all: ['couponTemplates'] as const,
  page: (current: number, size: number) => ['couponTemplates', current, size] as const,
};

export type TemplatePage = CouponTemplatePage;

/** What the add/edit form sends: a template without its counts (money with 2 decimals, claimUntil ISO or null). */
export type TemplateDraft = Omit<CouponTemplateAdminItem, 'id' | 'createdAt' | 'issued' | 'used'> &
  Partial<Pick<CouponTemplateAdminItem, 'id'>>;

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
