import { emailField, LOGIN_MOBILE_PATTERN, LoginModel, passwordField } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { FixtureService } from './fixture-service';

const FixtureBusinessRequest = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  email: emailField.optional(),
  /** A mobile the login page accepts, so the business can log in by SMS as well. */
  mobile: z.string().regex(LOGIN_MOBILE_PATTERN, { message: 'mobileInvalid' }).optional(),
  password: passwordField.optional(),
  certified: z.boolean().default(true),
  balance: z.number().min(0).max(1_000_000).default(0),
  coupons: z.array(z.string().min(1).max(200)).max(10).default([]),
  products: z.number().int().min(0).max(5).default(0),
});

const FixtureBusinessModel = z.object({
  business: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    password: z.string(),
  }),
  session: LoginModel,
  productIds: z.array(z.number()),
  couponIds: z.array(z.number()),
});

/**
 * Test-only routes, mounted when TEST_FIXTURES=true (never in production: the configuration refuses it).
 * The end-to-end stories make the data they read here instead of sharing the demo business.
 */
export const fixtureRoutes: FastifyPluginAsyncZod<{ fixtures: FixtureService }> = async (
  app,
  { fixtures },
) => {
  app.post(
    '/dev/fixtures/business',
    {
      // Anonymous like the outbox: the stories call it before anyone is logged in. It only exists in tests.
      config: { access: access.anonymous },
      schema: {
        tags: ['development'],
        summary: 'A fresh business with a session, a balance, coupons and products (test fixtures only)',
        body: FixtureBusinessRequest,
        response: { 200: officeSchema(FixtureBusinessModel) },
      },
    },
    async (request) => officeOk(await fixtures.business(request.body)),
  );
};
