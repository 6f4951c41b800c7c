import type { FastifyInstance } from 'fastify';

export type RequestLogLevel = 'info' | 'debug' | 'silent';

/**
 * One log line per request, written when the answer has gone: method, path, status and time, with the
 * request id the logger already carries. Fastify's own pair of lines (incoming, completed) is turned off in
 * buildApp; at 'debug' the lines show only when LOG_LEVEL is debug or lower, at 'silent' never.
 */
export function installRequestLog(app: FastifyInstance, level: RequestLogLevel): void {
  if (level === 'silent') return;
  app.addHook('onResponse', async (request, reply) => {
    request.log[level](
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}
