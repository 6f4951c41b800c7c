import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../src/http/access';
import { fileAnswer } from '../src/http/file-answer';
import { installOpenApi } from '../src/http/openapi';
import { createTestApp, type TestApp } from './support/app';
import { lintProblems, specificationProblems } from './support/openapi-check';

/**
 * The OpenAPI document is valid and complete (issue 36, item 2): a validator and a linter from the registry
 * pass it, every $ref resolves (the recursive trees are named components), file downloads say their media
 * types, and each call lists the failures its declaration implies (access, method, upload, idempotency, its own).
 */
interface Answer {
  description?: string;
  content?: Record<string, { schema?: { $ref?: string } }>;
}
interface Op {
  operationId?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, Answer>;
}
type Paths = Record<string, Record<string, Op>>;
let t: TestApp;
let doc: { paths: Paths; components: { schemas: Record<string, unknown> } };

const ops = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, op })),
  );
const op = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not in the document`);
  return found;
};
/** The envelope codes of a failure answer (its schema is a named component: ApiFailure1001or1007). */
const codesOf = (answer: Answer | undefined) => {
  const ref = answer?.content?.['application/json']?.schema?.$ref ?? '';
  const schema = doc.components.schemas[ref.replace('#/components/schemas/', '')] as
    | { properties: { code: { enum: number[] } } }
    | undefined;
  return schema?.properties.code.enum;
};

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
}, 120_000);
afterAll(() => t.close());

describe('the OpenAPI document', () => {
  it('is valid by the OpenAPI 3.0 schema, with every $ref resolved', async () => {
    expect(await specificationProblems(doc)).toEqual([]);
  });

  it('passes the lint: examples fit their schemas, every call has its 2xx and 4xx, ids are unique', async () => {
    expect(await lintProblems(doc)).toEqual([]);
  });

  it('defines the recursive trees once, by name, and refers to them', () => {
    const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
    for (const name of ['CategoryNode', 'PermissionNode', 'MenuNode']) {
      expect(doc.components.schemas[name], name).toMatchObject({
        type: 'object',
        properties: { children: { type: 'array', items: ref(name) } },
      });
    }
    const categories = op('get', '/v1/mall/index/category').responses['200']?.content?.['application/json'];
    expect(JSON.stringify(categories?.schema)).toContain(JSON.stringify(ref('CategoryNode')));
    // Only what a call refers to: the input twin zod registers beside each (CategoryNodeInput) is dropped.
    const named = Object.keys(doc.components.schemas).filter((name) => !name.includes('Failure'));
    expect(named.sort()).toEqual(['CategoryNode', 'MenuNode', 'PermissionNode']);
  });

  it('documents each file download with the media types it answers', () => {
    const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const types = (method: string, path: string) =>
      Object.keys(op(method, path).responses['200']?.content ?? {}).sort();
    expect(types('post', '/v1/product/initzip')).toEqual(['application/zip']);
    expect(types('get', '/v1/product/publishCsv')).toEqual(['text/csv']);
    expect(types('get', '/v1/cash/settlement/file')).toEqual(['application/pdf', XLSX]);
    expect(types('get', '/v1/exportRecord/download')).toEqual([XLSX, 'application/zip']);
    expect(types('get', '/v1/stock/labels/document')).toEqual(['application/pdf']);
    expect(types('get', '/v1/stock/ledger/file')).toEqual([XLSX]);
    expect(op('get', '/v1/store/invoice/file').responses['200']?.content?.['application/pdf']).toEqual({
      schema: { type: 'string', format: 'binary' },
    });
    // Every call answers something documented: a JSON envelope or a file.
    const silent = ops(doc.paths).filter(({ op }) => {
      const ok = Object.entries(op.responses).find(([status]) => status.startsWith('2'))?.[1];
      return !ok?.content || Object.keys(ok.content).length === 0;
    });
    expect(silent.map(({ id }) => id)).toEqual([]);
  });

  it('lists on every call the failures its declaration implies', () => {
    for (const { id, method, op } of ops(doc.paths)) {
      const listed = Object.keys(op.responses);
      // Whoever calls: bad input, a bad or out-of-scope API key (public calls too), not found, conflict,
      // rate limit, server error.
      for (const status of ['400', '401', '403', '404', '409', '429', '500'])
        expect(listed, `${id} ${status}`).toContain(status);
      // A body the server does not read: too large, or of a type the call does not take.
      if (method !== 'get') expect(listed, id).toEqual(expect.arrayContaining(['413', '415']));
      else expect(listed, id).not.toContain('415');
      // A read sent again with its ETag in If-None-Match: 304, no body.
      if (method === 'get') expect(op.responses['304'], id).toEqual({ description: expect.any(String) });
      else expect(op.responses['304'], id).toBeUndefined();
      expect(codesOf(op.responses['415']) ?? [4150]).toEqual([4150]);
      expect(op.operationId, id).toMatch(/^(get|post)[A-Z]/);
    }
    // Public calls say so with an empty requirement, and still refuse a dead API key (1001 only).
    const register = op('post', '/v1/mall/index/register');
    expect(register.security).toEqual([]);
    expect(codesOf(register.responses['401'])).toEqual([1001]);
    expect(codesOf(op('post', '/v1/webhook/list').responses['401'])).toEqual([1001, 1007]);
    // Each envelope is defined once, named by its family and codes.
    expect(doc.components.schemas.ApiFailure1001or1007).toMatchObject({
      required: ['success', 'result', 'message', 'code'],
      properties: { code: { type: 'integer', enum: [1001, 1007] } },
    });
  });

  it('lists the failures particular to a call: uploads, idempotency, the payment password, webhooks', () => {
    const upload = op('post', '/v1/upload/image');
    expect(Object.keys(upload.requestBody?.content ?? {})).toEqual(['multipart/form-data']);
    expect(upload.responses['415']?.description).toContain('multipart/form-data');
    expect(upload.responses['413']?.description).toContain('file');
    expect(Object.keys(op('post', '/v1/stock/document/import').requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);

    const pay = op('post', '/v1/api/payment/pay');
    expect(codesOf(pay.responses['400'])).toEqual([4000, 4001]);
    expect(codesOf(pay.responses['423'])).toEqual([4230]);
    expect(codesOf(pay.responses['422'])).toEqual([4000]);
    expect(pay.responses['502']).toBeDefined();
    expect(codesOf(op('post', '/v1/business/payPassword/change').responses['423'])).toEqual([4230]);
    expect(op('post', '/v1/api/order/submitOrder').responses['422']).toBeDefined();
    expect(op('post', '/v1/api/order/orderList').responses['422']).toBeUndefined();
    expect(op('post', '/v1/api/order/orderList').responses['423']).toBeUndefined();

    for (const path of ['/v1/api/payment/webhook/sandbox', '/v1/store/webhook/{storeId}']) {
      const webhook = op('post', path);
      expect(webhook.security, path).toEqual([]);
      expect(codesOf(webhook.responses['401']), path).toEqual([1001, 4030]);
      expect(webhook.responses['401']?.description, path).toContain('signature');
    }
  });
});

describe('the checks themselves', () => {
  it('find a dangling $ref, a call with no answer and an example that does not fit, on a probe', async () => {
    const probe = async (named: boolean) => {
      const bare = Fastify();
      bare.setValidatorCompiler(validatorCompiler);
      bare.setSerializerCompiler(serializerCompiler);
      await installOpenApi(bare);
      type Tree = { name: string; children: Tree[] };
      const tree: z.ZodType<Tree> = (() => {
        const lazy = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
        return named ? lazy.meta({ id: 'ProbeTree' }) : lazy;
      })();
      const config = { access: access.anonymous };
      const summary = 'Probe';
      // (This one as a secured call would be: the access plugin is not on this bare server.)
      const security = [{ bearer: [] }];
      const treeSchema = { summary, security, response: { 200: z.array(tree) } };
      bare.get('/v1/probe/tree', { config, schema: treeSchema }, () => []);
      bare.get(
        '/v1/probe/file',
        { config, schema: { summary, ...(named ? { response: { 200: fileAnswer('A file', 'pdf') } } : {}) } },
        (_request, reply) => reply.send(Buffer.from('%PDF-')),
      );
      const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
      const when = named ? day : day.meta({ examples: ['next week'] });
      const body = z.object({ when });
      bare.post(
        '/v1/probe/day',
        { config, schema: { summary, body, response: { 200: body } } },
        (r) => r.body,
      );
      await bare.ready();
      const document = (await bare.inject({ method: 'GET', url: '/api-docs/json' })).json();
      await bare.close();
      return { spec: await specificationProblems(document), lint: await lintProblems(document) };
    };

    const broken = await probe(false);
    expect(broken.spec.join('\n')).toMatch(/Missing \$ref pointer/);
    const rules = broken.lint.map((line) => line.split(':')[0]);
    expect(rules).toEqual(
      expect.arrayContaining([
        'no-unresolved-refs',
        'operation-2xx-response',
        'no-invalid-media-type-examples',
      ]),
    );
    expect(await probe(true)).toEqual({ spec: [], lint: [] });
  });
});
