import type { CouponCentreItem, CouponGrantResult, CouponTemplateAdminItem } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list as messageList } from '../messages/support';
import { expectOk, newBusiness, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { loginToken, post } from '../support/http';
import { grant, saveTemplate, templateFields, templateList } from './coupon-template-support';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

const centre = async (token: string) => {
  const res = await post(t.app, '/v1/api/coupon/centre', { size: 100 }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records as CouponCentreItem[];
};
const myCoupons = async (token: string, lang?: 'en' | 'zh') => {
  const res = await post(t.app, '/v1/api/coupon/list', { status: 'unused', size: 100 }, { token, lang });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.records as { id: number; title: string; money: number; minSpend: number }[];
};
const save = async (fields: Record<string, string | number>) =>
  expectOk<CouponTemplateAdminItem>(await saveTemplate(t.app, operator, fields));

describe('operators write coupon templates', () => {
  it('a claimable template appears in the coupon centre, newest first in the list', async () => {
    const shop = await newBusiness(t.app);
    const made = await save(templateFields({ amount: '5.50', remaining: 50, perBusiness: 2 }));
    expect(made).toMatchObject({ amount: 5.5, minSpend: 30, claimable: true, remaining: 50, issued: 0 });
    expect((await templateList(t.app, operator)).records[0]?.id).toBe(made.id);
    expect((await centre(shop.token)).find((c) => c.templateId === made.id)).toMatchObject({
      title: made.titleEn,
      money: 5.5,
      minSpend: 30,
      perBusiness: 2,
      remaining: 50,
    });
  });

  it('an unclaimable template stays out of the centre; making it claimable brings it in', async () => {
    const shop = await newBusiness(t.app);
    const made = await save(templateFields({ claimable: 'false' }));
    expect((await centre(shop.token)).map((c) => c.templateId)).not.toContain(made.id);
    await save({ ...templateFields({ claimable: 'true' }), id: made.id, titleEn: made.titleEn });
    expect((await centre(shop.token)).map((c) => c.templateId)).toContain(made.id);
    const deadline = new Date(Date.now() + 86_400_000).toISOString();
    const closing = await save(templateFields({ claimUntil: deadline }));
    expect(closing.claimUntil).toBe(deadline);
    expect((await centre(shop.token)).find((c) => c.templateId === closing.id)?.claimUntil).toBe(deadline);
  });

  it('an edit reaches future coupons only; the list counts issued and used', async () => {
    const shop = await newBusiness(t.app);
    const made = await save(templateFields({ amount: '5', minSpend: '30', claimable: 'false' }));
    expectOk(await grant(t.app, operator, { templateId: made.id, business: String(shop.businessId) }));
    const edited = await save({ ...templateFields({ amount: '8', minSpend: '40' }), id: made.id });
    expect(edited).toMatchObject({ id: made.id, amount: 8, minSpend: 40, issued: 1, used: 0 });
    expectOk(await grant(t.app, operator, { templateId: made.id, business: shop.email }));
    const mine = (await myCoupons(shop.token)).filter((c) => c.title === edited.titleEn);
    expect(mine.map((c) => [c.money, c.minSpend]).sort()).toEqual([
      [5, 30],
      [8, 40],
    ]);
    expect((await templateList(t.app, operator)).records.find((r) => r.id === made.id)?.issued).toBe(2);
  });

  it('a grant ignores the claim rules, shows in the business coupons and writes one message', async () => {
    const shop = await newBusiness(t.app);
    const made = await save(templateFields({ claimable: 'false', remaining: 0, titleZh: '补偿券' }));
    const given = expectOk<CouponGrantResult>(
      await grant(t.app, operator, { templateId: made.id, business: shop.email.toUpperCase() }),
    );
    expect(given.businessId).toBe(shop.businessId);
    const zh = await myCoupons(shop.token, 'zh');
    expect(zh.find((c) => c.id === given.couponId)?.title).toBe('补偿券');
    const messages = (await messageList(t.app, shop.token, 'size=50')).records.filter((m) =>
      m.content.includes(made.titleEn),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]?.link).toBe('/coupon/index');
    expect(messages[0]?.content).toContain('5.00 USD off an order of at least 30.00 USD');
    const zhMessages = await messageList(t.app, shop.token, 'size=50', 'zh');
    expect(zhMessages.records.filter((m) => m.content.includes('补偿券'))).toHaveLength(1);
  });
});
