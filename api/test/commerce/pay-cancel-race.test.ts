import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, wallets } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';

/**
 * A buyer pays two orders by balance while cancelling them in other tabs: whichever comes first wins, the
 * others get a clear answer (never a 5xx, never a deadlock), and the wallet is charged only for what was paid.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

describe(`paying and cancelling the same orders at once (${testDbKind})`, () => {
  it('never answers 5xx, and charges exactly what ended up paid', async () => {
    for (let round = 0; round < 8; round++) {
      const buyer = await newBuyer(t.database.db, '5000');
      const address = await addAddress(t.app, t.database.db, buyer.token);
      // Two orders (two checkouts), paid together in one call.
      const made: { id: number; total: number }[] = [];
      for (const offset of [70 + 2 * round, 71 + 2 * round]) {
        const v = await variantWithStock(t.database.db, 20, offset);
        const line = await addToCart(t.app, buyer.token, v.skuId, 1);
        const res = await checkout(t.app, buyer.token, [line.id], address.id);
        expect(res.statusCode, res.body).toBe(200);
        made.push(...(res.json().result.orders as { id: number; total: number }[]));
      }
      expect(made).toHaveLength(2);
      const ids = made.map((o) => o.id);
      const total = made.reduce((sum, o) => sum + o.total, 0);
      const as = { token: buyer.token };
      const answers = await Promise.all([
        post(t.app, '/v1/api/payment/pay', payBody(ids, 3, total), as),
        ...[...ids].reverse().map((id) => post(t.app, '/v1/api/order/cancelOrder', { id }, as)),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
      const after = await t.database.db.select().from(orders).where(inArray(orders.id, ids));
      const paid = after.filter((o) => o.status === 'paid');
      expect(paid.length === 0 || paid.length === ids.length).toBe(true);
      const [wallet] = await t.database.db
        .select()
        .from(wallets)
        .where(eq(wallets.businessId, buyer.businessId));
      const charged = 5000 - Number(wallet?.balance);
      expect(charged).toBeCloseTo(paid.length ? total : 0, 2);
    }
  }, 180_000);
});
