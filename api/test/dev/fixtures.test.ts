import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { get, randomIp } from '../support/http';

const PATH = '/v1/dev/fixtures/business';

function postJson(app: FastifyInstance, body: unknown, lang?: 'en' | 'zh') {
  return app.inject({
    method: 'POST',
    url: PATH,
    payload: body as Record<string, unknown>,
    remoteAddress: randomIp(),
    headers: lang ? { 'accept-language': lang } : {},
  });
}

describe('without TEST_FIXTURES (the default)', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    await plain.app.ready();
  });
  afterAll(() => plain.close());

  it('the fixture route is not mounted', async () => {
    expect(plain.config.TEST_FIXTURES).toBe(false);
    expect((await postJson(plain.app, {})).statusCode).toBe(404);
  });
});

describe('in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'none',
      STORE_CREDENTIALS_KEY: 'k'.repeat(40),
    });
    await prod.app.ready();
  });
  afterAll(() => prod.close());

  it('the fixture route is not mounted (and TEST_FIXTURES=true stops start-up: config.test.ts)', async () => {
    expect((await postJson(prod.app, {})).statusCode).toBe(404);
  });
});

describe('POST /v1/dev/fixtures/business (TEST_FIXTURES=true)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TEST_FIXTURES: 'true' });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('makes a certified business with a balance, a coupon and a product on sale, and a working session', async () => {
    const res = await postJson(t.app, {
      password: 'known-pass1',
      balance: 250.5,
      coupons: ['Free order (up to $100)'],
      products: 1,
    });
    expect(res.statusCode).toBe(200);
    const { business, session, productIds, couponIds } = res.json().model;
    expect(business.password).toBe('known-pass1');
    expect(session).toMatchObject({
      businessId: business.id,
      email: business.email,
      roleName: 'Owner',
      status: 1,
      settleStatus: 2,
      rzStatus: 2,
      salt: '0',
    });
    expect(productIds).toHaveLength(1);
    expect(couponIds).toHaveLength(1);

    const info = await t.app.inject({ url: '/v1/business/info', headers: bearer(session.token) });
    expect(info.json().model).toMatchObject({ businessId: business.id, status: 1, mobile: business.mobile });
    const balance = await t.app.inject({ url: '/v1/api/wallet/balance', headers: bearer(session.token) });
    expect(balance.json().result.balance).toBe(250.5);

    const product = (await get(t.app, `/v1/mall/index/get?id=${productIds[0]}`)).json().model;
    expect(product.title).toBe(`${business.name} mug 1`);
    expect(product.mallSpecDataList[0]).toMatchObject({ cols3: 'White', kc: 10 });
    // A fixture product carries valid logistics, as a seller's must.
    expect(product).toMatchObject({ weightGrams: 350, lengthCm: 12, widthCm: 10, heightCm: 10, sendDays: 2 });
    const own = (await get(t.app, `/v1/mall/index/page?businessId=${business.id}`)).json().model;
    expect(own.records.map((r: { id: number }) => r.id)).toEqual(productIds);
  });

  it('logs in with the password it was given, like any registered business', async () => {
    const made = (await postJson(t.app, { certified: false })).json().model;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/business/emailCode',
      payload: { email: made.business.email, purpose: 'login' },
      remoteAddress: randomIp(),
    });
    expect(sent.statusCode).toBe(200);
    const [message] = (await get(t.app, `/v1/dev/outbox?to=${made.business.email}&limit=1`)).json();
    const login = await t.app.inject({
      method: 'POST',
      url: '/v1/businessLogin',
      payload: { mobile: made.business.email, loginPwd: made.business.password, code: message.code },
      remoteAddress: randomIp(),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().model).toMatchObject({ businessId: made.business.id, rzStatus: 4, settleStatus: 0 });
  });

  it('makes an uncertified business with no balance when asked, but sells nothing for it', async () => {
    const made = await postJson(t.app, { certified: false });
    expect(made.statusCode).toBe(200);
    expect(made.json().model.session).toMatchObject({ rzStatus: 4, settleStatus: 0, status: 0 });
    expect(made.json().model.productIds).toEqual([]);

    const refused = await postJson(t.app, { certified: false, products: 1 }, 'zh');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('只有认证商家才能销售商品：需要商品时请保持认证');
  });

  it('says which coupon it does not know, and what was wrong with a field', async () => {
    const unknown = await postJson(t.app, { coupons: ['No such coupon'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toBe('No coupon template is titled No such coupon');
    const bad = await postJson(t.app, { balance: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toMatch(/balance/);
  });

  it('refuses an e-mail that is taken', async () => {
    const taken = await postJson(t.app, { email: 'demo@dropmall.test' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toBe('This e-mail or mobile number is already registered');
  });
});
