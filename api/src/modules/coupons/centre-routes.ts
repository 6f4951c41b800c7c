import { CouponCentrePage, CouponCentreQuery, CouponClaimed, CouponClaimRequest } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import type { CouponCentreService } from './centre-service';

/** The business page of the coupon centre (the business menu of the permission seed). */
const CENTRE_PAGE = { scope: 'business', page: '/coupon/index2' } as const;

/** Coupons a business claims itself (paths ours, beside spec 001's /api/coupon/list). */
export const couponCentreRoutes: FastifyPluginAsyncZod<{ centre: CouponCentreService }> = async (
  app,
  { centre },
) => {
  const tags = ['coupons'];

  app.post(
    '/api/coupon/centre',
    {
      config: { access: access.permission(CENTRE_PAGE) },
      schema: {
        tags,
        summary: 'Coupons open to claim, with how many the caller holds',
        body: CouponCentreQuery.optional(),
        response: { 200: apiSchema(CouponCentrePage) },
      },
    },
    async (request) => {
      const { current, size } = request.body ?? { current: 1, size: 20 };
      const businessId = request.caller.businessId;
      return apiOk(await centre.list(businessId, request.language, current, size));
    },
  );

  app.post(
    '/api/coupon/claim',
    {
      config: { access: access.permission(CENTRE_PAGE) },
      schema: {
        tags,
        summary: 'Claim one coupon of a template',
        body: CouponClaimRequest,
        response: { 200: apiSchema(CouponClaimed) },
      },
    },
    async (request) => apiOk(await centre.claim(request.caller.businessId, request.body.templateId)),
  );
};
