import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, productVariants } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, submitBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { setStock } from '../support/stock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe(`no oversell (${testDbKind})`, () => {
  it('lets exactly 5 of 50 parallel buyers have the last 5 pieces; stock ends at 0, never below', async () => {
    const v = await variantWithStock(t.database.db, 50, 60);
    const buyers = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const buyer = await newBuyer(t.database.db);
        const address = await addAddress(t.app, t.database.db, buyer.token);
        const line = await addToCart(t.app, buyer.token, v.skuId, 1);
        return { buyer, address, line };
      }),
    );
    await setStock(t.database.db, v.skuId, 5);
    const results = await Promise.all(
      buyers.map(({ buyer, address, line }) => checkout(t.app, buyer.token, [line.id], address.id)),
    );
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(5);
    expect(refused.every((r) => r.statusCode === 409)).toBe(true);
    expect(refused.every((r) => /out of stock|can no longer be bought/.test(r.json().message))).toBe(true);
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, v.skuId));
    expect(variant?.stock).toBe(0);
    const made = await t.database.db.select().from(orders);
    expect(made.filter((o) => ok.some((r) => r.json().result.orderIds.includes(o.id)))).toHaveLength(5);
  }, 120_000);

  it('makes one order of one cart line submitted 10 times at once (a double click, a retry)', async () => {
    const v = await variantWithStock(t.database.db, 20, 61);
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const body = await submitBody(t.app, buyer.token, [line.id], address.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(t.app, '/v1/api/order/submitOrder', body, { token: buyer.token }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // Submits that read the line before the first took it wait and hear 409; later ones find it gone (404).
    for (const refused of results.filter((r) => r.statusCode !== 200)) {
      expect([404, 409]).toContain(refused.statusCode);
      expect(refused.json().message).toMatch(/already ordered/);
    }
    const made = await t.database.db.select().from(orders).where(eq(orders.businessId, buyer.businessId));
    expect(made).toHaveLength(1);
    const [variant] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, v.skuId));
    expect(variant?.stock).toBe(19);
  }, 120_000);
});
