import type { CrmInvoice, OrderPage, OrderView, StoreOrderPage, StoreView } from '@dropmall/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCjkFont } from '../../src/adapters/pdf/fonts';
import {
  invoiceCounters,
  PRODUCT_STATUS,
  products,
  productVariants,
  storeInvoices,
} from '../../src/db/schema';
import { addressLines } from '../../src/modules/stores/invoices';
import { paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { linkMallOrders } from '../support/store-links';
import { deliverOrder, listeningApp, okModel } from './support';

/**
 * The invoice of a store order's fulfilment (issue 16 item 7, issue 37 item 2): generated once (five parallel
 * generations, one number; the year's numbers follow each other without gaps), then shown as issued, its
 * lines and costs read from the paid mall orders; a correction reissues it as a new version of the same
 * number, the older kept; the store order and its mall orders show as invoiced. A PDF in the reader's
 * language. An unpaid store order cannot be invoiced (409); another business's is not found; staff need the
 * store orders page.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let paidStoreOrder = 0;
let secondStoreOrder = 0;
let unpaidStoreOrder = 0;
let mall: { id: number; total: number; orderNo: string };

/** A Shopify order of one line of this SKU, shipping to Recife. */
function orderOf(id: number, sku: string) {
  const now = new Date().toISOString();
  return {
    id,
    name: `#${id}`,
    order_number: id,
    email: 'ana@example.com',
    created_at: now,
    updated_at: now,
    currency: 'USD',
    total_price: '49.90',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: [{ id: id * 10, variant_id: null, sku, title: 'Thing', quantity: 1, price: '49.90' }],
    shipping_address: {
      name: 'Ana Souza',
      address1: 'Rua B, 2',
      city: 'Recife',
      province: 'PE',
      zip: '50000-000',
      country: 'Brazil',
    },
  };
}

const invoice = (token: string, id: number, version?: number) =>
  post(t.app, '/v1/store/invoice', version ? { id, version } : { id }, { token });
const generate = (token: string, id: number, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/store/invoice/generate', { id }, { token, lang });
const reissue = (token: string, id: number, reason: string, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/store/invoice/reissue', { id, reason }, { token, lang });
const storeList = async (fields: Record<string, string | number>) =>
  okModel<StoreOrderPage>(
    await post(t.app, '/v1/order/crmCustomerOrderList', fields, { token: owner.token }),
  );

beforeAll(async () => {
  t = await listeningApp();
  const db = t.database.db;
  owner = await newBuyer(db, '5000');
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Invoice shop' },
      { token: owner.token },
    ),
  );
  const [row] = await db
    .select({ sku: products.sku, variantId: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .orderBy(asc(productVariants.id))
    .limit(1);
  if (!row) throw new Error('no variant on sale');
  paidStoreOrder = await deliverOrder(t, store, orderOf(8801, `${row.sku}-${row.variantId}`));
  unpaidStoreOrder = await deliverOrder(t, store, orderOf(8802, `${row.sku}-${row.variantId}`));
  secondStoreOrder = await deliverOrder(t, store, orderOf(8803, `${row.sku}-${row.variantId}`));
  mall = (await paidOrder(t, row.variantId, owner, 2)).order;
  await linkMallOrders(db, paidStoreOrder, [mall.id]);
  await linkMallOrders(db, secondStoreOrder, [(await paidOrder(t, row.variantId, owner, 1)).order.id]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`CRM invoices (${testDbKind})`, () => {
  it('has no invoice before it is generated: display is 409, the order is not invoiced', async () => {
    const before = await invoice(owner.token, paidStoreOrder);
    expect(before.statusCode).toBe(409);
    expect(before.json().msg).toMatch(/generate it first/);
    const list = await storeList({ invoiced: 'true' });
    expect(list.records).toEqual([]);
    // Reissuing what was never generated is the wrong state as well.
    expect((await reissue(owner.token, paidStoreOrder, 'typo')).statusCode).toBe(409);
  });

  it('generates one invoice when asked five times at once; the next order gets the next number', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => generate(owner.token, paidStoreOrder)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = answers.find((a) => a.statusCode === 200);
    if (!won) throw new Error('no generation succeeded');
    const first = okModel<CrmInvoice>(won);
    expect(first.invoiceNo).toMatch(/^INV-\d{4}-\d{6}$/);
    expect(first.version).toBe(1);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().msg).toContain(first.invoiceNo);
    const rows = await t.database.db
      .select()
      .from(storeInvoices)
      .where(eq(storeInvoices.storeOrderId, paidStoreOrder));
    expect(rows).toHaveLength(1);
    // Refused generations took no number: the next store order's is the very next one.
    const next = okModel<CrmInvoice>(await generate(owner.token, secondStoreOrder));
    const serial = (no: string) => Number(no.slice(-6));
    expect(serial(next.invoiceNo)).toBe(serial(first.invoiceNo) + 1);
    const [counter] = await t.database.db.select().from(invoiceCounters);
    expect(counter?.last).toBe(serial(next.invoiceNo));
  });

  it('numbers several orders generated at once without gaps or duplicates', async () => {
    const db = t.database.db;
    const [row] = await db
      .select({ sku: products.sku, variantId: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
      .orderBy(asc(productVariants.id))
      .limit(1);
    if (!row) throw new Error('no variant on sale');
    const ids: number[] = [];
    for (const n of [8811, 8812, 8813]) {
      const id = await deliverOrder(t, store, orderOf(n, `${row.sku}-${row.variantId}`));
      await linkMallOrders(db, id, [(await paidOrder(t, row.variantId, owner, 1)).order.id]);
      ids.push(id);
    }
    const [before] = await db.select().from(invoiceCounters);
    const numbers = (await Promise.all(ids.map((id) => generate(owner.token, id)))).map(
      (a) => okModel<CrmInvoice>(a).invoiceNo,
    );
    const serials = numbers.map((no) => Number(no.slice(-6))).sort((a, b) => a - b);
    const start = (before?.last ?? 0) + 1;
    expect(serials).toEqual([start, start + 1, start + 2]);
  });

  it('marks the store order and its mall order invoiced: the lists, their filters and the order detail', async () => {
    const shown = okModel<CrmInvoice>(await invoice(owner.token, paidStoreOrder));
    const invoiced = await storeList({ invoiced: 'true' });
    expect(invoiced.records.map((r) => r.id)).toContain(paidStoreOrder);
    expect(invoiced.records.find((r) => r.id === paidStoreOrder)).toMatchObject({
      invoiceNo: shown.invoiceNo,
      invoiceVersion: 1,
    });
    const notYet = await storeList({ invoiced: 'false' });
    expect(notYet.records.map((r) => r.id)).toEqual([unpaidStoreOrder]);

    const detail = await post(t.app, '/v1/api/order/orderDetail', { id: mall.id }, { token: owner.token });
    const order = detail.json().result as OrderView;
    expect(order.invoiceNo).toBe(shown.invoiceNo);
    expect(order.invoicedAt).not.toBeNull();
    // Invoiced is a mark beside the status: the order is still paid, waiting for its parcel.
    expect(order.status).toBe('paid');
    const tab = await post(t.app, '/v1/api/order/orderList', { invoiced: '1' }, { token: owner.token });
    const page = tab.json().result as OrderPage;
    expect(page.records.map((o) => o.id)).toContain(mall.id);
    expect(page.records.every((o) => o.invoiceNo !== '')).toBe(true);
    expect(page.invoicedCount).toBe(page.total);
  });

  it('reissues a correction as a new version of the same number, the older kept as it was', async () => {
    const first = okModel<CrmInvoice>(await invoice(owner.token, paidStoreOrder));
    const empty = await reissue(owner.token, paidStoreOrder, '   ', 'zh');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().msg).toContain('更正');
    const second = okModel<CrmInvoice>(await reissue(owner.token, paidStoreOrder, 'Customer name corrected'));
    expect(second).toMatchObject({
      invoiceNo: first.invoiceNo,
      version: 2,
      reason: 'Customer name corrected',
    });
    expect(second.versions.map((v) => v.version)).toEqual([2, 1]);
    // The newest is shown; the first can still be read as it was issued.
    expect(okModel<CrmInvoice>(await invoice(owner.token, paidStoreOrder)).version).toBe(2);
    const old = okModel<CrmInvoice>(await invoice(owner.token, paidStoreOrder, 1));
    expect(old).toMatchObject({ invoiceNo: first.invoiceNo, version: 1, reason: '', total: first.total });
    expect((await invoice(owner.token, paidStoreOrder, 9)).statusCode).toBe(404);
    const pdf = await get(t.app, `/v1/store/invoice/file?id=${paidStoreOrder}&version=1`, {
      token: owner.token,
    });
    expect(pdf.headers['content-disposition']).toContain(`${first.invoiceNo}-v1.pdf`);
    const listed = (await storeList({ invoiced: 'true' })).records.find((r) => r.id === paidStoreOrder);
    expect(listed?.invoiceVersion).toBe(2);
  });

  it('shows the paid mall order’s lines, costs that add up to the total, and the payment', async () => {
    const inv = okModel<CrmInvoice>(await invoice(owner.token, paidStoreOrder));
    expect(inv).toMatchObject({
      storeName: 'Invoice shop',
      shopOrderNo: '#8801',
      customerName: 'Ana Souza',
      shipTo: ['Ana Souza', 'Rua B, 2', 'Recife, PE, 50000-000', 'Brazil'],
      total: mall.total,
      currency: 'USD',
    });
    expect(inv.lines).toEqual([expect.objectContaining({ orderNo: mall.orderNo, quantity: 2 })]);
    const line = inv.lines[0];
    expect(line?.amount).toBeCloseTo((line?.unitPrice ?? 0) * 2, 2);
    const costs = inv.costs.reduce((sum, c) => sum + c.amount, 0);
    expect(costs).toBeCloseTo(inv.total, 2);
    expect(inv.costs.map((c) => c.key)).toContain('carrier');
    expect(inv.payments).toEqual([
      expect.objectContaining({ orderNo: mall.orderNo, payType: 3, amount: mall.total }),
    ]);
  });

  it('downloads the PDF, in Chinese when the machine has a CJK font', async () => {
    const en = await get(t.app, `/v1/store/invoice/file?id=${paidStoreOrder}`, { token: owner.token });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('application/pdf');
    expect(en.headers['content-disposition']).toMatch(/attachment; filename="INV-\d{4}-\d{6}-v\d+\.pdf"/);
    expect(en.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const zh = await get(t.app, `/v1/store/invoice/file?id=${paidStoreOrder}`, {
      token: owner.token,
      lang: 'zh',
    });
    expect(zh.statusCode).toBe(200);
    // The font's name is written in the clear in the PDF's font dictionary.
    const embedsCjk =
      zh.rawPayload.toString('latin1').includes('WenQuanYi') ||
      zh.rawPayload.toString('latin1').includes('NotoSansCJK');
    expect(embedsCjk).toBe(findCjkFont() !== null);
    // With the font, English invoices use it too (a product title may be Chinese); without, Helvetica.
    expect(en.rawPayload.toString('latin1').includes('Helvetica')).toBe(findCjkFont() === null);
  });

  it('refuses an unpaid store order (409), another business’s (404), and staff without the page (403)', async () => {
    const unpaid = await generate(owner.token, unpaidStoreOrder);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().msg).toMatch(/Order Payment/);
    const stranger = await newBuyer(t.database.db);
    expect((await invoice(stranger.token, paidStoreOrder)).statusCode).toBe(404);
    expect((await generate(stranger.token, unpaidStoreOrder)).statusCode).toBe(404);
    expect((await reissue(stranger.token, paidStoreOrder, 'x')).statusCode).toBe(404);
    expect(
      (await get(t.app, `/v1/store/invoice/file?id=${paidStoreOrder}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    const without = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/CRM/store']]),
    );
    expect((await invoice(without.token, paidStoreOrder)).statusCode).toBe(403);
    expect((await generate(without.token, unpaidStoreOrder)).statusCode).toBe(403);
    expect((await invoice(owner.token, 0)).statusCode).toBe(400);
  });

  it('writes a WooCommerce address as lines too', () => {
    expect(
      addressLines({
        first_name: 'João',
        last_name: 'Lima',
        address_1: 'Av. C, 3',
        city: 'Natal',
        state: 'RN',
        postcode: '59000',
        country: 'BR',
      }),
    ).toEqual(['João Lima', 'Av. C, 3', 'Natal, RN, 59000', 'BR']);
    expect(addressLines(null)).toEqual([]);
  });
});
