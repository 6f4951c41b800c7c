import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, regions, shippingRates } from '../../src/db/schema';
import { shippingFee } from '../../src/modules/shipping/service';
import { expectOk, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, newBuyer } from '../support/commerce';
import { get, loginToken, post, randomIp } from '../support/http';
import { postJson, type Submission, submission } from './product-support';

/** A product's logistics (issue 17 item 5): the rules, storing and reading them, the weight in the quotes. */

let t: TestApp;
let operator: string;
let brazil: number;

/** A fresh certified seller of its own (the fixture route, as the stories make theirs). */
async function seller(): Promise<{ token: string; businessId: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/dev/fixtures/business',
    payload: {},
    remoteAddress: randomIp(),
  });
  const { session, business } = res.json().model;
  return { token: session.token, businessId: business.id };
}

beforeAll(async () => {
  t = await createTestApp({ TEST_FIXTURES: 'true' });
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
  const [row] = await t.database.db.select().from(regions).where(eq(regions.code, 'BR'));
  brazil = row?.id ?? 0;
});
afterAll(() => t.close());

const productsOf = async (businessId: number) =>
  (await t.database.db.select({ n: count() }).from(products).where(eq(products.businessId, businessId)))[0]
    ?.n;

async function approved(token: string, body: Submission): Promise<number> {
  const { id } = expectOk<{ id: number }>(await postJson(t.app, '/v1/product/save', body, { token }));
  expectOk(await post(t.app, '/v1/productReview/review', { id, decision: 'approve' }, { token: operator }));
  return id;
}

const quotes = async (productId: number, num = 1) =>
  expectOk<{ records: { id: number; money: number; expressIdName: string }[] }>(
    await get(t.app, `/v1/base/toolExpressModelPage?toId=${brazil}&productId=${productId}&num=${num}`),
  ).records;

