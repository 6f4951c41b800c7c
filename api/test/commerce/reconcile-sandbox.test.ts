import type { ReconcilePage } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema';
import { expectOk, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, loginToken, post } from '../support/http';

/** Reconciliation without keys: the sandbox gateway lists what it recorded (issue 33, item 5). */
let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ PAYMENT_GATEWAY: 'sandbox' });
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t?.close());

describe(`reconciliation with the sandbox gateway (${testDbKind})`, () => {
  it('lists the sandbox’s payments; a paid one here that the sandbox never saw paid is flagged', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 20, 720);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const order = (await checkout(t.app, buyer.token, [line.id], address.id)).json().result.orders[0] as {
      id: number;
      total: number;
    };
    const paid = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 2, order.total), {
      token: buyer.token,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const paymentNo = paid.json().result.paymentNo as string;
    const fetched = expectOk<{ fetched: number; open: number }>(
      await post(t.app, '/v1/reconcile/fetch', {}, { token: operator }),
    );
    expect(fetched).toMatchObject({ fetched: 1, open: 0 });
    // Marked paid here without the sandbox's event: the sandbox still lists it unpaid.
    await t.database.db.update(payments).set({ status: 'paid' }).where(eq(payments.paymentNo, paymentNo));
    expectOk(await post(t.app, '/v1/reconcile/fetch', {}, { token: operator }));
    const page = expectOk<ReconcilePage>(await get(t.app, '/v1/reconcile/list', { token: operator }));
    expect(page.records).toMatchObject([
      {
        paymentNo,
        kind: 'paid_here_absent_there',
        provider: 'sandbox',
        theirStatus: 'unpaid',
        ourStatus: 'paid',
      },
    ]);
    expect(page.providerRecords).toBe(1);
  });

  it('with no gateway, fetching is refused with a clear message', async () => {
    const none = await createTestApp({ PAYMENT_GATEWAY: 'none' });
    try {
      await none.app.ready();
      const token = await loginToken(none.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
      const res = await post(none.app, '/v1/reconcile/fetch', {}, { token, lang: 'zh' });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toContain('无法对账');
    } finally {
      await none.close();
    }
  });
});
