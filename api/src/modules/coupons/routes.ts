import { CouponListQuery, HeldCouponPage } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { apiOk, apiSchema } from '../../http/envelope';
import { pages } from '../pages';
import type { CouponService } from './service';

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (app, { coupons }) => {
  app.post(
    '/api/coupon/list',
    {
      config: { access: access.permission(pages.myCoupons, ...pages.checkout) },
      schema: {
        tags: ['coupons'],
        summary: 'The caller’s coupons, by status (unused, used, expired)',
        body: CouponListQuery,
        response: { 200: apiSchema(HeldCouponPage) },
      },
    },
    async (request) => {
      const { status, current, size } = request.body;
      return apiOk(await coupons.list(request.caller.businessId, request.language, status, current, size));
    },
  );
};
