import type { FastifyInstance } from 'fastify';
import { sampleRoutes } from './routes';
import { type SampleDeps, SampleService } from './service';

/** The Try-on List's samples, wired once (compose.ts) over the checkout, the cart and the address book. */
export function createSamples(deps: SampleDeps) {
  const service = new SampleService(deps);
  return {
    service,
    async register(api: FastifyInstance) {
      await api.register(sampleRoutes, { samples: service });
    },
  };
}
