import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  StoreCsvImportQueued,
  StoreCsvImportState,
  StoreOrderPage,
  StoreView,
} from '@dropmall/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exportTasks,
  products,
  storeCsvImports,
  storeOrderLines,
  storeOrders,
  stores,
} from '../../src/db/schema';
import { newSeller } from '../fulfilment/support';
import { filesUnder } from '../seller/upload-support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { commerceOf } from '../support/commerce-services';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { ordersCsv } from './csv-orders';
import { okModel } from './support';

/**
 * Shopify's order-export CSV imported into a store without API access (issue 16, item 4; a background task
 * since issue 36): lines grouped by order, matched by SKU like webhook orders, stored once (the same file
 * twice adds nothing); a bad file is refused at once naming every bad line, and nothing of it is kept.
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
const stateOf = (taskId: number, token = owner.token) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/store/importTask?id=${taskId}`,
    headers: { authorization: `Bearer ${token}` },
  });
/** The worker's run, as the server's timer would start it (the tests' app has it off). */
const runWorker = () => commerceOf(t).services.tasks.services.worker.drain();
/** Queues the file, runs the worker, and answers the import's final state. */
async function imported(csv: string, id = store.id): Promise<StoreCsvImportState> {
  const { taskId } = okModel<StoreCsvImportQueued>(await importCsv(csv, id));
  await runWorker();
  return okModel<StoreCsvImportState>(await stateOf(taskId));
}
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
    const queued = okModel<StoreCsvImportQueued>(await importCsv(csv));
    expect(queued).toMatchObject({ orders: 2, lines: 3, duplicate: false });
    // Answered before anything is written: the worker does that.
    expect(await ordersOf(store.id)).toEqual({ orders: 0, lines: 0 });
    expect(okModel<StoreCsvImportState>(await stateOf(queued.taskId))).toMatchObject({
      status: 'queued',
      done: 0,
      progress: 0,
    });
    await runWorker();
    expect(okModel<StoreCsvImportState>(await stateOf(queued.taskId))).toEqual({
      taskId: queued.taskId,
      storeId: store.id,
      status: 'done',
      progress: 100,
      orders: 2,
      lines: 3,
      done: 2,
      imported: 2,
      updated: 0,
      skipped: 0,
      reason: '',
    });
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

    // The same file again: nothing new, both counted as already there.
    const before = await ordersOf(store.id);
    expect(await imported(csv)).toMatchObject({ status: 'done', imported: 0, updated: 0, skipped: 2 });
    expect(await ordersOf(store.id)).toEqual(before);
    // A later export where #1001 was cancelled applies the change, still one order.
    const cancelled = csv.replace(
      'please",,,Shopify Payments',
      'please",,2026-11-22 08:00:00 -0300,Shopify Payments',
    );
    expect(cancelled).not.toBe(csv);
    expect(await imported(cancelled)).toMatchObject({ imported: 0, updated: 1, skipped: 1 });
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

    // A large file with three bad rows among good ones: each is named, in the reader's language.
    const rows = ordersCsv(300).split('\r\n');
    rows[10] = rows[10]?.replace(',29.95,', ',free,') ?? '';
    rows[201] = rows[201]?.replace(/^#\d+,/, ',') ?? '';
    rows[399] = rows[399]?.replace(/2026-11-01 \S+ \+0000/, 'soon') ?? '';
    for (const [lang, expected] of [
      [
        'en',
        [
          'Nothing was imported: 3 problem(s)',
          'Line 11: "Lineitem price"',
          'Line 202: the order name',
          'Line 400: "Created at" is not a date: "soon"',
        ],
      ],
      ['zh', ['未导入任何订单：文件中有 3 处问题', '第 11 行', '第 202 行', '第 400 行']],
    ] as const) {
      const bad = await importCsv(rows.join('\r\n'), fresh.id, owner.token, lang);
      expect(bad.statusCode).toBe(400);
      for (const words of expected) expect(bad.json().msg).toContain(words);
    }
    // Nothing of any refused file: no order, no task, no file kept.
    expect(await ordersOf(fresh.id)).toEqual({ orders: 0, lines: 0 });
    expect(
      await t.database.db.select().from(storeCsvImports).where(eq(storeCsvImports.storeId, fresh.id)),
    ).toEqual([]);
    expect(await filesUnder(join(t.config.DATA_DIR, 'files/imports'))).toEqual([]);
  });

  it('answers a 2,000-order file at once with its task, and imports nothing in the request', async () => {
    const big = okModel<StoreView>(
      await post(t.app, '/v1/store/connect', { platform: 'csv', name: 'Big stall' }, { token: owner.token }),
    );
    const queued = okModel<StoreCsvImportQueued>(await importCsv(ordersCsv(2000), big.id));
    expect(queued).toMatchObject({ orders: 2000, lines: 4000, duplicate: false });
    expect(await ordersOf(big.id)).toEqual({ orders: 0, lines: 0 });
    expect(okModel<StoreCsvImportState>(await stateOf(queued.taskId))).toMatchObject({
      status: 'queued',
      done: 0,
    });
    // Another business cannot follow it.
    expect((await stateOf(queued.taskId, other.token)).statusCode).toBe(404);
    // Not run here (2,000 orders take the worker a minute): the task is dropped with the test database.
    await t.database.db.delete(exportTasks).where(eq(exportTasks.id, queued.taskId));
  });

  it('the same file sent twice at once is one task', async () => {
    const stall = okModel<StoreView>(
      await post(t.app, '/v1/store/connect', { platform: 'csv', name: 'Twin stall' }, { token: owner.token }),
    );
    const csv = ordersCsv(3, { first: 5001 });
    const answers = await Promise.all([importCsv(csv, stall.id), importCsv(csv, stall.id)]);
    const queued = answers.map((a) => okModel<StoreCsvImportQueued>(a));
    expect(new Set(queued.map((q) => q.taskId)).size).toBe(1);
    expect(queued.map((q) => q.duplicate).sort()).toEqual([false, true]);
    await runWorker();
    expect(await ordersOf(stall.id)).toEqual({ orders: 3, lines: 6 });
  });

  it('a worker that dies between orders is resumed after the last order it wrote, none twice', async () => {
    const stall = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'csv', name: 'Crash stall' },
        { token: owner.token },
      ),
    );
    const { taskId } = okModel<StoreCsvImportQueued>(
      await importCsv(ordersCsv(50, { first: 7001 }), stall.id),
    );
    // The first attempt stops at its first progress report (after 20 orders), as a killed process would.
    const services = commerceOf(t).services;
    const died = new Error('the process died');
    await expect(
      services.stores.csvImports.run(taskId, async () => {
        throw died;
      }),
    ).rejects.toBe(died);
    expect(okModel<StoreCsvImportState>(await stateOf(taskId))).toMatchObject({ done: 20, imported: 20 });
    expect(await ordersOf(stall.id)).toEqual({ orders: 20, lines: 40 });

    await services.tasks.services.worker.drain();
    // Resumed at order 21: had it started again from the top, the first 20 would count as skipped.
    expect(okModel<StoreCsvImportState>(await stateOf(taskId))).toMatchObject({
      status: 'done',
      done: 50,
      imported: 50,
      skipped: 0,
    });
    expect(await ordersOf(stall.id)).toEqual({ orders: 50, lines: 100 });
    // The stored file went with the last order.
    const [record] = await t.database.db
      .select()
      .from(storeCsvImports)
      .where(eq(storeCsvImports.taskId, taskId));
    expect(await filesUnder(join(t.config.DATA_DIR, 'files'))).not.toContain(record?.fileKey);
    expect(record?.fileKey).toMatch(/^imports\/\d+\/[\w-]+\.csv$/);
  });

  it('a task given up says how far it got and how to finish', async () => {
    const stall = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'csv', name: 'Stopped stall' },
        { token: owner.token },
      ),
    );
    const { taskId } = okModel<StoreCsvImportQueued>(
      await importCsv(ordersCsv(2, { first: 8001 }), stall.id),
    );
    await t.database.db.update(exportTasks).set({ status: 'failed' }).where(eq(exportTasks.id, taskId));
    const state = await stateOf(taskId, owner.token);
    expect(okModel<StoreCsvImportState>(state).reason).toBe(
      'The import stopped after 0 of 2 orders; import the same file again to finish (orders already imported are skipped)',
    );
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
    expect((await imported(unpaid.join('\r\n'), fresh.id)).imported).toBe(1);
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