describe('the logistics rules on POST /product/save', () => {
  const cases: [string, unknown, string, string][] = [
    [
      'weightGrams',
      0,
      'the weight is a whole number of grams from 1 to 100000',
      '重量须为 1 到 100000 之间的整数（克）',
    ],
    [
      'weightGrams',
      100_001,
      'the weight is a whole number of grams from 1 to 100000',
      '重量须为 1 到 100000 之间的整数（克）',
    ],
    [
      'weightGrams',
      '2.5',
      'the weight is a whole number of grams from 1 to 100000',
      '重量须为 1 到 100000 之间的整数（克）',
    ],
    ['weightGrams', '', 'weightGrams is required', 'weightGrams不能为空'],
    [
      'lengthCm',
      '12.55',
      'lengthCm: centimetres above 0 and up to 999.9, with at most one decimal',
      'lengthCm：须为大于 0、不超过 999.9 的厘米数，最多一位小数',
    ],
    [
      'heightCm',
      '0',
      'heightCm: centimetres above 0 and up to 999.9, with at most one decimal',
      'heightCm：须为大于 0、不超过 999.9 的厘米数，最多一位小数',
    ],
    ['widthCm', undefined, 'widthCm is required', 'widthCm不能为空'],
    [
      'sendDays',
      31,
      'the send time is a whole number of days from 1 to 30',
      '发货时间须为 1 到 30 之间的整数（天）',
    ],
    [
      'sendDays',
      0,
      'the send time is a whole number of days from 1 to 30',
      '发货时间须为 1 到 30 之间的整数（天）',
    ],
    ['hsCode', '12345', 'the HS code is 6 to 10 digits', 'HS 编码须为 6 到 10 位数字'],
    ['hsCode', '12345678901', 'the HS code is 6 to 10 digits', 'HS 编码须为 6 到 10 位数字'],
    // A well-formed code that is no country of the dictionary: the server's own check.
    [
      'originCountryCode',
      'XX',
      'the country of origin must be one of the listed countries',
      '原产国必须是列表中的国家',
    ],
    [
      'originCountryCode',
      'China',
      'the country of origin must be one of the listed countries',
      '原产国必须是列表中的国家',
    ],
    ['originCountryCode', '', 'originCountryCode is required', 'originCountryCode不能为空'],
    [
      'declareNameEn',
      '亚麻衬衫',
      'the English declaration name may use English letters, digits, spaces and punctuation only',
      '英文申报名称只能包含英文字母、数字、空格和标点',
    ],
    ['declareNameEn', '', 'declareNameEn is required', 'declareNameEn不能为空'],
    [
      'declareNameZh',
      'Linen shirt',
      'the Chinese declaration name must be written in Chinese',
      '中文申报名称必须包含中文',
    ],
    ['declareNameZh', undefined, 'declareNameZh is required', 'declareNameZh不能为空'],
    [
      'freightPrice',
      '-1',
      'freightPrice: an amount of 0 or more, up to 10 integer digits and 4 decimals, no leading zeros',
      'freightPrice：须为不小于 0 的金额，最多 10 位整数和 4 位小数，不能以 0 开头',
    ],
  ];

  it('refuses each broken rule with its message in the caller’s language, and writes nothing', async () => {
    const { token, businessId } = await seller();
    const body = await submission(t.app, t.database.db, token);
    for (const [field, value, en, zh] of cases) {
      const broken: Record<string, unknown> = { ...body, [field]: value };
      if (value === undefined) delete broken[field];
      for (const [lang, message] of [
        ['en', en],
        ['zh', zh],
      ] as const) {
        const res = await postJson(t.app, '/v1/product/save', broken, { token, lang });
        expect([field, value, res.statusCode, res.json().msg]).toEqual([field, value, 400, message]);
      }
    }
    expect(await productsOf(businessId)).toBe(0);
    // The same body with its own values is fine: the cases above broke one field each.
    expectOk(await postJson(t.app, '/v1/product/save', body, { token }));
    expect(await productsOf(businessId)).toBe(1);
  });

  it('an edit breaking a rule leaves the stored product as it was', async () => {
    const { token } = await seller();
    const body = await submission(t.app, t.database.db, token);
    const { id } = expectOk<{ id: number }>(await postJson(t.app, '/v1/product/save', body, { token }));
    const refused = await postJson(
      t.app,
      '/v1/product/save',
      { ...body, id, weightGrams: 0, sendDays: 5 },
      { token },
    );
    expect(refused.statusCode).toBe(400);
    const own = expectOk<{ weightGrams: number; sendDays: number }>(
      await get(t.app, `/v1/product/get?id=${id}`, { token }),
    );
    expect(own).toMatchObject({ weightGrams: 420, sendDays: 3 });
  });
});

describe('storing and reading the logistics', () => {
  it('reads them back for the edit page and the operator’s review, as they were entered', async () => {
    const { token } = await seller();
    const body = await submission(t.app, t.database.db, token);
    const { id } = expectOk<{ id: number }>(await postJson(t.app, '/v1/product/save', body, { token }));
    const expected = {
      weightGrams: 420,
      lengthCm: '30',
      widthCm: '22.5',
      heightCm: '4',
      declareNameZh: '亚麻衬衫',
      declareNameEn: 'Linen shirt',
      originCountryCode: 'CN',
      hsCode: '620590',
      freightPrice: '1.5000',
      sendDays: 3,
    };
    const own = expectOk<Record<string, unknown>>(await get(t.app, `/v1/product/get?id=${id}`, { token }));
    expect(own).toMatchObject(expected);
    const reviewed = expectOk<Record<string, unknown>>(
      await get(t.app, `/v1/productReview/get?id=${id}`, { token: operator }),
    );
    expect(reviewed).toMatchObject(expected);

    // Saved back as read (what the edit page does), then changed: the new values stand.
    expectOk(await postJson(t.app, '/v1/product/save', { ...own, id, status: 2 }, { token }));
    const edited = {
      ...body,
      id,
      weightGrams: '1200',
      heightCm: '10.5',
      hsCode: '',
      originCountryCode: 'vn',
    };
    expectOk(await postJson(t.app, '/v1/product/save', edited, { token }));
    expect(
      expectOk<Record<string, unknown>>(await get(t.app, `/v1/product/get?id=${id}`, { token })),
    ).toMatchObject({ weightGrams: 1200, heightCm: '10.5', hsCode: '', originCountryCode: 'VN' });

    // Another business's product stays out of reach, logistics and all.
    const other = await seller();
    expect((await get(t.app, `/v1/product/get?id=${id}`, { token: other.token })).statusCode).toBe(404);
  });

  it('the mall detail shows the weight, the box and the send time once approved', async () => {
    const { token } = await seller();
    const id = await approved(token, await submission(t.app, t.database.db, token));
    const detail = expectOk<Record<string, unknown>>(await get(t.app, `/v1/mall/index/get?id=${id}`));
    expect(detail).toMatchObject({ weightGrams: 420, lengthCm: 30, widthCm: 22.5, heightCm: 4, sendDays: 3 });
    // Customs data is the seller's and the operator's, not the storefront's.
    expect(detail).not.toHaveProperty('hsCode');
    expect(detail).not.toHaveProperty('declareNameZh');
  });
});

