import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PendingFiles } from '../adapters/storage';

const PREFIX = '/uploads/';

/**
 * Serves stored pictures and files under /uploads. A stored file never changes under its name (a new upload
 * gets a new name), so browsers may keep it for a year without asking again.
 */
export async function installUploads(
  app: FastifyInstance,
  uploadsDir: string,
  pending?: PendingFiles,
): Promise<void> {
  mkdirSync(uploadsDir, { recursive: true });
  // A picture still being drawn (the demo catalogue's, just after the first start) is waited for, not a 404.
  if (pending)
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith(PREFIX)) return;
      const key = decodeURIComponent(request.url.slice(PREFIX.length).split('?')[0] ?? '');
      await pending.ready(key)?.catch(() => {});
    });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '365d',
    immutable: true,
  });
}
