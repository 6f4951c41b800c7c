import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, regions, shippingRates } from '../../src/db/schema';
import { ROUTE_RATES_TTL_MS, ShippingService, shippingFee } from '../../src/modules/shipping/service';
import { createTestApp, type TestApp } from '../support/app';
import { get } from '../support/http';
import { statementsOf } from '../support/statements';

let t: TestApp;
let brazil: number;
let portugal: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  const rows = await t.database.db.select().from(regions).where(eq(regions.level, 1));
  brazil = rows.find((r) => r.code === 'BR')?.id ?? 0;
  portugal = rows.find((r) => r.code === 'PT')?.id ?? 0;
});
afterAll(() => t.close());

describe('countries and regions', () => {
  it('lists the full country dictionary, China first with id 1', async () => {
    const res = await get(t.app, '/v1/base/toolDicPage?dicKey=countries&size=300');
    const { records, total } = res.json().model;
    expect(total).toBeGreaterThanOrEqual(240);
    expect(records).toHaveLength(total);
    expect(records[0]).toEqual({ id: 1, dicValue: 'China', code: 'CN' });
    expect(records[1].code).toBe('BR');
    const zh = (await get(t.app, '/v1/base/toolDicPage?dicKey=countries&size=300', { lang: 'zh' })).json()
      .model;
    expect(zh.records[0].dicValue).toBe('中国');
    expect((await get(t.app, '/v1/base/toolDicPage?dicKey=colours')).statusCode).toBe(400);
    expect((await get(t.app, '/v1/base/toolDicPage?dicKey=countries&size=301')).statusCode).toBe(400);
  });

  it('walks Brazil from states to cities to districts', async () => {
    const states = (await get(t.app, `/v1/base/getRegion?pid=${brazil}`)).json().model;
    expect(states).toHaveLength(27);
    const sp = states.find((s: { name: string }) => s.name === 'São Paulo');
    const cities = (await get(t.app, `/v1/base/getRegion?pid=${sp.id}`)).json().model;
    expect(cities.map((c: { name: string }) => c.name)).toContain('São Paulo');
    const districts = (await get(t.app, `/v1/base/getRegion?pid=${cities[0].id}`)).json().model;
    expect(districts.length).toBeGreaterThanOrEqual(3);
    expect((await get(t.app, '/v1/base/getRegion?pid=99999999')).json().model).toEqual([]);
    expect((await get(t.app, '/v1/base/getRegion?pid=abc')).statusCode).toBe(400);
  });
});

describe('shipping options', () => {
  it('prices each method by the product weight, cheapest first, with names and days', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const res = await get(
      t.app,
      `/v1/base/toolExpressModelPage?toId=${brazil}&fromId=1&productId=${p?.id}&size=200`,
    );
    expect(res.statusCode).toBe(200);
    const { records } = res.json().model;
    expect(records.length).toBeGreaterThanOrEqual(4);
    expect(records[0]).toMatchObject({
      fromIdName: 'China',
      toIdName: 'Brazil',
      expectDay: expect.stringMatching(/^\d+-\d+$/),
    });
    const money = records.map((r: { money: number }) => r.money);
    expect([...money].sort((a, b) => a - b)).toEqual(money);
    expect(records.map((r: { expressIdName: string }) => r.expressIdName)).toContain('Brazil Special Line');
    const pt = (await get(t.app, `/v1/base/toolExpressModelPage?toId=${portugal}&productId=${p?.id}`)).json()
      .model;
    expect(pt.records.map((r: { expressIdName: string }) => r.expressIdName)).not.toContain(
      'Brazil Special Line',
    );
  });

  it('charges the first weight, then every started extra unit', () => {
    const rate = { firstWeightGrams: 100, firstFee: '1.20', extraUnitGrams: 100, extraFee: '0.60' };
    expect(shippingFee(80, rate).toNumber()).toBe(1.2);
    expect(shippingFee(100, rate).toNumber()).toBe(1.2);
    expect(shippingFee(101, rate).toNumber()).toBe(1.8);
    expect(shippingFee(350, rate).toNumber()).toBe(3);
  });

  it('follows the product weight', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const url = `/v1/base/toolExpressModelPage?toId=${brazil}&productId=${p?.id}`;
    const light = (await get(t.app, url)).json().model.records[0].money;
    await t.database.db
      .update(products)
      .set({ weightGrams: 5000 })
      .where(eq(products.id, p?.id ?? 0));
    const heavy = (await get(t.app, url)).json().model.records[0].money;
    expect(heavy).toBeGreaterThan(light);
    await t.database.db
      .update(products)
      .set({ weightGrams: p?.weightGrams ?? 300 })
      .where(eq(products.id, p?.id ?? 0));
  });

  it('answers an empty list where nothing ships, and 404/400 for bad input', async () => {
    const [p] = await t.database.db.select().from(products).where(eq(products.status, 1)).limit(1);
    const china = (await get(t.app, `/v1/base/toolExpressModelPage?toId=1&productId=${p?.id}`)).json().model;
    expect(china).toEqual({ records: [], total: 0 });
    expect(
      (await get(t.app, `/v1/base/toolExpressModelPage?toId=${brazil}&productId=99999999`)).statusCode,
    ).toBe(404);
    expect((await get(t.app, `/v1/base/toolExpressModelPage?toId=abc&productId=1`)).statusCode).toBe(400);
    expect(
      (await get(t.app, `/v1/base/toolExpressModelPage?toId=${brazil}&productId=1&size=500`)).statusCode,
    ).toBe(400);
  });
});

describe('the cheapest method of a route (the checkout quote)', () => {
  it('reads a route’s rates once a TTL; a rate changed by hand shows once it has passed', async () => {
    const db = t.database.db;
    let clock = 1_000_000;
    const shipping = new ShippingService(db, () => clock);
    const first = await shipping.cheapest(portugal, 500, 'en');
    if (!first) throw new Error('nothing ships to Portugal');
    // The next quotes of the route, any weight, read nothing.
    const again = await statementsOf(db, async () => {
      expect((await shipping.cheapest(portugal, 500, 'en'))?.fee.toNumber()).toBe(first.fee.toNumber());
      await shipping.cheapest(portugal, 2500, 'zh');
    });
    expect(again).toEqual([]);
    // Another route is read on its own.
    expect(await statementsOf(db, () => shipping.cheapest(brazil, 500, 'en'))).toHaveLength(1);

    // The operator halves the carrier's fees by hand: kept until the TTL has passed, then read again.
    const route = and(
      eq(shippingRates.fromId, 1),
      eq(shippingRates.toId, portugal),
      eq(shippingRates.expressId, first.expressId),
    );
    const [rate] = await db.select().from(shippingRates).where(route);
    if (!rate) throw new Error('no rate');
    const halved = {
      firstFee: (Number(rate.firstFee) / 2).toFixed(2),
      extraFee: (Number(rate.extraFee) / 2).toFixed(2),
    };
    await db.update(shippingRates).set(halved).where(route);
    try {
      clock += ROUTE_RATES_TTL_MS - 1;
      expect((await shipping.cheapest(portugal, 500, 'en'))?.fee.toNumber()).toBe(first.fee.toNumber());
      clock += 2;
      const fresh = await shipping.cheapest(portugal, 500, 'en');
      expect(fresh?.fee.toNumber()).toBe(shippingFee(500, { ...rate, ...halved }).toNumber());
      expect(fresh?.fee.toNumber()).toBeLessThan(first.fee.toNumber());
    } finally {
      await db.update(shippingRates).set({ firstFee: rate.firstFee, extraFee: rate.extraFee }).where(route);
    }
  });
});
