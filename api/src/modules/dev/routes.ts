import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Messenger } from '../../adapters/messaging/messenger';
import { access } from '../../http/access';

const Entry = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The six-digit code in the message, when it has one: what a developer is looking for. */
  code: z.string().nullable(),
  deliveredVia: z.string(),
  time: z.string(),
});

/** Outside production: the newest e-mails and SMS as JSON, so a developer can read their codes. */
export const devRoutes: FastifyPluginAsyncZod<{ messenger: Messenger }> = async (app, { messenger }) => {
  app.get(
    '/dev/outbox',
    {
      config: { access: access.anonymous },
      schema: {
        tags: ['development'],
        summary: 'Newest outbox messages (not mounted in production)',
        querystring: z.object({
          to: z.string().trim().toLowerCase().optional(),
          limit: z.coerce.number().int().min(1).max(200).default(20),
        }),
        response: { 200: z.array(Entry) },
      },
    },
    async (request) => {
      const { to, limit } = request.query;
      const entries = await messenger.latest(limit, to);
      return entries.map((e) => ({ ...e, code: /\b(\d{6})\b/.exec(e.body)?.[1] ?? null }));
    },
  );
};
