import type { CouponCentreItem } from '@dropmall/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponTemplates } from '../../src/db/schema';
import { newBusiness, newStaff, roleWith, SUPER_OPERATOR, tag } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { loginToken, post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** The /api envelope: { success, result, message }. */
function expectOk<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success).toBe('true');
  return res.json().result as T;
}
function expectRefused(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe('false');
  return res.json().message as string;
}

type Template = typeof couponTemplates.$inferInsert;
async function template(values: Partial<Template> = {}) {
  const [row] = await t.database.db
    .insert(couponTemplates)
    .values({
      titleEn: `Claim me ${tag()}`,
      titleZh: '领我',
      amount: '6',
      minSpend: '30',
      validDays: 10,
      claimable: true,
      ...values,
    })
    .returning();
  if (!row) throw new Error('template not written');
  return row;
}

const centre = async (token: string, lang?: 'en' | 'zh') =>
  expectOk<{ records: CouponCentreItem[] }>(
    await post(t.app, '/v1/api/coupon/centre', { size: 100 }, { token, lang }),
  ).records;
const claim = (token: string, templateId: number, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/api/coupon/claim', { templateId }, { token, lang });
const myUnused = async (token: string) =>
  expectOk<{ records: { id: number; title: string; money: number }[] }>(
    await post(t.app, '/v1/api/coupon/list', { status: 'unused' }, { token }),
  ).records;

describe('the coupon centre', () => {
  it('a business claims a coupon; it shows in its coupons, valid for the template days', async () => {
    const shop = await newBusiness(t.app);
    const offer = await template({ perBusiness: 2, remaining: 10 });
    const listed = (await centre(shop.token)).find((c) => c.templateId === offer.id);
    expect(listed).toMatchObject({ money: 6, minSpend: 30, claimed: 0, perBusiness: 2, remaining: 10 });

    const got = expectOk<{ id: number; validFrom: string; validTo: string }>(
      await claim(shop.token, offer.id),
    );
    const days = (Date.parse(got.validTo) - Date.parse(got.validFrom)) / 86_400_000;
    expect(days).toBe(10);
    expect((await myUnused(shop.token)).map((c) => c.id)).toContain(got.id);
    expect((await centre(shop.token)).find((c) => c.templateId === offer.id)).toMatchObject({
      claimed: 1,
      remaining: 9,
    });
  });

  it('the per-business limit holds, even for claims at the same moment', async () => {
    const shop = await newBusiness(t.app);
    const offer = await template({ perBusiness: 1 });
    const results = await Promise.all(Array.from({ length: 5 }, () => claim(shop.token, offer.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe('You already hold the 1 of this coupon you may claim');
    expect((await myUnused(shop.token)).filter((c) => c.title === offer.titleEn)).toHaveLength(1);
  });

  it('the last coupons go to the first claimers; the rest hear they are gone', async () => {
    const offer = await template({ remaining: 2 });
    const shops = await Promise.all(Array.from({ length: 5 }, () => newBusiness(t.app)));
    const results = await Promise.all(shops.map((s) => claim(s.token, offer.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json().message).toBe('All of these coupons have been claimed');
    }
  });

  it('closed, unclaimable and unknown templates are refused in the caller language', async () => {
    const shop = await newBusiness(t.app);
    const closed = await template({ claimUntil: new Date(Date.now() - 60_000) });
    const granted = await template({ claimable: false });
    expect((await centre(shop.token)).map((c) => c.templateId)).not.toContain(closed.id);
    expect((await centre(shop.token)).map((c) => c.templateId)).not.toContain(granted.id);
    expect(expectRefused(await claim(shop.token, closed.id, 'zh'), 409)).toBe('该优惠券已停止领取');
    expect(expectRefused(await claim(shop.token, granted.id), 409)).toBe('This coupon cannot be claimed');
    expectRefused(await claim(shop.token, 99_999_999), 404);
    expectRefused(await claim(shop.token, 3_000_000_000), 400);
    expectRefused(
      await post(t.app, '/v1/api/coupon/claim', { templateId: 'abc' }, { token: shop.token }),
      400,
    );
  });

  it('needs a session, a business, and the coupon centre page', async () => {
    const offer = await template();
    expectRefused(await post(t.app, '/v1/api/coupon/claim', { templateId: offer.id }), 401);
    const operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
    expectRefused(await claim(operator, offer.id), 403);
    const owner = await newBusiness(t.app);
    const buyer = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/myCenter/cartList']]),
    );
    expectRefused(await claim(buyer.token, offer.id), 403);
    expectRefused(await post(t.app, '/v1/api/coupon/centre', {}, { token: buyer.token }), 403);
  });
});