describe('the weight in the shipping quotes', () => {
  it('quotes a heavy product above a light one on every method to the same country', async () => {
    const { token } = await seller();
    const base = await submission(t.app, t.database.db, token);
    const light = await approved(token, { ...base, weightGrams: 150 });
    const heavy = await approved(token, { ...base, title: `${base.title} XL`, weightGrams: 4800 });
    const lightQuotes = await quotes(light);
    const heavyQuotes = await quotes(heavy);
    expect(lightQuotes.length).toBeGreaterThan(0);
    for (const q of lightQuotes) {
      const same = heavyQuotes.find((h) => h.id === q.id);
      expect(same?.money, q.expressIdName).toBeGreaterThan(q.money);
    }
  });

  it('prices num units as one parcel of num times the weight, by the method’s rate', async () => {
    const { token } = await seller();
    const id = await approved(token, {
      ...(await submission(t.app, t.database.db, token)),
      weightGrams: 700,
    });
    const three = await quotes(id, 3);
    for (const q of three) {
      const [rate] = await t.database.db.select().from(shippingRates).where(eq(shippingRates.id, q.id));
      if (!rate) throw new Error('no rate');
      expect(q.money).toBe(shippingFee(2100, rate).toNumber());
      expect(q.money).toBeGreaterThan((await quotes(id, 1)).find((o) => o.id === q.id)?.money ?? Infinity);
    }
    const bad = await get(t.app, `/v1/base/toolExpressModelPage?toId=${brazil}&productId=${id}&num=0`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('the quantity must be 1 to 9999');
  });

  it('checkout charges the freight the detail dialog quoted for the same quantity and country', async () => {
    const { token } = await seller();
    const id = await approved(token, {
      ...(await submission(t.app, t.database.db, token)),
      weightGrams: 1350,
    });
    const detail = expectOk<{ mallSpecDataList: { cols1: string }[] }>(
      await get(t.app, `/v1/mall/index/get?id=${id}`),
    );
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, Number(detail.mallSpecDataList[0]?.cols1), 2);
    const preview = await post(
      t.app,
      '/v1/api/order/confirmOrder',
      { paramJsonStr: JSON.stringify({ cartIds: [line.id], addressId: address.id }) },
      { token: buyer.token },
    );
    expect(preview.statusCode).toBe(200);
    const [group] = preview.json().result.orderData;
    const [cheapest] = await quotes(id, 2);
    expect({ fee: group.expressFee, name: group.expressName }).toEqual({
      fee: cheapest?.money,
      name: cheapest?.expressIdName,
    });
    // One unit would have been cheaper: the weight of both units was charged.
    expect(group.expressFee).toBeGreaterThan((await quotes(id, 1))[0]?.money ?? Infinity);
  });
});
