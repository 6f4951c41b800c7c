import {
  CouponGrantInput,
  CouponGrantResult,
  CouponTemplateAdminItem,
  CouponTemplateInput,
  CouponTemplateListQuery,
  CouponTemplatePage,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { on } from '../../http/permissions';
import type { CouponTemplateAdminService } from './template-admin-service';

/** The platform page where operators write coupon templates (the platform menu of the permission seed). */
export const COUPON_TEMPLATES_PAGE = { platform: '/System/couponTemplates' };

/** Operators' calls on coupon templates (paths ours, office envelope like /sellerList/*). */
export const couponTemplateAdminRoutes: FastifyPluginAsyncZod<{ admin: CouponTemplateAdminService }> = async (
  app,
  { admin },
) => {
  const tags = ['coupons'];

  app.get(
    '/couponTemplate/list',
    {
      config: { access: access.permission(...on(COUPON_TEMPLATES_PAGE)) },
      schema: {
        tags,
        summary: 'Coupon templates, newest first, with how many coupons were issued and used',
        querystring: CouponTemplateListQuery,
        response: { 200: officeSchema(CouponTemplatePage) },
      },
    },
    async (request) => officeOk(await admin.list(request.query.current, request.query.size)),
  );

  app.post(
    '/couponTemplate/save',
    {
      config: { access: access.permission(...on(COUPON_TEMPLATES_PAGE, 'edit')) },
      schema: {
        tags,
        summary: 'Add a template, or edit the one with this id (issued coupons keep their terms)',
        body: CouponTemplateInput,
        response: { 200: officeSchema(CouponTemplateAdminItem) },
      },
    },
    async (request) => officeOk(await admin.save(request.body)),
  );

  app.post(
    '/couponTemplate/grant',
    {
      config: { access: access.permission(...on(COUPON_TEMPLATES_PAGE, 'grant')) },
      schema: {
        tags,
        summary: 'Give one coupon of a template to a business (by id or a user e-mail), with a message',
        body: CouponGrantInput,
        response: { 200: officeSchema(CouponGrantResult) },
      },
    },
    async (request) => officeOk(await admin.grant(request.body.templateId, request.body.business)),
  );
};
