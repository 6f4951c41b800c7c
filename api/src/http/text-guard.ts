import { JSON_FORM_FIELDS } from '@dropmall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from './errors';

const NUL = '\u0000';
const JSON_FIELDS: ReadonlySet<string> = new Set(JSON_FORM_FIELDS);

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // the field's own schema says the JSON is bad
  }
}

/**
 * The path of the first text holding a NUL character, in keys or values, looking inside the JSON of the
 * JSON form fields too; undefined when there is none. Iterative, so no nesting depth can overflow the stack.
 */
export function findNul(root: unknown, rootPath: string): string | undefined {
  const stack: [unknown, string][] = [[root, rootPath]];
  while (stack.length > 0) {
    const [value, path] = stack.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return at;
      stack.push([child, at]);
      if (typeof child === 'string' && JSON_FIELDS.has(key)) stack.push([parsedJson(child), at]);
    }
  }
  return undefined;
}

function nulField(request: FastifyRequest): string | undefined {
  return findNul(request.params, '') ?? findNul(request.query, '') ?? findNul(request.body, '');
}

/**
 * PostgreSQL text cannot hold NUL (\u0000): a value carrying one would fail in the database as a 500. Every
 * route's params, query and body (JSON form fields included) are checked here, once, before validation,
 * and such a request is refused with 400 naming the field.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = nulField(request);
    if (field !== undefined) throw badRequest('textNul', { field: field || 'body' });
  });
}
