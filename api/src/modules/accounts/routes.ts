import {
  EmailCodeRequest,
  LoginModel,
  LoginRequest,
  Registered,
  RegisterRequest,
  ResetPasswordRequest,
  SmsCodeRequest,
} from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { bearerToken } from '../../http/auth';
import { officeOk, officeSchema } from '../../http/envelope';
import { translate } from '../../http/language';
import { limits } from '../../http/rate-limit';
import type { LoginService } from './login-service';
import type { RegistrationService } from './registration-service';
import type { SessionService } from './session-service';
import { text } from './texts';

export interface AccountRouteDeps {
  registration: RegistrationService;
  login: LoginService;
  sessions: SessionService;
}

/** Getting in: codes, registration, login, password reset, logout (spec 000 §5, spec 001 §4-5). */
export const accountRoutes: FastifyPluginAsyncZod<AccountRouteDeps> = async (app, deps) => {
  const tags = ['accounts'];

  app.post(
    '/business/emailCode',
    {
      config: { access: access.anonymous, rateLimit: limits.code },
      schema: {
        tags,
        summary: 'Send an e-mail verification code',
        body: EmailCodeRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const lang = request.language;
      await deps.registration.sendEmailCode(request.body.email, request.body.purpose, lang);
      return officeOk(null, translate(text.codeSent, lang));
    },
  );

  app.post(
    '/getMoblieMessage',
    {
      config: { access: access.anonymous, rateLimit: limits.code },
      schema: {
        tags,
        summary: 'Send an SMS verification code',
        body: SmsCodeRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const lang = request.language;
      await deps.registration.sendSmsCode(request.body.mobile, request.body.purpose, lang);
      return officeOk(null, translate(text.codeSent, lang));
    },
  );

  app.post(
    '/mall/index/register',
    {
      config: { access: access.anonymous, rateLimit: limits.register },
      schema: {
        tags,
        summary: 'Register a business and its owner',
        body: RegisterRequest,
        response: { 200: officeSchema(Registered) },
      },
    },
    async (request) => {
      const { businessId } = await deps.registration.register(request.body);
      return officeOk({ businessId }, translate(text.registered, request.language));
    },
  );

  app.post(
    '/businessLogin',
    {
      config: { access: access.anonymous, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Log in with username, password and code',
        body: LoginRequest,
        response: { 200: officeSchema(LoginModel) },
      },
    },
    async (request) => officeOk(await deps.login.login(request.body)),
  );

  app.post(
    '/business/forget/saveNewPassword',
    {
      config: { access: access.anonymous, rateLimit: limits.login },
      schema: {
        tags,
        summary: 'Set a new password with an e-mailed code',
        body: ResetPasswordRequest,
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      await deps.registration.resetPassword(request.body);
      return officeOk(null, translate(text.passwordReset, request.language));
    },
  );

  app.post(
    '/logout',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'End this session',
        response: { 200: officeSchema(z.null()) },
      },
    },
    async (request) => {
      const token = bearerToken(request);
      if (token) await deps.sessions.revoke(token);
      return officeOk(null, translate(text.loggedOut, request.language));
    },
  );
};
