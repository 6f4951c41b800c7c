import { z } from 'zod';
import { ID_MAX } from './constants';
import { RowId } from './ids';
import { pageOf } from './page';

/**
 * Coupon templates written by operators (our design, page /System/couponTemplates). A template says what a
 * coupon is worth; claimable ones are offered in the coupon centre. A coupon copies the amount, minimum spend
 * and validity at issue, so editing a template changes only coupons issued afterwards.
 */

export const couponTemplateMessages = {
  couponAmountFormat: {
    en: 'the amount must be above 0 and at most 10000, with at most 2 decimals',
    zh: '金额必须大于 0 且不超过 10000，最多两位小数',
  },
  couponMinSpendFormat: {
    en: 'the minimum spend must be 0 to 1000000, with at most 2 decimals',
    zh: '最低消费必须在 0 到 1000000 之间，最多两位小数',
  },
  couponAmountBelowMinSpend: {
    en: 'the amount must be less than the minimum spend (or set the minimum spend to 0 for no threshold)',
    zh: '金额必须小于最低消费（无门槛时最低消费填 0）',
  },
  couponValidDays: { en: 'the validity must be 1 to 365 days', zh: '有效天数必须在 1 到 365 之间' },
  couponPerBusiness: {
    en: 'the limit per business must be 1 to 100',
    zh: '每商家限领数量必须在 1 到 100 之间',
  },
  couponRemaining: {
    en: 'the quantity must be empty (unlimited) or 0 to 1000000',
    zh: '剩余数量必须留空（不限）或在 0 到 1000000 之间',
  },
  couponClaimUntil: {
    en: 'the claim deadline must be empty or a future date',
    zh: '领取截止时间必须留空或为将来的日期',
  },
  couponClaimable: { en: 'claimable must be true or false', zh: '可领取只能是是或否' },
  couponGrantTarget: {
    en: 'enter a business id or the e-mail of one of its users',
    zh: '请输入商家 ID 或其用户的邮箱',
  },
  couponTemplateNotFound: { en: 'This coupon template does not exist', zh: '该优惠券模板不存在' },
  couponBusinessNotFound: {
    en: 'No business has this id or e-mail',
    zh: '没有商家使用此 ID 或邮箱',
  },
} as const;

export const COUPON_AMOUNT_MAX = 10_000;
export const COUPON_MIN_SPEND_MAX = 1_000_000;
export const COUPON_TITLE_MAX = 100;
/** Template ids are 4-byte serials; business ids are capped the same way (none is near it). */

const blank = (v: unknown) => (v === '' || v === null || v === 'undefined' ? undefined : v);
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const numberText = (v: unknown) => (typeof v === 'number' ? String(v) : trim(v));
const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** A decimal of MONEY in cents, exactly (no float arithmetic). */
export function toCents(money: string): number {
  const [whole = '0', fraction = ''] = money.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const money = (key: 'couponAmountFormat' | 'couponMinSpendFormat', min: number, max: number) =>
  z.preprocess(
    numberText,
    z
      .string({ message: key })
      .regex(MONEY, { message: key })
      .refine((s) => toCents(s) >= min && toCents(s) <= max * 100, { message: key }),
  );

const wholeNumber = (key: keyof typeof couponTemplateMessages, min: number, max: number) =>
  z.coerce
    .number({ message: key })
    .int({ message: key })
    .min(min, { message: key })
    .max(max, { message: key });

const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean({ message: 'couponClaimable' }),
);

/** A moment in ISO 8601 with its offset, later than now. */
export const ClaimUntil = z.preprocess(
  blank,
  z
    .string({ message: 'couponClaimUntil' })
    .refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && Date.parse(s) > Date.now(), {
      message: 'couponClaimUntil',
    })
    .optional(),
);

export const CouponTemplateFields = {
  titleEn: z.preprocess(
    trim,
    z
      .string({ message: 'required' })
      .min(1, { message: 'required' })
      .max(COUPON_TITLE_MAX, { message: 'tooLong' }),
  ),
  titleZh: z.preprocess(
    trim,
    z
      .string({ message: 'required' })
      .min(1, { message: 'required' })
      .max(COUPON_TITLE_MAX, { message: 'tooLong' }),
  ),
  amount: money('couponAmountFormat', 1, COUPON_AMOUNT_MAX),
  minSpend: money('couponMinSpendFormat', 0, COUPON_MIN_SPEND_MAX),
  validDays: wholeNumber('couponValidDays', 1, 365),
  claimable: z.preprocess((v) => v ?? false, flag),
  perBusiness: z.preprocess((v) => blank(v) ?? 1, wholeNumber('couponPerBusiness', 1, 100)),
  /** Empty: unlimited. */
  remaining: z.preprocess(blank, wholeNumber('couponRemaining', 0, 1_000_000).optional()),
  /** Empty: claims stay open. */
  claimUntil: ClaimUntil,
};

/**
 * Create (no id) or edit (id) a template. The rule a shop uses: with a minimum spend, the coupon is worth
 * less than it (a $30-off-$30 coupon would give the goods away); a minimum spend of 0 means no threshold.
 */
export const CouponTemplateInput = z
  .object({
    id: z.preprocess(blank, RowId.optional()),
    ...CouponTemplateFields,
  })
  .refine((t) => toCents(t.minSpend) === 0 || toCents(t.amount) < toCents(t.minSpend), {
    message: 'couponAmountBelowMinSpend',
    path: ['amount'],
  });
export type CouponTemplateInput = z.infer<typeof CouponTemplateInput>;

export const CouponTemplateListQuery = z.object({
  current: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
  size: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(10)),
});

/** Whom a granted coupon goes to: a business id, or the e-mail of one of its users. */
export const GrantTarget = z.preprocess(
  trim,
  z
    .string({ message: 'couponGrantTarget' })
    .max(254, { message: 'couponGrantTarget' })
    .refine(
      (s) => (/^\d+$/.test(s) ? Number(s) >= 1 && Number(s) <= ID_MAX : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s)),
      { message: 'couponGrantTarget' },
    ),
);

export const CouponGrantInput = z.object({
  templateId: RowId,
  business: GrantTarget,
});

/** A template as operators see it, with how many coupons were issued of it and how many of those were used. */
export const CouponTemplateAdminItem = z.object({
  id: z.number(),
  titleEn: z.string(),
  titleZh: z.string(),
  amount: z.number(),
  minSpend: z.number(),
  validDays: z.number(),
  claimable: z.boolean(),
  perBusiness: z.number(),
  remaining: z.number().nullable(),
  claimUntil: z.string().nullable(),
  createdAt: z.string(),
  issued: z.number(),
  used: z.number(),
});
export type CouponTemplateAdminItem = z.infer<typeof CouponTemplateAdminItem>;

export const CouponTemplatePage = pageOf(CouponTemplateAdminItem);
export type CouponTemplatePage = z.infer<typeof CouponTemplatePage>;

export const CouponGrantResult = z.object({
  couponId: z.number(),
  businessId: z.number(),
  validTo: z.string(),
});
export type CouponGrantResult = z.infer<typeof CouponGrantResult>;
