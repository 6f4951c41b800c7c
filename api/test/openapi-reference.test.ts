import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../src/http/access';
import { installOpenApi } from '../src/http/openapi';
import { createTestApp, type TestApp } from './support/app';

/**
 * The OpenAPI document at /api-docs is the public API reference (issue 18, item 2): every operation has a
 * summary, examples where its schema allows one, the failures it may answer with their codes, and the bearer
 * API-key scheme on every call that needs a caller (openapi-valid.test.ts proves the document valid).
 */
let t: TestApp;
interface Op {
  summary?: string;
  security?: Record<string, unknown>[];
  requestBody?: { content: Record<string, { schema?: unknown; example?: unknown }> };
  responses: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown; example?: unknown }> }
  >;
}
let doc: {
  info: { description: string };
  paths: Record<string, Record<string, Op>>;
  components: {
    securitySchemes: Record<string, { type: string; scheme: string; description?: string }>;
    schemas: Record<string, unknown>;
  };
};
const opsOf = (paths: Record<string, Record<string, Op>>) =>
  Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, op })),
  );
const ops = () => opsOf(doc.paths);
/** The envelope schema of a failure answer, looked up under components where the answer refers to it. */
const failure = (op: Op, status: string) => {
  const schema = op.responses[status]?.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return schema?.$ref ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')] : schema;
};
/** The operations of a document that have no summary. */
const withoutSummary = (paths: Record<string, Record<string, Op>>) =>
  opsOf(paths)
    .filter(({ op }) => !op.summary?.trim())
    .map(({ id }) => id);

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
}, 120_000);
afterAll(() => t.close());

describe('the OpenAPI reference', () => {
  it('gives every operation a summary', () => {
    expect(ops().length).toBeGreaterThan(150);
    expect(withoutSummary(doc.paths)).toEqual([]);
  });

  it('the summary check names an operation that lacks one', async () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    await installOpenApi(bare);
    const reply = { response: { 200: z.object({ ok: z.boolean() }) } };
    bare.get(
      '/v1/probe/told',
      { config: { access: access.anonymous }, schema: { summary: 'Told', ...reply } },
      () => ({ ok: true }),
    );
    bare.get('/v1/probe/silent', { config: { access: access.anonymous }, schema: reply }, () => ({
      ok: true,
    }));
    await bare.ready();
    const probe = (await bare.inject({ method: 'GET', url: '/api-docs/json' })).json();
    expect(withoutSummary(probe.paths)).toEqual(['GET /v1/probe/silent']);
    await bare.close();
  });

  it('declares the bearer API-key scheme and puts it on every call that needs a caller', () => {
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.bearer?.description).toContain('dm_live_');
    const pay = doc.paths['/v1/api/payment/pay']?.post;
    expect(pay?.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/v1/health']?.get?.security ?? []).toEqual([]);
    expect(doc.info.description).toContain('Authorization: Bearer dm_live_');
  });

  it('lists the failures of each operation with their codes; a public one refuses only a bad API key', () => {
    const codes = (op: Op, status: string) =>
      (failure(op, status) as { properties?: { code?: { enum?: number[] } } } | undefined)?.properties?.code
        ?.enum ?? [];
    for (const { id, op } of ops()) {
      for (const status of ['400', '401', '403', '404', '409', '429', '500'])
        expect(op.responses[status], `${id} ${status}`).toBeDefined();
      // A session expires (1007) only where a caller is needed; a dead API key (1001) is refused everywhere.
      expect(codes(op, '401').includes(1007), id).toBe(Boolean(op.security?.length));
    }
    const pay = doc.paths['/v1/api/payment/pay']?.post;
    if (!pay) throw new Error('no pay operation');
    const unauthorised = failure(pay, '401') as {
      properties: { code: { enum: number[] }; success: unknown };
    };
    expect(unauthorised.properties.code.enum).toEqual([1001, 1007]);
    expect(unauthorised.properties.success).toBeDefined(); // the api envelope under /v1/api/
    const list = doc.paths['/v1/webhook/list']?.post;
    if (!list) throw new Error('no webhook list operation');
    const officeList = failure(list, '403') as { properties: Record<string, unknown> };
    // The envelope is named by its family and codes, defined once.
    expect(list.responses['403']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/OfficeFailure4030',
    });
    expect(Object.keys(officeList.properties)).toEqual(['code', 'msg', 'model']);
    expect(doc.info.description).toContain('423 payment password locked after 5 wrong tries (4230)');
  });

  it('shows an example request and answer where the schema allows one', () => {
    const missing: string[] = [];
    for (const { id, op } of ops()) {
      const ok = op.responses['200']?.content?.['application/json'];
      if (ok && ok.example === undefined) missing.push(`${id} answer`);
      // An upload's body is a file (multipart): there is no example to show.
      const [type, body] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      if (body && type !== 'multipart/form-data' && body.example === undefined) missing.push(`${id} request`);
    }
    expect(missing).toEqual([]);
    const pay = doc.paths['/v1/api/payment/pay']?.post;
    expect(pay?.responses['200']?.content?.['application/json']?.example).toMatchObject({
      success: 'true',
      result: { status: 'paid' },
    });
    const created = doc.paths['/v1/business/payPassword/set']?.post;
    expect(Object.values(created?.requestBody?.content ?? {})[0]?.example).toEqual({ password: '123456' });
  });
});
