import type { CrmInvoice, StoreView } from '@dropmall/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCjkFont } from '../../src/adapters/pdf/fonts';
import { PRODUCT_STATUS, products, productVariants, storeInvoices } from '../../src/db/schema';
import { addressLines } from '../../src/modules/stores/invoices';
import { paidOrder } from '../fulfilment/support';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { linkMallOrders } from '../support/store-links';
import { deliverOrder, listeningApp, okModel } from './support';

/**
 * The invoice of a store order's fulfilment (issue 16 item 7): numbered once (five parallel asks, one
 * number), its lines and costs read from the paid mall orders, a PDF in the reader's language. An unpaid
 * store order has none (409); another business's is not found; staff need the store orders page.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let paidStoreOrder = 0;
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

const invoice = (token: string, id: number) => post(t.app, '/v1/store/invoice', { id }, { token });

beforeAll(async () => {
  t = await listeningApp();
  const db = t.database.db;
  owner = await newBuyer(db, '5000');
  const store = okModel<StoreView>(
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
  mall = (await paidOrder(t, row.variantId, owner, 2)).order;
  await linkMallOrders(db, paidStoreOrder, [mall.id]);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`CRM invoices (${testDbKind})`, () => {
  it('numbers the invoice once, even when asked five times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => invoice(owner.token, paidStoreOrder)));
    const numbers = new Set(answers.map((a) => okModel<CrmInvoice>(a).invoiceNo));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^INV-\d{4}-\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(storeInvoices)
      .where(eq(storeInvoices.storeOrderId, paidStoreOrder));
    expect(rows).toHaveLength(1);
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
    expect(en.headers['content-disposition']).toMatch(/attachment; filename="INV-\d{4}-\d{6}\.pdf"/);
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
    const unpaid = await invoice(owner.token, unpaidStoreOrder);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().msg).toMatch(/Order Payment/);
    const stranger = await newBuyer(t.database.db);
    expect((await invoice(stranger.token, paidStoreOrder)).statusCode).toBe(404);
    expect(
      (await get(t.app, `/v1/store/invoice/file?id=${paidStoreOrder}`, { token: stranger.token })).statusCode,
    ).toBe(404);
    const without = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/CRM/store']]),
    );
    expect((await invoice(without.token, paidStoreOrder)).statusCode).toBe(403);
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
