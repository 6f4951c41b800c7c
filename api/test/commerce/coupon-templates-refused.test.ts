import type { CouponTemplateAdminItem } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectOk,
  expectRefused,
  newBusiness,
  newOperator,
  roleWith,
  SUPER_OPERATOR,
} from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { get, loginToken } from '../support/http';
import { grant, saveTemplate, templateFields, templateList } from './coupon-template-support';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

const refusedSave = async (extra: Record<string, string | number>, lang: 'en' | 'zh' = 'en') =>
  expectRefused(await saveTemplate(t.app, operator, templateFields(extra), lang), 400);

describe('bad templates are refused with 400, in the caller language', () => {
  const yesterday = new Date(Date.now() - 86_400_000).toISOString();
  const cases: [Record<string, string | number>, string, string][] = [
    [{ titleEn: '  ' }, 'titleEn is required', 'titleEn不能为空'],
    [{ titleZh: 'x'.repeat(101) }, 'titleZh is too long', 'titleZh过长'],
    [{ amount: '0' }, 'the amount must be above 0', '金额必须大于 0'],
    [{ amount: '1.234' }, 'at most 2 decimals', '最多两位小数'],
    [{ amount: 'abc' }, 'the amount must be above 0', '金额必须大于 0'],
    [{ minSpend: '-1' }, 'the minimum spend must be 0 to 1000000', '最低消费必须在 0 到 1000000'],
    [{ amount: '30', minSpend: '30' }, 'less than the minimum spend', '金额必须小于最低消费'],
    [{ validDays: 0 }, 'the validity must be 1 to 365 days', '有效天数必须在 1 到 365'],
    [{ validDays: 366 }, 'the validity must be 1 to 365 days', '有效天数必须在 1 到 365'],
    [{ validDays: 1.5 }, 'the validity must be 1 to 365 days', '有效天数必须在 1 到 365'],
    [{ perBusiness: 101 }, 'the limit per business must be 1 to 100', '每商家限领数量'],
    [{ remaining: -1 }, 'the quantity must be empty (unlimited)', '剩余数量必须留空'],
    [{ remaining: 1_000_001 }, 'the quantity must be empty (unlimited)', '剩余数量必须留空'],
    [{ claimUntil: yesterday }, 'the claim deadline must be empty or a future date', '领取截止时间'],
    [{ claimUntil: 'soon' }, 'the claim deadline must be empty or a future date', '领取截止时间'],
    [{ claimable: 'maybe' }, 'claimable must be true or false', '可领取只能是'],
    [{ id: 3_000_000_000 }, 'id', 'id'],
  ];
  for (const [extra, en, zh] of cases) {
    it(`${JSON.stringify(extra).slice(0, 60)}`, async () => {
      expect(await refusedSave(extra)).toContain(en);
      expect(await refusedSave(extra, 'zh')).toContain(zh);
    });
  }

  it('no minimum spend means no threshold: any amount up to 10000 is fine', async () => {
    const made = expectOk<CouponTemplateAdminItem>(
      await saveTemplate(t.app, operator, templateFields({ amount: '50', minSpend: '0', remaining: '' })),
    );
    expect(made).toMatchObject({ amount: 50, minSpend: 0, remaining: null });
    expect(await refusedSave({ amount: '10000.01', minSpend: '0' })).toContain('at most 10000');
  });

  it('unknown template or business: 404 in both languages; a huge id 400', async () => {
    const shop = await newBusiness(t.app);
    expect(
      expectRefused(await saveTemplate(t.app, operator, { ...templateFields(), id: 99_999_999 }, 'zh'), 404),
    ).toBe('该优惠券模板不存在');
    const [first] = (await templateList(t.app, operator)).records;
    const id = first?.id ?? 0;
    expect(
      expectRefused(await grant(t.app, operator, { templateId: 99_999_999, business: shop.email }), 404),
    ).toBe('This coupon template does not exist');
    expect(
      expectRefused(await grant(t.app, operator, { templateId: id, business: 'nobody@nowhere.test' }), 404),
    ).toBe('No business has this id or e-mail');
    expect(
      expectRefused(await grant(t.app, operator, { templateId: id, business: '99999999' }, 'zh'), 404),
    ).toBe('没有商家使用此 ID 或邮箱');
    expect(
      expectRefused(await grant(t.app, operator, { templateId: id, business: 'not an email' }), 400),
    ).toContain('enter a business id or the e-mail');
    expect(
      expectRefused(await grant(t.app, operator, { templateId: id, business: '' }, 'zh'), 400),
    ).toContain('请输入商家 ID 或其用户的邮箱');
    expectRefused(await grant(t.app, operator, { templateId: id, business: '3000000000' }), 400);
    expectRefused(await grant(t.app, operator, { templateId: 3_000_000_000, business: shop.email }), 400);
    expectRefused(await get(t.app, '/v1/couponTemplate/list?size=1000', { token: operator }), 400);
  });
});

describe('who may write templates', () => {
  it('a business, an operator without the page, or without the button is refused', async () => {
    const shop = await newBusiness(t.app);
    expectRefused(await get(t.app, '/v1/couponTemplate/list'), 401);
    expectRefused(await get(t.app, '/v1/couponTemplate/list', { token: shop.token }), 403);
    expectRefused(await saveTemplate(t.app, shop.token, templateFields()), 403);

    const elsewhere = await newOperator(
      t,
      await roleWith(t, operator, 'platform', [['/System/sellerLists']]),
    );
    expectRefused(await get(t.app, '/v1/couponTemplate/list', { token: elsewhere.token }), 403);
    expectRefused(await saveTemplate(t.app, elsewhere.token, templateFields()), 403);

    const reader = await newOperator(
      t,
      await roleWith(t, operator, 'platform', [['/System/couponTemplates']]),
    );
    const { records } = await templateList(t.app, reader.token);
    const id = records[0]?.id ?? 1;
    expectRefused(await saveTemplate(t.app, reader.token, templateFields()), 403);
    expectRefused(await grant(t.app, reader.token, { templateId: id, business: shop.email }), 403);

    const granter = await newOperator(
      t,
      await roleWith(t, operator, 'platform', [['/System/couponTemplates', 'grant']]),
    );
    expectRefused(await saveTemplate(t.app, granter.token, templateFields()), 403);
    expectOk(await grant(t.app, granter.token, { templateId: id, business: shop.email }));
  });
});
