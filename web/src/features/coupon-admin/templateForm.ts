import { CouponTemplateFields, GrantTarget, toCents } from '@dropmall/contract';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { contractText, schemaRule } from '../../lib/formRules';
import type { TemplateDraft } from './api';

/** The add/edit form's values: antd controls hold numbers, a Dayjs and a boolean. */
export interface TemplateFormValues {
  titleEn: string;
  titleZh: string;
  amount: number | null;
  minSpend: number | null;
  validDays: number | null;
  claimable: boolean;
  perBusiness: number | null;
  remaining: number | null;
  claimUntil: Dayjs | null;
}

export const EMPTY_TEMPLATE: TemplateFormValues = {
  titleEn: '',
  titleZh: '',
  amount: null,
  minSpend: 0,
  validDays: 30,
  claimable: true,
  perBusiness: 1,
  remaining: null,
  claimUntil: null,
};

export const toFormValues = (t: TemplateDraft): TemplateFormValues => ({
  ...t,
  claimUntil: t.claimUntil ? dayjs(t.claimUntil) : null,
});

/** The chosen day closes at its end, in the operator's time zone. */
export const toDraft = (v: TemplateFormValues, id?: number): TemplateDraft => ({
  id,
  titleEn: v.titleEn.trim(),
  titleZh: v.titleZh.trim(),
  amount: v.amount ?? 0,
  minSpend: v.minSpend ?? 0,
  validDays: v.validDays ?? 0,
  claimable: v.claimable,
  perBusiness: v.perBusiness ?? 1,
  remaining: v.remaining ?? null,
  claimUntil: v.claimUntil ? v.claimUntil.endOf('day').toISOString() : null,
});

const need = (field: string): FormRule => ({
  required: true,
  message: contractText('required', { field }),
});

/** The rules of each field, taken from the contract the server checks with. */
export type TemplateField =
  | 'titleEn'
  | 'titleZh'
  | 'amount'
  | 'minSpend'
  | 'validDays'
  | 'perBusiness'
  | 'remaining'
  | 'claimable'
  | 'claimUntil'
  | 'business';

export const templateRules = (label: (field: TemplateField) => string) => ({
  titleEn: [
    { ...need(label('titleEn')), whitespace: true },
    schemaRule(CouponTemplateFields.titleEn, contractText('tooLong', { field: label('titleEn') })),
  ],
  titleZh: [
    { ...need(label('titleZh')), whitespace: true },
    schemaRule(CouponTemplateFields.titleZh, contractText('tooLong', { field: label('titleZh') })),
  ],
  amount: [need(label('amount')), schemaRule(CouponTemplateFields.amount), amountBelowMinSpend],
  minSpend: [need(label('minSpend')), schemaRule(CouponTemplateFields.minSpend)],
  validDays: [need(label('validDays')), schemaRule(CouponTemplateFields.validDays)],
  perBusiness: [need(label('perBusiness')), schemaRule(CouponTemplateFields.perBusiness)],
  remaining: [schemaRule(CouponTemplateFields.remaining)],
  claimUntil: [
    {
      validator: async (_rule: unknown, value: Dayjs | null) => {
        if (value && !value.endOf('day').isAfter(dayjs())) throw new Error(contractText('couponClaimUntil'));
      },
    },
  ] as FormRule[],
  grantTarget: [need(label('business')), schemaRule(GrantTarget)],
});

/** With a minimum spend, the amount must stay below it (the contract's cross-field rule). */
export const amountBelowMinSpend: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, amount: number | null) => {
    const minSpend: number | null = getFieldValue('minSpend');
    if (amount === null || amount === undefined || !minSpend) return;
    if (toCents(amount.toFixed(2)) >= toCents(minSpend.toFixed(2)))
      throw new Error(contractText('couponAmountBelowMinSpend'));
  },
});
