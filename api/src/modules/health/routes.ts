import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { HealthService } from './service';

const HealthModel = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['postgres', 'pglite']),
  instanceId: z.string(),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    '/health',
    {
      config: { access: access.anonymous },
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: officeSchema(HealthModel), 503: officeSchema(HealthModel) },
      },
    },
    async (_request, reply) => {
      const report = await health.report();
      return reply.status(report.status === 'ok' ? 200 : 503).send(officeOk(report));
    },
  );
};
