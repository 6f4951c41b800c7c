import type { Readable } from 'node:stream';
import { z } from 'zod';

/** The media types of the files the API answers, by the file's extension. */
export const FILE_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  pdf: 'application/pdf',
  csv: 'text/csv',
} as const;
export type FileKind = keyof typeof FILE_TYPES;

/** A file's bytes: a Buffer or a stream the reply pipes (Fastify sends both as they are, unserialized). */
const fileBody = z.custom<Buffer | Readable>(() => true).meta({ type: 'string', format: 'binary' });

/**
 * The 2xx answer of a route that answers a file, for `schema.response`: the document lists each media type
 * the route may send (a client generator reads the body as a blob), and the handler's reply is typed to send
 * the file's Buffer or stream. Failures still answer the JSON envelope.
 */
export function fileAnswer(description: string, ...kinds: [FileKind, ...FileKind[]]) {
  return {
    description,
    content: Object.fromEntries(kinds.map((kind) => [FILE_TYPES[kind], { schema: fileBody }])) as Record<
      string,
      { schema: typeof fileBody }
    >,
  };
}
