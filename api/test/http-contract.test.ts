import { jsonField } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../src/http/access';
import { apiOk, officeOk } from '../src/http/envelope';
import { conflict, tooManyRequests } from '../src/http/errors';
import { createTestApp, TEST_INDEX_HTML, type TestApp } from './support/app';

/** Routes that exist only in this test, mounted on the real app to exercise the shared HTTP layer. */
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { config: { access: access.anonymous } };
  const Cart = z.object({ skuId: z.number().int(), num: z.number().int().min(1) });
  app.post(
    '/probe/form',
    {
      ...open,
      schema: {
        body: z.object({
          name: z.string().min(1),
          num: z.coerce.number().int(),
          paramJsonStr: jsonField(z.array(Cart)),
        }),
      },
    },
    async (request) =>
      officeOk({ name: request.body.name, num: request.body.num, cart: request.body.paramJsonStr }),
  );
  app.post('/api/probe/conflict', open, async () => {
    throw conflict({ en: 'That e-mail is taken', zh: '该邮箱已被注册' });
  });
  app.post('/probe/limited', open, async () => {
    throw tooManyRequests(42);
  });
  app.get('/probe/crash', open, async () => {
    throw new Error('secret internal detail');
  });
  app.get('/api/probe/ok', open, async () => apiOk({ n: 1 }));
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(probeRoutes, { prefix: '/v1' });
  await t.app.ready();
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('envelopes', () => {
  it('answers back-office calls with {code, msg, model}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: 'success', model: { status: 'ok' } });
  });
  it('answers /api/* calls with {success, result, message}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/probe/ok' });
    expect(res.json()).toEqual({ success: 'true', result: { n: 1 }, message: 'success' });
  });
});

describe('form bodies', () => {
  it('decodes a form-encoded body and the JSON inside paramJsonStr', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ name: 'box', num: '3', paramJsonStr: JSON.stringify([{ skuId: 7, num: 2 }]) }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({ name: 'box', num: 3, cart: [{ skuId: 7, num: 2 }] });
  });
  it('rejects JSON that does not parse with 400 and the field name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ name: 'a', num: '1', paramJsonStr: '{oops' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, model: null });
    expect(res.json().msg).toContain('paramJsonStr');
  });
  it('rejects JSON of the wrong shape inside the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ name: 'a', num: '1', paramJsonStr: JSON.stringify([{ skuId: 'x', num: 0 }]) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/paramJsonStr\.0\.skuId/);
  });
  it('names a missing field as required, in English and in Chinese', async () => {
    const en = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ num: '1', paramJsonStr: '[]' }),
    });
    expect(en.statusCode).toBe(400);
    expect(en.json().msg).toBe('name is required');
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ num: '1', paramJsonStr: '[]' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(zh.json().msg).toBe('name不能为空');
  });
  it('says a missing number is required and a wrong one must be a number, in both languages', async () => {
    const ask = (payload: object, lang = 'en') =>
      t.app
        .inject({ method: 'POST', url: '/v1/probe/form', payload, headers: { 'accept-language': lang } })
        .then((res) => ({ status: res.statusCode, msg: res.json().msg as string }));
    // num is read through z.coerce.number(): missing or not a number, zod says only "received NaN".
    expect(await ask({ name: 'a', paramJsonStr: '[]' })).toEqual({ status: 400, msg: 'num is required' });
    expect(await ask({ name: 'a', num: 'abc', paramJsonStr: '[]' })).toEqual({
      status: 400,
      msg: 'num must be a number',
    });
    expect((await ask({ name: 'a', num: 'abc', paramJsonStr: '[]' }, 'zh')).msg).toBe('num必须是数字');
    // A value of the wrong type is named as such, not as "received undefined".
    expect((await ask({ name: 5, num: 1, paramJsonStr: '[]' }, 'zh')).msg).toBe('name必须是文本');
    // Inside a JSON form field too: a missing skuId is required, a text one must be a whole number.
    const cart = (items: object[]) => ({ name: 'a', num: 1, paramJsonStr: JSON.stringify(items) });
    expect((await ask(cart([{ num: 1 }]))).msg).toBe('paramJsonStr.0.skuId is required');
    expect((await ask(cart([{ skuId: 'x', num: 1 }]), 'zh')).msg).toBe('paramJsonStr.0.skuId必须是数字');
  });
  it('renders zod rule failures in Chinese for a Chinese request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'zh' },
      payload: `name=a&num=1&paramJsonStr=${encodeURIComponent(JSON.stringify([{ skuId: 1, num: 0 }]))}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/^paramJsonStr\.0\.num：.*[\u4e00-\u9fff]/);
  });
  it('accepts JSON bodies too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      payload: { name: 'j', num: 2, paramJsonStr: '[]' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().model).toEqual({ name: 'j', num: 2, cart: [] });
  });
  it('refuses a body of a type it does not read with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(4150);
  });
  it('refuses a body over the limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      ...form({ name: 'x'.repeat(1024 * 1024 + 10), num: '1', paramJsonStr: '[]' }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(4130);
  });
  it('answers broken JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/probe/form',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('errors', () => {
  it('maps a service error to its status, in the api envelope and the request language', async () => {
    const en = await t.app.inject({ method: 'POST', url: '/v1/api/probe/conflict' });
    expect(en.statusCode).toBe(409);
    expect(en.json()).toEqual({
      success: 'false',
      result: null,
      message: 'That e-mail is taken',
      code: 4090,
    });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/v1/api/probe/conflict',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.json().message).toBe('该邮箱已被注册');
  });
  it('says how long to wait when rate limited', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/probe/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(res.json().msg).toContain('42');
  });
  it('hides the details of an unexpected error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('at ');
    expect(res.json()).toMatchObject({
      code: 5000,
      msg: 'Something went wrong on our side, please retry later',
    });
  });
});

describe('paths', () => {
  it('answers an unknown call under /v1 with 404 in the envelope', async () => {
    const office = await t.app.inject({ method: 'POST', url: '/v1/no/such/call' });
    expect(office.statusCode).toBe(404);
    expect(office.json()).toEqual({ code: 4040, msg: 'No such call: POST /v1/no/such/call', model: null });
    const api = await t.app.inject({ method: 'GET', url: '/v1/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: 'false', code: 4040 });
  });
  it('serves the web app for any other page path', async () => {
    for (const url of ['/', '/mall/list?tagId=3', '/some/unknown/page']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(TEST_INDEX_HTML);
    }
  });
  it('does not answer a missing asset with the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });
  it('keeps a sane request id and echoes it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/v1/health',
      headers: { 'x-request-id': '<script>' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
  it('publishes OpenAPI built from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v1/health'].get.responses['200']).toBeDefined();
  });
});
