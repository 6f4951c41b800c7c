import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../http/access';
import { officeOk, officeSchema } from '../../http/envelope';
import type { HealthService } from './service';

const ReadyModel = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['postgres', 'pglite']),
  instanceId: z.string(),
  uptimeSeconds: z.number(),
});

const LiveModel = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

/**
 * Probes for a load balancer or an orchestrator (docs/deploy.md): liveness (the process answers) and
 * readiness (the database answers too; 503 otherwise, and while the process stops).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  const tags = ['system'];
  // '/health' is the first probe, kept for the monitors that already ask it: the same answer as /health/ready.
  for (const [path, summary] of [
    ['/health/ready', 'Readiness: 200 when the database answers, 503 when it does not'],
    ['/health', 'Readiness, as /health/ready'],
  ] as const)
    app.get(
      path,
      {
        config: { access: access.anonymous },
        schema: {
          tags,
          summary,
          response: { 200: officeSchema(ReadyModel), 503: officeSchema(ReadyModel) },
        },
      },
      async (_request, reply) => {
        const report = await health.report();
        return reply.status(report.status === 'ok' ? 200 : 503).send(officeOk(report));
      },
    );

  app.get(
    '/health/live',
    {
      config: { access: access.anonymous },
      schema: {
        tags,
        summary: 'Liveness: 200 while the process answers; asks nothing of the database',
        response: { 200: officeSchema(LiveModel) },
      },
    },
    async () => officeOk(health.live()),
  );
};
