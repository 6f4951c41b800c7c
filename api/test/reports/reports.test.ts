import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { businesses, orderItems, orders } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Seeded {
  status: string;
  total: number;
  createdAt: string;
  paidAt?: string;
  shippedAt?: string;
  remark?: string;
  productId: number;
  num: number;
}

let serial = 0;
/** Writes orders of `seller` straight to the table, as checkout and payment would have left them. */
async function seed(seller: number, buyer: number, list: Seeded[]) {
  for (const o of list) {
    const [row] = await t.database.db
      .insert(orders)
      .values({
        orderNo: `RPT${Date.now()}${serial++}`,
        businessId: buyer,
        sellerBusinessId: seller,
        status: o.status,
        productTotal: String(o.total),
        expressFee: '0',
        total: String(o.total),
        userLeave: o.remark ?? '',
        address: {},
        createdAt: new Date(o.createdAt),
        paidAt: o.paidAt ? new Date(o.paidAt) : null,
        shippedAt: o.shippedAt ? new Date(o.shippedAt) : null,
        expiresAt: new Date(new Date(o.createdAt).getTime() + 1_800_000),
      })
      .returning({ id: orders.id });
    await t.database.db.insert(orderItems).values({
      orderId: row?.id ?? 0,
      productId: o.productId,
      variantId: o.productId,
      title: `Product ${o.productId}`,
      price: String(o.total / o.num),
      num: o.num,
      amount: String(o.total),
    });
  }
}

