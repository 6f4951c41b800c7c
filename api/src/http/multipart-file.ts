import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Lets the routes of one plugin (and only them) take a multipart body: one file, a few small fields. Register
 * it inside the plugin that declares the upload routes, so no other route accepts multipart.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024 } });
  // The document shows these routes' body as a multipart file, and their 413 and 415 as an upload's.
  app.addHook('onRoute', (route) => {
    if (route.schema) route.schema = { ...route.schema, consumes: ['multipart/form-data'] };
  });
}

/**
 * The one file of a multipart request (any field name), read whole into memory but never beyond `maxBytes`:
 * a bigger file throws `tooLarge()` (a 413 the caller words), a missing file or a broken multipart head is a
 * 400. The route's access was checked before this reads anything.
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: () => Error,
): Promise<{ filename: string; body: Buffer }> {
  const file = await request.file({ limits: { fileSize: maxBytes } }).catch((error: Error) => {
    // busboy throws plain errors for a broken multipart head (no boundary): the caller's mistake.
    if (error.message?.startsWith('Multipart:')) throw badRequest('badBody');
    throw error;
  });
  if (!file) throw badRequest('uploadMissing');
  try {
    // A file name can carry an encoded NUL (filename*=UTF-8''a%00.xlsx), which no text column takes.
    return { filename: file.filename.replaceAll('\u0000', ''), body: await file.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
