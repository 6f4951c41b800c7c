import type { CouponTemplateAdminItem } from '@dropmall/contract';
import type { FastifyInstance } from 'fastify';
import { expectOk, tag } from '../office/support';
import { get, post } from '../support/http';

type Fields = Record<string, string | number>;

/** A valid template form: $5 off $30, 7 days, claimable. */
export const templateFields = (extra: Fields = {}): Fields => ({
  titleEn: `Five off ${tag()}`,
  titleZh: '满30减5',
  amount: '5',
  minSpend: '30',
  validDays: 7,
  claimable: 'true',
  perBusiness: 1,
  ...extra,
});

export const saveTemplate = (app: FastifyInstance, token: string, fields: Fields, lang?: 'en' | 'zh') =>
  post(app, '/v1/couponTemplate/save', fields, { token, lang });

export const grant = (app: FastifyInstance, token: string, fields: Fields, lang?: 'en' | 'zh') =>
  post(app, '/v1/couponTemplate/grant', fields, { token, lang });

export const templateList = async (app: FastifyInstance, token: string, query = 'size=100') =>
  expectOk<{ records: CouponTemplateAdminItem[]; total: number }>(
    await get(app, `/v1/couponTemplate/list?${query}`, { token }),
  );
