import { SellerOrderQuery } from '@dropmall/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { sellerPageQuery } from '../../src/modules/orders/seller-orders';
import { expectOk } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';
import { firstCarrier, newSeller, paidOrder, sellerList, ship } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Page {
  records: {
    id: number;
    orderNo: string;
    status: string;
    addressee: string;
    buyerName: string;
    trackingNo: string;
  }[];
  total: number;
  statusCounts: Record<string, number>;
}
const page = async (token: string, fields: Record<string, string | number> = {}) =>
  expectOk<Page>(await sellerList(t, token, fields));

describe('the seller’s order list', () => {
  it('answers only the caller’s orders as a seller, by status tab, with counts', async () => {
    const { seller, skuId } = await newSeller(t);
    const a = await paidOrder(t, skuId);
    const b = await paidOrder(t, skuId);
    const c = await paidOrder(t, skuId);
    // An order of another seller, and an order the seller placed as a buyer: neither is listed.
    const rival = await newSeller(t);
    await paidOrder(t, rival.skuId);
    await paidOrder(t, rival.skuId, seller);

    const carrier = await firstCarrier(t, seller.token);
    expectOk(await ship(t, seller.token, { id: b.order.id, expressId: carrier.id, trackingNo: 'TRK-0001' }));
    await t.database.db
      .update(orders)
      .set({ status: 'cancelled', cancelledAt: new Date() })
      .where(eq(orders.id, c.order.id));

    const all = await page(seller.token);
    expect(all.total).toBe(3);
    expect(all.records.map((r) => r.id)).toEqual([c.order.id, b.order.id, a.order.id]);
    expect(all.statusCounts).toEqual({ paid: 1, shipped: 1, cancelled: 1 });
    expect(all.records[0]?.buyerName).toMatch(/^Buyer /);

    const toShip = await page(seller.token, { status: 'paid' });
    expect(toShip.records.map((r) => r.id)).toEqual([a.order.id]);
    expect(toShip.records[0]?.addressee).toBe('Maria Silva');
    const shipped = await page(seller.token, { status: 'shipped' });
    expect(shipped.records.map((r) => [r.id, r.trackingNo])).toEqual([[b.order.id, 'TRK-0001']]);
    expect((await page(seller.token, { status: 'cancelled' })).records.map((r) => r.id)).toEqual([
      c.order.id,
    ]);
    expect((await page(seller.token, { status: 'finished' })).total).toBe(0);

    // Paging: one per page.
    const second = await page(seller.token, { current: 2, size: 1 });
    expect(second.records.map((r) => r.id)).toEqual([b.order.id]);
    expect(second.total).toBe(3);

    // The rival sees its own two, not these.
    const theirs = await page(rival.seller.token);
    expect(theirs.total).toBe(2);
    expect(theirs.records.map((r) => r.id)).not.toContain(a.order.id);
  });

  it('finds orders by part of the order number or of the addressee’s name; wildcards are literal', async () => {
    const { seller, skuId } = await newSeller(t);
    const a = await paidOrder(t, skuId);
    const b = await paidOrder(t, skuId);
    await t.database.db
      .update(orders)
      .set({ address: sql`jsonb_set(${orders.address}, '{fullName}', '"João Pereira"')` })
      .where(eq(orders.id, b.order.id));

    expect((await page(seller.token, { keyword: a.order.orderNo })).records.map((r) => r.id)).toEqual([
      a.order.id,
    ]);
    expect(
      (await page(seller.token, { keyword: ` ${a.order.orderNo.slice(-6)} ` })).records.map((r) => r.id),
    ).toEqual([a.order.id]);
    expect((await page(seller.token, { keyword: 'joão' })).records.map((r) => r.id)).toEqual([b.order.id]);
    const maria = await page(seller.token, { keyword: 'maria', status: 'paid' });
    expect(maria.records.map((r) => r.id)).toEqual([a.order.id]);
    expect(maria.statusCounts).toEqual({ paid: 1 });
    expect((await page(seller.token, { keyword: '%' })).total).toBe(0);
    expect((await page(seller.token, { keyword: 'nobody' })).total).toBe(0);
  });

  it('refuses an unknown status and a search that is too long', async () => {
    const { seller } = await newSeller(t);
    expect((await sellerList(t, seller.token, { status: 'lost' })).statusCode).toBe(400);
    expect((await sellerList(t, seller.token, { keyword: 'x'.repeat(101) })).statusCode).toBe(400);
    const other = await newBuyer(t.database.db);
    expect((await page(other.token)).total).toBe(0);
  });

  it('reads through the seller index, with a status tab and without', async () => {
    for (const status of ['paid', 'all'] as const) {
      const query = SellerOrderQuery.parse({ status, keyword: status === 'all' ? 'maria' : '' });
      const compiled = sellerPageQuery(t.database.db, 1, query).toSQL();
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx as never,
          sql.raw(`explain ${inline(compiled.sql, compiled.params)}`),
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan on orders/);
      expect(plan).toMatch(/orders_seller/);
    }
  });
});

describe('the dashboard after a ship', () => {
  it('counts the shipped order and its money in sendCount and sendMoney', async () => {
    const { seller, skuId } = await newSeller(t);
    const { order } = await paidOrder(t, skuId, undefined, 2);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const summary = async () =>
      expectOk<{ sendCount: number; sendMoney: number; waitSendCount: number; waitTakeCount: number }>(
        await post(
          t.app,
          '/v1/orderReport/getSummary',
          { startTime: today, endTime: today },
          { token: seller.token },
        ),
      );
    expect(await summary()).toMatchObject({ sendCount: 0, sendMoney: 0, waitSendCount: 1, waitTakeCount: 0 });
    const carrier = await firstCarrier(t, seller.token);
    expectOk(await ship(t, seller.token, { id: order.id, expressId: carrier.id, trackingNo: 'DASH-42' }));
    expect(await summary()).toMatchObject({
      sendCount: 1,
      sendMoney: order.total,
      waitSendCount: 0,
      waitTakeCount: 1,
    });
  });
});

/** The statement with its parameters written in, for EXPLAIN (numbers and plain strings only). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
  });
}
