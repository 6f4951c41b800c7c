import type { FastifyInstance } from 'fastify';

/**
 * Once the server is stopping (SIGTERM -> app.close()), every answer still being written says
 * `Connection: close`. Fastify refuses requests that arrive while it stops (503) and Node closes the connections
 * idle at that moment, but a keep-alive connection whose request was in flight would otherwise stay open after
 * its answer until the client or a proxy lets it go (up to the keep-alive timeout), holding the stop up.
 */
export function installDrain(app: FastifyInstance): void {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}
