import {
  ChangePayPasswordRequest,
  PayPasswordCodeSent,
  PayPasswordState,
  ResetPayPasswordRequest,
  SetPayPasswordRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { declaredFailures } from '../../http/openapi-failures';
import { limits } from '../../http/rate-limit';
import type { PayPasswordService } from './pay-password-service';
import { payPasswordText, text } from './texts';

/**
 * The 6-digit payment password (our paths, under /business/: no API key may call them). Any user of the
 * business reads its state (the pay dialog asks for it when set); only the owner sets, changes, resets.
 */
export const payPasswordRoutes: FastifyPluginAsyncZod<{ payPasswords: PayPasswordService }> = async (
  app,
  { payPasswords },
) => {
  const tags = ['account settings'];
  const saved = (lang: 'en' | 'zh') => officeOk(null, translate(payPasswordText.saved, lang));

  app.get(
    '/business/payPassword',
    {
      config: { access: access.business },
      schema: {
        tags,
        summary: 'Whether the business has a payment password, and whether it is locked',
        response: { 200: officeSchema(PayPasswordState) },
      },
    },
    async (request) => officeOk(await payPasswords.state(request.caller.account)),
  );

  app.post(
    '/business/payPassword/set',
    {
      config: { access: access.business, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Set the 6-digit payment password (owner; 409 when one is set)',
        body: SetPayPasswordRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await payPasswords.set(request.caller.account, request.body.password);
      return saved(request.language);
    },
  );

  app.post(
    '/business/payPassword/change',
    {
      config: { access: access.business, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Change the payment password with the current one (a wrong one counts towards the lock)',
        body: ChangePayPasswordRequest,
        response: { 200: officeSchema(z.null()) },
        failures: declaredFailures.payPassword,
      },
    },
    async (request) => {
      await payPasswords.change(request.caller.account, request.body.oldPassword, request.body.password);
      return saved(request.language);
    },
  );

  app.post(
    '/business/payPassword/sendCode',
    {
      config: { access: access.business, rateLimit: limits.code },
      schema: {
        tags,
        summary: 'E-mail the owner a code to reset the payment password',
        response: { 200: officeSchema(PayPasswordCodeSent) },
      },
    },
    async (request) =>
      officeOk(
        await payPasswords.sendResetCode(request.caller.account, request.language),
        translate(text.codeSent, request.language),
      ),
  );

  app.post(
    '/business/payPassword/reset',
    {
      config: { access: access.business, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Set a new payment password with the e-mailed code (lifts a lock)',
        body: ResetPayPasswordRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await payPasswords.reset(request.caller.account, request.body.code, request.body.password);
      return saved(request.language);
    },
  );
};
