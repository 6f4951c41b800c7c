import { ID_MAX } from '@dropmall/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from '../src/http/access';
import { officeOk } from '../src/http/envelope';
import { createTestApp, type TestApp } from './support/app';
import { addAddress, newBuyer } from './support/commerce';
import { get, post, randomIp } from './support/http';

/** Input that used to reach the database and fail there as a 500: NUL in text, ids past the column type. */

/** A route that only echoes, so every shape of input can be sent to the shared HTTP layer. */
const echoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/probe/echo/:name',
    { config: { access: access.anonymous }, schema: { body: z.unknown() } },
    async (request) => officeOk({ params: request.params, body: request.body }),
  );
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(echoRoutes, { prefix: '/v1' });
  await t.app.ready();
});
afterAll(() => t.close());

const json = (url: string, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

function refusedForNul(res: { statusCode: number; json(): { code: number; msg: string } }, field: string) {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ code: 4000 });
  expect(res.json().msg).toBe(`${field} contains a NUL character (\\u0000), which text cannot hold`);
}

describe('a NUL character in any text', () => {
  it('is refused in a query, anonymously, in the caller language', async () => {
    refusedForNul(await get(t.app, '/v1/mall/index/page?title=lamp%00'), 'title');
    const zh = await get(t.app, '/v1/mall/index/page?title=%00', { lang: 'zh' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toBe('title包含空字符（\\u0000），文本中不能包含该字符');
  });

  it('is refused in a form field', async () => {
    const res = await post(t.app, '/v1/mall/index/register', {
      name: 'Nul\u0000 Shop',
      email: 'nul@example.com',
      mobile: '13012340000',
      loginPwd: 'secret123',
      code: '123456',
    });
    refusedForNul(res, 'name');
  });

  it('is refused inside the JSON of a paramJson form field', async () => {
    const buyer = await newBuyer(t.database.db);
    await expect(
      addAddress(t.app, t.database.db, buyer.token, { detailAddress: 'Av. Paulista\u0000 1000' }),
    ).rejects.toThrow(/detailAddress contains a NUL character/);
    // The escape written as JSON text is the same character once parsed.
    const escaped = await post(t.app, '/v1/probe/echo/x', { paramJsonStr: '{"remark":"a\\u0000b"}' });
    refusedForNul(escaped, 'paramJsonStr.remark');
  });

  it('is refused in a JSON body, in nested values and in keys, and in a path parameter', async () => {
    refusedForNul(
      await json('/v1/probe/echo/x', { list: [{ title: 'ok' }, { title: 'x\u0000' }] }),
      'list.1.title',
    );
    refusedForNul(await json('/v1/probe/echo/x', { spec: { 'a\u0000': 'v' } }), 'spec.a\u0000');
    refusedForNul(await json('/v1/probe/echo/x%00', {}), 'name');
  });

  it('lets every other text through untouched', async () => {
    const body = { text: 'Light Blue \\u0000 \t é 中文', paramJsonStr: '{"a":"\\\\u0000"}' };
    const res = await json('/v1/probe/echo/ok', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model.body).toEqual(body);
  });
});

describe('ids beyond the database column', () => {
  const tooBig = ID_MAX + 1;

  it.each([
    [`/v1/base/getRegion?pid=${tooBig}`, 'pid'],
    [`/v1/base/toolExpressModelPage?toId=${tooBig}&productId=1`, 'toId'],
    [`/v1/base/toolExpressModelPage?toId=30&productId=${2 ** 53 - 1}`, 'productId'],
    [`/v1/mall/index/get?id=${tooBig}`, 'id'],
  ])('%s is refused with 400 naming %s', async (url, field) => {
    const res = await get(t.app, url);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 4000, msg: `${field} is not a valid id` });
  });

  it('the largest id is a normal miss, not a failure', async () => {
    expect((await get(t.app, `/v1/base/getRegion?pid=${ID_MAX}`)).json()).toMatchObject({
      code: 0,
      model: [],
    });
    expect((await get(t.app, `/v1/mall/index/get?id=${ID_MAX}`)).statusCode).toBe(404);
  });

  it('is refused in the ids of a JSON form field and of a comma-separated list', async () => {
    const buyer = await newBuyer(t.database.db);
    const confirm = await post(
      t.app,
      '/v1/api/order/confirmOrder',
      { paramJsonStr: JSON.stringify({ cartIds: [tooBig] }) },
      { token: buyer.token },
    );
    expect(confirm.statusCode, confirm.body).toBe(400);
    expect(confirm.json().message).toBe('paramJsonStr.cartIds.0 is not a valid id');
    const remove = await post(
      t.app,
      '/v1/api/shopingCar/delete',
      { ids: `1,${tooBig}` },
      { token: buyer.token },
    );
    expect(remove.statusCode, remove.body).toBe(400);
    expect(remove.json().message).toBe('ids.1 is not a valid id');
  });
});

describe('the payment webhook', () => {
  it('refuses a form-encoded body with 415 in the envelope', async () => {
    const res = await post(t.app, '/v1/api/payment/webhook/sandbox', { eventId: 'e1', status: 'paid' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: 'false', code: 4150 });
    expect(res.json().message).toBe('Unsupported content type: application/x-www-form-urlencoded');
  });
});