const SOLD = ['paid', 'shipped', 'finished'];
/** The day of an instant in a zone, as the business sees it. */
const dayIn = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(iso));
const daysOf = (start: string, end: string) => {
  const out: string[] = [];
  for (
    let d = new Date(`${start}T00:00:00Z`);
    d <= new Date(`${end}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    out.push(d.toISOString().slice(0, 10));
  return out;
};
/** The chart computed directly from the seeded orders, without SQL. */
function expectedChart(list: Seeded[], zone: string, start: string, end: string) {
  return daysOf(start, end).map((day) => ({
    day,
    salePay:
      Math.round(
        list
          .filter((o) => o.paidAt && SOLD.includes(o.status) && dayIn(o.paidAt, zone) === day)
          .reduce((s, o) => s + o.total, 0) * 100,
      ) / 100,
  }));
}

const report = (path: string, token: string, startTime: string, endTime: string, lang?: 'zh') =>
  post(t.app, `/v1/orderReport/${path}`, { startTime, endTime }, { token, lang });

const ORDERS: Seeded[] = [
  // 23:30 on 28 Feb in São Paulo, already 1 March in UTC.
  {
    status: 'paid',
    total: 10,
    createdAt: '2026-03-01T02:00:00Z',
    paidAt: '2026-03-01T02:30:00Z',
    productId: 1,
    num: 1,
  },
  {
    status: 'finished',
    total: 20.5,
    createdAt: '2026-03-01T11:00:00Z',
    paidAt: '2026-03-01T12:00:00Z',
    shippedAt: '2026-03-02T10:00:00Z',
    productId: 2,
    num: 2,
    remark: 'gift wrap',
  },
  // 23:59 on 1 March in São Paulo.
  {
    status: 'shipped',
    total: 5.25,
    createdAt: '2026-03-02T02:00:00Z',
    paidAt: '2026-03-02T02:59:00Z',
    shippedAt: '2026-03-03T12:00:00Z',
    productId: 1,
    num: 1,
  },
  {
    status: 'refunded',
    total: 100,
    createdAt: '2026-03-01T13:00:00Z',
    paidAt: '2026-03-01T13:10:00Z',
    productId: 3,
    num: 1,
  },
  { status: 'unpaid', total: 40, createdAt: '2026-03-01T15:00:00Z', productId: 3, num: 1, remark: 'call me' },
  { status: 'cancelled', total: 8, createdAt: '2026-03-02T15:00:00Z', productId: 3, num: 1 },
  {
    status: 'paid',
    total: 7,
    createdAt: '2026-03-02T14:00:00Z',
    paidAt: '2026-03-02T15:00:00Z',
    productId: 2,
    num: 1,
  },
];

describe('dashboard figures', () => {
  it('charts paid sales per day of the business’s zone, equal to a direct computation', async () => {
    const seller = await newBuyer(t.database.db);
    const buyer = await newBuyer(t.database.db);
    const other = await newBuyer(t.database.db);
    await seed(seller.businessId, buyer.businessId, ORDERS);
    // Another seller's sale on the same days never shows.
    await seed(other.businessId, buyer.businessId, [
      {
        status: 'paid',
        total: 999,
        createdAt: '2026-03-01T12:00:00Z',
        paidAt: '2026-03-01T12:00:00Z',
        productId: 1,
        num: 1,
      },
    ]);

    for (const zone of ['America/Sao_Paulo', 'Asia/Shanghai']) {
      await t.database.db
        .update(businesses)
        .set({ timeZone: zone })
        .where(eq(businesses.id, seller.businessId));
      const res = await report('getSaleChart', seller.token, '2026-02-27', '2026-03-04');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().model).toEqual(expectedChart(ORDERS, zone, '2026-02-27', '2026-03-04'));
    }
    await t.database.db
      .update(businesses)
      .set({ timeZone: 'America/Sao_Paulo' })
      .where(eq(businesses.id, seller.businessId));
    const chart = (await report('getSaleChart', seller.token, '2026-02-28', '2026-03-02')).json().model;
    expect(chart).toEqual([
      { day: '2026-02-28', salePay: 10 },
      { day: '2026-03-01', salePay: 25.75 },
      { day: '2026-03-02', salePay: 7 },
    ]);
    // The range changes the chart.
    expect((await report('getSaleChart', seller.token, '2026-03-02', '2026-03-02')).json().model).toEqual([
      { day: '2026-03-02', salePay: 7 },
    ]);

    const summary = (await report('getSummary', seller.token, '2026-02-28', '2026-03-03')).json().model;
    const zone = 'America/Sao_Paulo';
    const inRange = (iso?: string) =>
      !!iso && dayIn(iso, zone) >= '2026-02-28' && dayIn(iso, zone) <= '2026-03-03';
    const paid = ORDERS.filter((o) => inRange(o.paidAt) && SOLD.includes(o.status));
    const sent = ORDERS.filter((o) => inRange(o.shippedAt) && ['shipped', 'finished'].includes(o.status));
    expect(summary).toMatchObject({
      timeZone: zone,
      orderCount: ORDERS.filter((o) => inRange(o.createdAt)).length,
      remarkCount: ORDERS.filter((o) => inRange(o.createdAt) && o.remark).length,
      payOrderCount: paid.length,
      payMoneySum: paid.reduce((s, o) => s + o.total, 0),
      sendCount: sent.length,
      sendMoney: sent.reduce((s, o) => s + o.total, 0),
      waitPayCount: ORDERS.filter((o) => o.status === 'unpaid').length,
      waitSendCount: ORDERS.filter((o) => o.status === 'paid').length,
      waitTakeCount: ORDERS.filter((o) => o.status === 'shipped').length,
      afterSaleNoSendCount: 0,
      productCount: 0,
    });

    const rank = (await report('getSaleRank', seller.token, '2026-02-28', '2026-03-03')).json().model;
    expect(
      rank.map((r: { productId: number; salePay: number; saleNum: number }) => [
        r.productId,
        r.salePay,
        r.saleNum,
      ]),
    ).toEqual([
      [2, 27.5, 3],
      [1, 15.25, 2],
    ]);
    // The other seller sees only its own sale.
    const theirs = (await report('getSummary', other.token, '2026-02-28', '2026-03-03')).json().model;
    expect(theirs).toMatchObject({ payOrderCount: 1, payMoneySum: 999, orderCount: 1 });
  });

  it('refuses a range that ends before it starts, is longer than a year, or names no real date', async () => {
    const b = await newBuyer(t.database.db);
    const backwards = await report('getSaleChart', b.token, '2026-03-10', '2026-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toBe('The end date (2026-03-01) is before the start date (2026-03-10)');
    const decade = await report('getSummary', b.token, '2016-01-01', '2025-12-31', 'zh');
    expect(decade.statusCode).toBe(400);
    expect(decade.json().msg).toBe('所选日期范围为 3653 天，最多只能选择 366 天');
    expect((await report('getSaleRank', b.token, '2025-01-01', '2026-01-01')).statusCode).toBe(200);
    expect((await report('getSaleRank', b.token, '2025-01-01', '2026-01-02')).statusCode).toBe(400);
    const fake = await report('getSaleChart', b.token, '2026-02-30', '2026-03-01');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().msg).toContain('2026-02-30');
    expect((await report('getSaleChart', b.token, 'yesterday', '2026-03-01')).statusCode).toBe(400);
    expect(
      (await post(t.app, '/v1/orderReport/getSummary', { startTime: '2026-01-01', endTime: '2026-01-02' }))
        .statusCode,
    ).toBe(401);
  });

  it('reads orders through the seller indexes', async () => {
    const queries = [
      `select sum(total) from orders where seller_business_id = 1 and paid_at is not null
        and paid_at >= '2026-01-01'::timestamptz and paid_at < '2026-02-01'::timestamptz`,
      `select count(*) from orders where seller_business_id = 1
        and created_at >= '2026-01-01'::timestamptz and created_at < '2026-02-01'::timestamptz`,
      `select count(*) from orders where seller_business_id = 1 and shipped_at is not null
        and shipped_at >= '2026-01-01'::timestamptz and shipped_at < '2026-02-01'::timestamptz`,
      `select count(*) from orders where seller_business_id = 1 and status in ('unpaid', 'paid', 'shipped')`,
    ];
    for (const query of queries) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx as never, sql.raw(`explain ${query}`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).not.toMatch(/Seq Scan on orders/);
    }
  });
});
