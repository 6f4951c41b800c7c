import { readFileSync } from 'node:fs';
import type { StoreCsvImportResult, StoreOrderPage, StoreView } from '@dropmall/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, storeOrderLines, storeOrders, stores } from '../../src/db/schema';
import { newSeller } from '../fulfilment/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { okModel } from './support';

/**
 * Shopify's order-export CSV imported into a store without API access (issue 16, item 4): lines grouped by
 * order, matched by SKU like webhook orders, stored once (the same file twice adds nothing); a bad file is
 * refused with a message naming its line, and nothing of it is kept.
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let sku = '';
let skuId = 0;
const FIXTURE = readFileSync(new URL('./fixtures/shopify-orders-export.csv', import.meta.url), 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  owner = await newBuyer(t.database.db, '100');
  other = await newBuyer(t.database.db, '100');
  const seller = await newSeller(t);
  const [product] = await t.database.db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.id, seller.productId));
  sku = `${product?.sku}-${seller.skuId}`;
  skuId = seller.skuId;
  store = okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'csv', name: 'Market stall' }, { token: owner.token }),
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const importCsv = (csv: string, id = store.id, token = owner.token, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/store/importOrders', { id, csv }, { token, lang });
const ordersOf = async (storeId: number) => {
  const rows = await t.database.db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(eq(storeOrders.storeId, storeId));
  const [lines] = rows.length
    ? await t.database.db
        .select({ n: count() })
        .from(storeOrderLines)
        .where(
          inArray(
            storeOrderLines.orderId,
            rows.map((r) => r.id),
          ),
        )
    : [{ n: 0 }];
  return { orders: rows.length, lines: lines?.n ?? 0 };
};

describe(`Shopify order-export CSV import (${testDbKind})`, () => {
  it('a store without API access is added by name only', () => {
    expect(store).toMatchObject({
      platform: 'csv',
      name: 'Market stall',
      state: 'active',
      customerPage: null,
    });
  });

  it('groups the lines per order, matches them by SKU, and keeps each order once', async () => {
    const csv = FIXTURE.replaceAll('{{SKU}}', sku);
    expect(okModel<StoreCsvImportResult>(await importCsv(csv))).toEqual({ orders: 2, lines: 3, stored: 2 });
    const page = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: store.id }, { token: owner.token }),
    );
    const first = page.records.find((o) => o.shopOrderNo === '#1001');
    expect(first).toMatchObject({
      platformOrderId: '5550001001',
      status: 'pending',
      currency: 'USD',
      total: 89.85,
      customerName: 'Rita Costa',
      customerEmail: 'rita@example.com',
      unmatched: 1,
      placedAt: '2026-11-20T17:03:11.000Z',
    });
    expect(first?.shippingAddress).toMatchObject({ address1: '1 Main St', city: 'Austin', zip: '73301' });
    expect(first?.lines).toEqual([
      expect.objectContaining({ sku, quantity: 2, price: 29.95, variantId: skuId, matchedBy: 'sku' }),
      expect.objectContaining({ sku: 'WRAP-NOT-IN-MALL', title: 'Gift wrap, "deluxe"', variantId: null }),
    ]);
    expect(page.records.find((o) => o.shopOrderNo === '#1002')?.status).toBe('cancelled');

    // The same file again: nothing new.
    const before = await ordersOf(store.id);
    expect(okModel<StoreCsvImportResult>(await importCsv(csv))).toEqual({ orders: 2, lines: 3, stored: 0 });
    expect(await ordersOf(store.id)).toEqual(before);
    // A later export where #1001 was cancelled applies the change, still one order.
    const cancelled = csv.replace(
      'please",,,Shopify Payments',
      'please",,2026-11-22 08:00:00 -0300,Shopify Payments',
    );
    expect(cancelled).not.toBe(csv);
    expect(okModel<StoreCsvImportResult>(await importCsv(cancelled)).stored).toBe(1);
    expect(await ordersOf(store.id)).toEqual(before);
    const after = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: store.id }, { token: owner.token }),
    );
    expect(after.records.find((o) => o.shopOrderNo === '#1001')?.status).toBe('cancelled');
  });

  it('refuses a bad file with a message naming the line, and keeps nothing of it', async () => {
    const fresh = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'csv', name: 'Second stall' },
        { token: owner.token },
      ),
    );
    const good = FIXTURE.replaceAll('{{SKU}}', sku);
    const lines = good.split('\r\n');
    const cases: [string, string][] = [
      ['Name,Email,Total\r\n#1,a@b.c,1\r\n', 'the column "Created at" is missing'],
      [lines[0] ?? '', 'no orders'],
      [
        [lines[0], lines[1]?.replace(',2,Ceramic mug', ',two,Ceramic mug'), lines[2]].join('\r\n'),
        'Line 2: "Lineitem quantity" is not valid: "two"',
      ],
      [
        [lines[0], lines[1], lines[2], lines[3]?.replace('2026-11-21 09:00:00 +0000', 'yesterday')].join(
          '\r\n',
        ),
        'Line 4: "Created at" is not a date',
      ],
      [
        [lines[0], lines[1], '#1001,"unclosed, and on'].join('\r\n'),
        'Line 3: a quoted field is never closed',
      ],
      // Values PostgreSQL would not keep: a total past numeric(14,2), a date in year 0001, a negative price.
      [
        [lines[0], lines[1]?.replace(',89.85,,,Standard', ',99999999999999,,,Standard')].join('\r\n'),
        'Line 2: "Total" is not valid',
      ],
      [
        [lines[0], lines[1]?.replace('2026-11-20 14:03:11 -0300', '0001-01-01 00:00:00 +0000')].join('\r\n'),
        'Line 2: "Created at" is not a date',
      ],
      [
        [lines[0], lines[1]?.replace(',29.95,,{{SKU}}'.replace('{{SKU}}', sku), `,-29.95,,${sku}`)].join(
          '\r\n',
        ),
        'Line 2: "Lineitem price" is not valid',
      ],
    ];
    for (const [csv, words] of cases) {
      const res = await importCsv(csv, fresh.id);
      expect(res.statusCode, words).toBe(400);
      expect(res.json().msg).toContain(words);
    }
    const zh = await importCsv(cases[2]?.[0] ?? '', fresh.id, owner.token, 'zh');
    expect(zh.json().msg).toContain('第 2 行');
    expect(await ordersOf(fresh.id)).toEqual({ orders: 0, lines: 0 });
  });

  it("an unpaid order's Financial Status makes it wait; a NUL byte is refused by the route, nothing kept", async () => {
    const fresh = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'csv', name: 'Third stall' },
        { token: owner.token },
      ),
    );
    const lines = FIXTURE.replaceAll('{{SKU}}', sku).split('\r\n');
    const unpaid = [
      lines[0],
      lines[1]?.replace('#1001,rita@example.com,paid,', '#1001,rita@example.com,pending,'),
      lines[2],
    ];
    const withNul = [
      lines[0],
      lines[1]?.replace('Rita Costa,1 Main St', 'Rita\u0000 Costa,1 Main St'),
      lines[2],
    ];
    const refused = await importCsv(withNul.join('\r\n'), fresh.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('NUL');
    expect(await ordersOf(fresh.id)).toEqual({ orders: 0, lines: 0 });
    expect(okModel<StoreCsvImportResult>(await importCsv(unpaid.join('\r\n'), fresh.id)).stored).toBe(1);
    const [order] = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: fresh.id }, { token: owner.token }),
    ).records;
    expect(order).toMatchObject({ status: 'pending', customerPaid: false, paymentStatus: 'pending' });
  });

  it('is for stores without API access: another business 404, a connected store 409, sync 409', async () => {
    expect((await importCsv(FIXTURE, store.id, other.token)).statusCode).toBe(404);
    const [connected] = await t.database.db
      .insert(stores)
      .values({
        businessId: owner.businessId,
        platform: 'shopify',
        name: 'Live shop',
        domain: 'live.myshopify.com',
      })
      .returning();
    const refused = await importCsv(FIXTURE, connected?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('is connected');
    const sync = await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token });
    expect(sync.statusCode).toBe(409);
    expect(sync.json().msg).toContain('no API access');
  });
});
