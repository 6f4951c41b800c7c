import type { EnvelopeStyle } from '@dropmall/contract';
import { styleForUrl } from '../../../src/http/envelope';

/** The part of JSON Schema the route schemas produce (fastify-type-provider-zod's OpenAPI 3.0 output). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/** One operation of the document, in the form the fuzz suite and the matrix walk need. */
export interface Operation {
  /** `POST /v1/role/update`: names the test and the failure. */
  id: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The document says a bearer token is needed. */
  protected: boolean;
  style: EnvelopeStyle;
  query: Record<string, JsonSchema>;
  requiredQuery: string[];
  /** The body's schema, when the route declares one. */
  body?: JsonSchema;
  /** The statuses the document lists, each with the media types of its body. */
  responses: Record<number, string[]>;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** Every operation under the base path, in document order. */
export function operationsOf(doc: OpenApiDocument, base = '/v1/'): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(base)) continue;
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const query: Record<string, JsonSchema> = {};
      const requiredQuery: string[] = [];
      for (const p of op.parameters ?? []) {
        if (p.in !== 'query') continue;
        query[p.name] = p.schema ?? {};
        if (p.required) requiredQuery.push(p.name);
      }
      const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
      const responses: Record<number, string[]> = {};
      for (const [status, answer] of Object.entries(op.responses ?? {}))
        responses[Number(status)] = Object.keys(answer.content ?? {});
      out.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase() as Operation['method'],
        path,
        protected: (op.security ?? []).length > 0,
        style: styleForUrl(path),
        query,
        requiredQuery,
        body,
        responses,
      });
    }
  }
  return out;
}

/** Names of every field an operation takes, nested ones (inside paramJson and arrays) included. */
export function fieldNames(op: Operation): string[] {
  const names = new Set<string>(Object.keys(op.query));
  const walk = (s: JsonSchema | undefined) => {
    if (!s) return;
    for (const [name, child] of Object.entries(s.properties ?? {})) {
      names.add(name);
      walk(child);
    }
    walk(s.items);
    for (const alt of [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])]) walk(alt);
  };
  walk(op.body);
  for (const s of Object.values(op.query)) walk(s);
  return [...names];
}
