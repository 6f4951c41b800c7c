import {
  BindMobileRequest,
  BusinessInfo,
  BusinessInfoRequest,
  ChangePasswordRequest,
  SettlementRequest,
  SettlementState,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { limits } from '../../http/rate-limit';
import { pages } from '../pages';
import type { ProfileService } from './profile-service';
import type { SettlementService } from './settlement-service';
import { text } from './texts';

export interface ProfileRouteDeps {
  profile: ProfileService;
  settlement: SettlementService;
}

/** Account settings and certification of a logged-in person (our paths; the spec shows the pages). */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteDeps> = async (
  app,
  { profile, settlement },
) => {
  const tags = ['account settings'];

  app.get(
    '/business/info',
    {
      config: { access: access.permission(pages.businessInfo) },
      schema: {
        tags,
        summary: 'The business profile',
        response: { 200: officeSchema(BusinessInfo) },
      },
    },
    async (request) => officeOk(await profile.businessInfo(request.caller.account)),
  );

  app.post(
    '/business/saveInfo',
    {
      config: { access: access.permission(pages.businessInfo) },
      schema: {
        tags,
        summary: 'Complete or change the business profile (sets status 1)',
        body: BusinessInfoRequest,
        response: { 200: officeSchema(BusinessInfo) },
      },
    },
    async (request) =>
      officeOk(
        await profile.saveBusinessInfo(request.caller.account, request.body),
        translate(text.saved, request.language),
      ),
  );

  app.post(
    '/business/changePassword',
    {
      config: { access: access.signedIn, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Change the password; ends every session',
        body: ChangePasswordRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await profile.changePassword(
        request.caller.account,
        request.body.oldPassword,
        request.body.newPassword,
      );
      return officeOk(null, translate(text.passwordChanged, request.language));
    },
  );

  app.post(
    '/business/bindMobile',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Change the mobile number with an SMS code',
        body: BindMobileRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await profile.bindMobile(request.caller.account, request.body.mobile, request.body.code);
      return officeOk(null, translate(text.mobileBound, request.language));
    },
  );

  app.get(
    '/business/settlement',
    {
      // Every user of the business reads where certification stands (the back office opens by it); the
      // application itself goes only to who may apply.
      config: { access: access.business },
      schema: {
        tags,
        summary:
          'Certification state; the latest application too for who may apply (the owner, or staff with Business Info)',
        response: { 200: officeSchema(SettlementState) },
      },
    },
    async (request) =>
      officeOk(
        await settlement.state(request.caller.account, await request.caller.holds(pages.businessInfo)),
      ),
  );

  app.post(
    '/business/settlement/submit',
    {
      config: { access: access.permission(pages.businessInfo) },
      schema: {
        tags,
        summary: 'Submit company details for certification',
        body: SettlementRequest,
        response: { 200: officeSchema(SettlementState) },
      },
    },
    async (request) =>
      officeOk(
        await settlement.submit(request.caller.account, request.body),
        translate(text.settlementSubmitted, request.language),
      ),
  );
};
