import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  type CrmInvoice,
  type CrmOrderPage,
  type CrmOrderRow,
  type CrmPayResult,
  PayType,
} from '@dropmall/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrderIn } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { DEFAULT_SANDBOX_SECRET } from '../../src/config';
import {
  afterSales,
  orders,
  productVariants,
  regions,
  storeOrderLines,
  storeOrderMallOrders,
  storeOrders,
  stores,
  walletLedger,
  wallets,
} from '../../src/db/schema';
import { newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { okModel, storeOfBusiness, US_SHIPPING } from './support';

/**
 * CRM orders and money (issue 16 item 5): a store order's fulfilment cost, computed by the server line by
 * line; paying it by balance places the mall orders with the store customer's address, links them and
 * debits once, however many requests arrive together; what cannot be paid waits with its reason.
 */
let t: TestApp;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let staffWithout = '';
let store: typeof stores.$inferSelect;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db, '1000');
  other = await newBuyer(t.database.db, '1000');
  staffWithout = (
    await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/store']]))
  ).token;
  store = await storeOfBusiness(t.database.db, owner.businessId, 'sandbox', 'CRM shop');
  variant = await variantWithStock(t.database.db, 500, 3);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A store order of `quantity` of the test variant (matched unless `matched` is false), kept as webhooks do. */
async function storeOrder(
  options: {
    quantity?: number;
    matched?: boolean;
    address?: Record<string, unknown> | null;
    status?: StoreOrderIn['status'];
    /** The store's customer has paid it (default true), and the platform's word for it. */
    customerPaid?: boolean;
    paymentStatus?: string;
    storeRow?: typeof stores.$inferSelect;
  } = {},
) {
  serial += 1;
  const platformId = `${Date.now()}${serial}`;
  const placedAt = new Date(Date.now() - serial * 1000);
  const input: StoreOrderIn = {
    id: platformId,
    number: `#${platformId.slice(-6)}`,
    status: options.status ?? 'pending',
    customerPaid: options.customerPaid ?? true,
    paymentStatus: options.paymentStatus ?? 'paid',
    currency: 'USD',
    total: '49.90',
    customerName: 'John Doe',
    customerEmail: 'john@example.com',
    shippingAddress: options.address === undefined ? US_SHIPPING : options.address,
    placedAt,
    updatedAt: placedAt,
    lines: [
      {
        id: `${platformId}1`,
        variantId: '',
        sku: '',
        title: 'Store thing',
        quantity: options.quantity ?? 2,
        price: '24.95',
      },
    ],
  };
  const target = options.storeRow ?? store;
  await s.stores.orders.keep(target, input);
  const [order] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, target.id), eq(storeOrders.platformOrderId, platformId)));
  if (!order) throw new Error('not kept');
  if (options.matched !== false)
    await t.database.db
      .update(storeOrderLines)
      .set({ variantId: variant.skuId, matchSource: 'manual' })
      .where(eq(storeOrderLines.orderId, order.id));
  return { order, input, target };
}

const list = async (path: string, token = owner.token) =>
  okModel<CrmOrderPage>(await post(t.app, `/v1/order/${path}`, { size: 100 }, { token }));
const rowOf = async (path: string, id: number) => (await list(path)).records.find((r) => r.id === id);
const payCall = (ids: number[], payMoney: number, token = owner.token, payType = 3) =>
  post(t.app, '/v1/order/crmPay', { ids: ids.join(','), payType, payMoney }, { token });
const balanceOf = async (businessId: number) => {
  const [w] = await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId));
  return Number(w?.balance ?? 0);
};
/** The backfill of migration 0037 (after its breakpoint): orders linked to a store order get the flag. */
const backfill =
  readFileSync(new URL('../../src/db/migrations/0037_orders_for_store.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')[1]
    ?.trim() ?? '';

const linksOf = (storeOrderId: number) =>
  t.database.db
    .select()
    .from(storeOrderMallOrders)
    .where(eq(storeOrderMallOrders.storeOrderId, storeOrderId));

describe('the fulfilment cost', () => {
  it('is product cost + agency + warehouse operation + packaging + the carrier price, line by line', async () => {
    const { order } = await storeOrder({ quantity: 2 });
    const row = await rowOf('crmPayList', order.id);
    expect(row?.state).toBe('payable');
    const cost = row?.cost;
    if (!cost) throw new Error('no cost');
    expect(cost.lines).toEqual([
      expect.objectContaining({ variantId: variant.skuId, quantity: 2, unitPrice: variant.price }),
    ]);
    expect(cost.productCost).toBeCloseTo(variant.price * 2, 2);
    // The defaults: agency 1.00 per order; warehouse 0.50 + 0.20 a piece; packaging 0.30 + 0.10 a piece.
    expect(cost.agencyFee).toBe(1);
    expect(cost.warehouseFee).toBeCloseTo(0.9, 2);
    expect(cost.packagingFee).toBeCloseTo(0.5, 2);
    const [us] = await t.database.db.select().from(regions).where(eq(regions.code, 'US'));
    const [v] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.skuId));
    const weight = (await s.cart.variantLines([{ variantId: v?.id ?? 0, num: 2 }]))[0]?.weightGrams ?? 0;
    const carrier = await s.shipping.cheapest(us?.id ?? 0, weight * 2, 'en');
    expect(cost.shipping).toBe(carrier?.fee.toNumber());
    expect(cost.parcels[0]?.carrier).toBe(carrier?.name);
    expect(cost.total).toBeCloseTo(cost.productCost + 1 + 0.9 + 0.5 + cost.shipping, 2);
  });
});

describe('paying store orders', () => {
  it('by balance places the mall orders with the customer address, links them and debits once', async () => {
    const { order } = await storeOrder({ quantity: 2 });
    const row = await rowOf('crmPayList', order.id);
    const total = row?.cost?.total ?? 0;
    const before = await balanceOf(owner.businessId);
    const [stockBefore] = await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant.skuId));
    const paid = okModel<CrmPayResult>(await payCall([order.id], total));
    expect(paid.status).toBe('paid');
    expect(paid.alreadyPaid).toBe(false);

    const links = await linksOf(order.id);
    expect(links).toHaveLength(1);
    const [mall] = await t.database.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          links.map((l) => l.mallOrderId),
        ),
      );
    expect(mall?.status).toBe('paid');
    // Marked as placed for a store order: its payment is the only kind the stores module hears about.
    expect(mall?.forStore).toBe(true);
    expect(mall?.businessId).toBe(owner.businessId);
    expect(mall?.sellerBusinessId).toBe(variant.sellerId);
    expect(mall?.address).toMatchObject({
      fullName: 'John Doe',
      detailAddress: '1 Main St',
      city: 'Austin',
      countryCode: 'US',
    });
    expect(Number(mall?.total)).toBeCloseTo(total, 2);
    // The platform's fees ride in the mall order (not the seller's income): 1.00 + 0.90 + 0.50.
    expect(Number(mall?.serviceFee)).toBeCloseTo(2.4, 2);
    // ... each kept by the glossary's name (spec 001), on the mall order and on the store order's invoice.
    expect([mall?.agencyFee, mall?.warehouseFee, mall?.packagingFee].map(Number)).toEqual([1, 0.9, 0.5]);
    const invoice = okModel<CrmInvoice>(
      await post(t.app, '/v1/store/invoice/generate', { id: order.id }, { token: owner.token }),
    );
    expect(invoice.costs.filter((c) => c.key !== 'products' && c.key !== 'carrier')).toEqual([
      { key: 'agency', amount: 1 },
      { key: 'warehouse', amount: 0.9 },
      { key: 'packaging', amount: 0.5 },
    ]);
    expect(await balanceOf(owner.businessId)).toBeCloseTo(before - total, 2);
    const [stockAfter] = await t.database.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variant.skuId));
    expect(stockAfter?.stock).toBe((stockBefore?.stock ?? 0) - 2);

    // It has moved to Order Fulfilment, with its mall order; it is not on the payment list any more.
    const fulfilment = await rowOf('crmFulfilmentList', order.id);
    expect(fulfilment?.state).toBe('fulfilment');
    expect(fulfilment?.mallOrders.map((m) => m.orderNo)).toEqual([mall?.orderNo]);
    expect(fulfilment?.cost?.total).toBe(total);
    expect(await rowOf('crmPayList', order.id)).toBeUndefined();

    // Paying it again charges nothing and places nothing.
    const again = okModel<CrmPayResult>(await payCall([order.id], total));
    expect(again.alreadyPaid).toBe(true);
    expect(await linksOf(order.id)).toHaveLength(1);
    expect(await balanceOf(owner.businessId)).toBeCloseTo(before - total, 2);
  });

  it('by pix: the store order waits for the payment, then moves to fulfilment when it arrives', async () => {
    const { order } = await storeOrder({ quantity: 1 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    const started = okModel<CrmPayResult>(await payCall([order.id], total, owner.token, PayType.pix));
    expect(started.status).toBe('pending');
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBeUndefined();
    // The gateway's webhook, signed as the sandbox signs it (the test app runs the sandbox on its default).
    const raw = JSON.stringify({
      eventId: `evt_${started.paymentNo}`,
      paymentNo: started.paymentNo,
      status: 'paid',
      amount: String(total),
      currency: 'USD',
    });
    const arrived = await t.app.inject({
      method: 'POST',
      url: '/v1/api/payment/webhook/sandbox',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': createHmac('sha256', DEFAULT_SANDBOX_SECRET).update(raw).digest('hex'),
      },
      payload: raw,
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect((await rowOf('crmFulfilmentList', order.id))?.state).toBe('fulfilment');
  });

  it('migration 0037 marks the mall orders placed for store orders before the flag, and only those', async () => {
    const { order } = await storeOrder({ quantity: 1 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    okModel<CrmPayResult>(await payCall([order.id], total));
    const [link] = await linksOf(order.id);
    // A mall checkout's order, placed for no store order, beside it.
    const buyer = await newBuyer(t.database.db, '1000');
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const line = await addToCart(t.app, buyer.token, variant.skuId, 1);
    const plain = (await checkout(t.app, buyer.token, [line.id], address.id)).json().result.orderIds[0];
    const flagged = async () =>
      (await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.forStore, true))).map(
        (r) => r.id,
      );
    const before = await flagged();
    expect(before).toContain(link?.mallOrderId);
    expect(before).not.toContain(plain);
    // An older database: no order carries the flag. The migration's backfill gives it back to the same ones.
    await t.database.db.update(orders).set({ forStore: false });
    await t.database.db.execute(sql.raw(backfill));
    expect((await flagged()).sort()).toEqual(before.sort());
  });

  it('twice in parallel makes one set of mall orders and one charge', async () => {
    const buyer = await newBuyer(t.database.db, '500');
    const [own] = await t.database.db
      .insert(stores)
      .values({
        businessId: buyer.businessId,
        platform: 'sandbox',
        name: 'Twice',
        domain: `tw-${randomBytes(4).toString('hex')}`,
      })
      .returning();
    if (!own) throw new Error('no store');
    const { order } = await storeOrder({ quantity: 1, storeRow: own });
    const row = okModel<CrmOrderPage>(
      await post(t.app, '/v1/order/crmPayList', {}, { token: buyer.token }),
    ).records.find((r) => r.id === order.id);
    const total = row?.cost?.total ?? 0;
    const answers = await Promise.all([1, 2, 3].map(() => payCall([order.id], total, buyer.token)));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await linksOf(order.id)).toHaveLength(1);
    const payments = await t.database.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.businessId, buyer.businessId), eq(walletLedger.kind, 'order_payment')));
    expect(payments).toHaveLength(1);
    expect(await balanceOf(buyer.businessId)).toBeCloseTo(500 - total, 2);
    const mine = await t.database.db.select().from(orders).where(eq(orders.businessId, buyer.businessId));
    expect(mine).toHaveLength(1);
  });

  it('refuses an order with an unmatched line, saying why; it waits under Pending Orders', async () => {
    const { order } = await storeOrder({ matched: false });
    const refused = await payCall([order.id], 10);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('not matched to a mall product');
    expect(await linksOf(order.id)).toHaveLength(0);
    const waiting = await rowOf('crmPendingList', order.id);
    expect(waiting?.state).toBe('waiting');
    expect(waiting?.blocked?.reason).toBe('unmatched');
    expect(await rowOf('crmPayList', order.id)).toBeUndefined();
    const zh = await post(
      t.app,
      '/v1/order/crmPay',
      { ids: String(order.id), payType: 3, payMoney: 10 },
      { token: owner.token, lang: 'zh' },
    );
    expect(zh.json().msg).toContain('未匹配');
  });

  it('keeps an order to Brazil without CPF/CNPJ waiting until the tax id is given', async () => {
    const { order } = await storeOrder({
      address: {
        name: 'Ana Souza',
        address1: 'Rua B, 2',
        city: 'Recife',
        zip: '50000-000',
        country_code: 'BR',
      },
    });
    const waiting = await rowOf('crmPendingList', order.id);
    expect(waiting?.blocked?.reason).toBe('taxIdMissing');
    expect(waiting?.blocked?.message).toContain('CPF or CNPJ');
    expect((await payCall([order.id], waiting?.cost?.total ?? 0)).statusCode).toBe(409);
    const bad = await post(
      t.app,
      '/v1/order/crmTaxId',
      { id: order.id, taxId: '12345678900' },
      { token: owner.token },
    );
    expect(bad.statusCode).toBe(400);
    okModel(
      await post(
        t.app,
        '/v1/order/crmTaxId',
        { id: order.id, taxId: '529.982.247-25' },
        { token: owner.token },
      ),
    );
    const ready = await rowOf('crmPayList', order.id);
    expect(ready?.state).toBe('payable');
    expect(ready?.taxId).toBe('52998224725');
  });

  it('keeps an order without an address waiting, and refuses an amount that is not the cost', async () => {
    const { order } = await storeOrder({ address: null });
    expect((await rowOf('crmPendingList', order.id))?.blocked?.reason).toBe('noAddress');
    const { order: ready } = await storeOrder();
    const total = (await rowOf('crmPayList', ready.id))?.cost?.total ?? 0;
    const wrong = await payCall([ready.id], total + 5);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toContain(total.toFixed(2));
    // The mall orders placed for it were rolled back with the refusal.
    expect(await linksOf(ready.id)).toHaveLength(0);
  });

  it('a store cancellation before payment cancels it: Cancelled Orders lists it and it cannot be paid', async () => {
    const { order, input, target } = await storeOrder();
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    await s.stores.orders.keep(target, {
      ...input,
      status: 'cancelled',
      updatedAt: new Date(input.updatedAt.getTime() + 60_000),
    });
    const cancelled = await rowOf('crmCancelledList', order.id);
    expect(cancelled?.state).toBe('cancelled');
    expect(await rowOf('crmPayList', order.id)).toBeUndefined();
    const refused = await payCall([order.id], total);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('cancelled in the store');
  });

  it('a store cancellation after payment shows as cancelled after payment, with its mall orders', async () => {
    const { order, input, target } = await storeOrder({ quantity: 1 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    okModel(await payCall([order.id], total));
    await s.stores.orders.keep(target, {
      ...input,
      status: 'cancelled',
      updatedAt: new Date(input.updatedAt.getTime() + 60_000),
    });
    const row = await rowOf('crmCancelledList', order.id);
    expect(row?.state).toBe('cancelledAfterPay');
    expect(row?.mallOrders).toHaveLength(1);
    expect(await rowOf('crmFulfilmentList', order.id)).toBeUndefined();
  });

  it('a store cancellation after payment opens a refund request on the unshipped mall order, once', async () => {
    const { order, input, target } = await storeOrder({ quantity: 1 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    okModel(await payCall([order.id], total));
    const [link] = await linksOf(order.id);
    const mallOrderId = link?.mallOrderId ?? 0;
    const cancelled = { ...input, status: 'cancelled' as const, updatedAt: new Date(Date.now() + 60_000) };
    // Delivered twice in a row, then twice at once with a newer version: one request.
    await s.stores.orders.keep(target, cancelled);
    await s.stores.orders.keep(target, cancelled);
    const newer = { ...cancelled, updatedAt: new Date(Date.now() + 120_000) };
    await Promise.all([s.stores.orders.keep(target, newer), s.stores.orders.keep(target, newer)]);
    const requests = await t.database.db.select().from(afterSales).where(eq(afterSales.orderId, mallOrderId));
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({
      type: 'refund',
      state: 'pending',
      reason: 'store_cancelled',
      businessId: owner.businessId,
      sellerBusinessId: variant.sellerId,
      orderShipped: false,
    });
    const [mall] = await t.database.db.select().from(orders).where(eq(orders.id, mallOrderId));
    expect(Number(request?.amount)).toBeCloseTo(Number(mall?.total), 2);
    const row = await rowOf('crmCancelledList', order.id);
    expect(row?.storeCancel).toEqual([
      { mallOrderId, outcome: 'refundOpened', afterSaleId: request?.id, afterSaleNo: request?.afterSaleNo },
    ]);
    // The seller sees it with the reason in words; agreeing refunds the business's balance.
    const before = await balanceOf(owner.businessId);
    await s.afterSales.decide.agree(variant.sellerId, request?.id ?? 0);
    expect(await balanceOf(owner.businessId)).toBeCloseTo(before + Number(mall?.total), 2);
  });

  it('a refund of its mall order shows on the store order, and as a credit note on its invoice', async () => {
    const { order } = await storeOrder({ quantity: 2 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    okModel(await payCall([order.id], total));
    const [link] = await linksOf(order.id);
    const mallOrderId = link?.mallOrderId ?? 0;
    const invoiceOf = async () =>
      okModel<CrmInvoice>(await post(t.app, '/v1/store/invoice', { id: order.id }, { token: owner.token }));
    const before = okModel<CrmInvoice>(
      await post(t.app, '/v1/store/invoice/generate', { id: order.id }, { token: owner.token }),
    );
    expect(before.credits).toEqual([]);
    expect(before.net).toBe(before.total);

    // The business asks for part of the money back; the seller agrees.
    const part = Math.floor(total * 30) / 100;
    const asked = await post(
      t.app,
      '/v1/api/afterSale/create',
      {
        paramJson: JSON.stringify({ orderId: mallOrderId, type: 'refund', reason: 'damaged', amount: part }),
      },
      { token: owner.token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await t.database.db
      .select()
      .from(afterSales)
      .where(eq(afterSales.orderId, mallOrderId));
    await s.afterSales.decide.agree(variant.sellerId, request?.id ?? 0);

    const row = await rowOf('crmFulfilmentList', order.id);
    expect(row?.mallOrders).toEqual([
      expect.objectContaining({ id: mallOrderId, status: 'paid', refunded: part }),
    ]);
    const after = await invoiceOf();
    // The invoice is what it was; the credit note says what came back.
    expect(after.invoiceNo).toBe(before.invoiceNo);
    expect(after.total).toBe(before.total);
    expect(after.credits).toEqual([
      {
        creditNo: `${before.invoiceNo}-C1`,
        afterSaleNo: request?.afterSaleNo,
        orderNo: row?.mallOrders[0]?.orderNo,
        type: 'refund',
        issuedAt: expect.any(String),
        amount: part,
      },
    ]);
    expect(after.net).toBeCloseTo(before.total - part, 2);

    // The rest back too: the mall order is refunded, and still on the invoice with both credits.
    const rest = Math.round((total - part) * 100) / 100;
    await post(
      t.app,
      '/v1/api/afterSale/create',
      {
        paramJson: JSON.stringify({ orderId: mallOrderId, type: 'refund', reason: 'damaged', amount: rest }),
      },
      { token: owner.token },
    );
    const second = (
      await t.database.db.select().from(afterSales).where(eq(afterSales.orderId, mallOrderId))
    ).find((r) => r.id !== request?.id);
    await s.afterSales.decide.agree(variant.sellerId, second?.id ?? 0);
    const full = await invoiceOf();
    expect(full.lines.length).toBeGreaterThan(0);
    expect(full.credits.map((c) => c.creditNo)).toEqual([`${before.invoiceNo}-C1`, `${before.invoiceNo}-C2`]);
    expect(full.net).toBeCloseTo(0, 2);
  });

  it('a store cancellation after the parcel shipped opens nothing and is flagged', async () => {
    const { order, input, target } = await storeOrder({ quantity: 1 });
    const total = (await rowOf('crmPayList', order.id))?.cost?.total ?? 0;
    okModel(await payCall([order.id], total));
    const [link] = await linksOf(order.id);
    const mallOrderId = link?.mallOrderId ?? 0;
    const [carrier] = await s.shipping.carriers('en');
    await s.fulfilment.ship(
      variant.sellerId,
      { id: mallOrderId, expressId: carrier?.id ?? 0, trackingNo: `CN${Date.now()}` },
      'en',
    );
    await s.stores.orders.keep(target, {
      ...input,
      status: 'cancelled',
      updatedAt: new Date(input.updatedAt.getTime() + 60_000),
    });
    expect(
      await t.database.db.select().from(afterSales).where(eq(afterSales.orderId, mallOrderId)),
    ).toHaveLength(0);
    const row = await rowOf('crmCancelledList', order.id);
    expect(row?.storeCancel).toEqual([
      { mallOrderId, outcome: 'shipped', afterSaleId: null, afterSaleNo: null },
    ]);
  });
});

describe("editing the customer's address", () => {
  const address = (over: Record<string, unknown> = {}) => ({
    firstName: 'Maria',
    lastName: 'Souza',
    mobilePhone: '+55 11 98888-7777'.replace(/[\s-]/g, ''),
    detailAddress: 'Rua Augusta 100',
    line2: 'apto 12',
    city: 'São Paulo',
    state: 'SP',
    postalCode: '01305-000',
    countryCode: 'BR',
    taxId: '529.982.247-25',
    ...over,
  });
  const edit = (id: number, fields: Record<string, unknown>, token = owner.token, lang?: 'en' | 'zh') =>
    post(t.app, '/v1/order/crmAddress', { id, ...fields }, { token, lang });

  it('replaces the whole address while it waits, prices it again for the new country, and pays with it', async () => {
    const { order, input, target } = await storeOrder({ address: null });
    expect((await rowOf('crmPendingList', order.id))?.blocked?.reason).toBe('noAddress');
    const row = okModel<CrmOrderRow>(await edit(order.id, address()));
    expect(row.state).toBe('payable');
    expect(row.address).toMatchObject({
      city: 'São Paulo',
      countryCode: 'BR',
      taxId: '52998224725',
      edited: true,
    });
    const [br] = await t.database.db.select().from(regions).where(eq(regions.code, 'BR'));
    const weight = row.cost?.parcels[0]?.weightGrams ?? 0;
    expect(row.cost?.shipping).toBe((await s.shipping.cheapest(br?.id ?? 0, weight, 'en'))?.fee.toNumber());
    // Another country: the carrier price is that country's; a tax id is not needed there.
    const us = okModel<CrmOrderRow>(
      await edit(order.id, address({ countryCode: 'us', city: 'Austin', state: 'TX', taxId: '' })),
    );
    const [usRegion] = await t.database.db.select().from(regions).where(eq(regions.code, 'US'));
    expect(us.cost?.shipping).toBe(
      (await s.shipping.cheapest(usRegion?.id ?? 0, weight, 'en'))?.fee.toNumber(),
    );
    expect((await rowOf('crmPayList', order.id))?.address?.city).toBe('Austin');
    // A later version from the store does not undo the business's correction.
    await s.stores.orders.keep(target, {
      ...input,
      shippingAddress: { address1: 'Elsewhere 1', city: 'Dallas', country_code: 'US' },
      updatedAt: new Date(input.updatedAt.getTime() + 60_000),
    });
    expect((await rowOf('crmPayList', order.id))?.address?.city).toBe('Austin');
    okModel(await payCall([order.id], us.cost?.total ?? 0));
    const [link] = await linksOf(order.id);
    const [mall] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, link?.mallOrderId ?? 0));
    expect(mall?.address).toMatchObject({
      city: 'Austin',
      fullName: 'Maria Souza',
      detailAddress: 'Rua Augusta 100',
    });
    // Paid: the address no longer changes.
    const late = await edit(order.id, address());
    expect(late.statusCode).toBe(409);
    expect(late.json().msg).toContain('can no longer change');
  });

  it("refuses what the mall's address form refuses, in the reader's language, and writes nothing", async () => {
    const { order } = await storeOrder();
    const cases: [Record<string, unknown>, string][] = [
      [address({ taxId: '' }), 'CPF'],
      [address({ taxId: '11111111111' }), 'CPF'],
      [address({ mobilePhone: 'call me' }), 'mobile'],
      [address({ detailAddress: '  ' }), ''],
      [address({ city: '' }), ''],
      [address({ firstName: 'x'.repeat(61) }), 'too long'],
    ];
    for (const [fields, words] of cases) {
      const res = await edit(order.id, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().msg).toContain(words);
    }
    const unknown = await edit(order.id, address({ countryCode: 'ZZ', taxId: '' }), owner.token, 'zh');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('商城不配送到国家');
    expect((await rowOf('crmPayList', order.id))?.address).toMatchObject({ city: 'Austin', edited: false });
    expect((await edit(order.id, address(), other.token)).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it("another business's store order is not found (pay, remark, tax id)", async () => {
    const { order } = await storeOrder();
    expect((await payCall([order.id], 1, other.token)).statusCode).toBe(404);
    expect(
      (await post(t.app, '/v1/order/crmRemark', { id: order.id, remark: 'x' }, { token: other.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/v1/order/crmTaxId',
          { id: order.id, taxId: '52998224725' },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(404);
    expect((await list('crmPayList', other.token)).records.find((r) => r.id === order.id)).toBeUndefined();
  });

  it('staff without the CRM pages get 403 and no data', async () => {
    for (const path of ['crmPendingList', 'crmPayList', 'crmFulfilmentList', 'crmCancelledList']) {
      expect((await post(t.app, `/v1/order/${path}`, {}, { token: staffWithout })).statusCode).toBe(403);
    }
    expect((await payCall([1], 1, staffWithout)).statusCode).toBe(403);
    expect(
      (await post(t.app, '/v1/order/crmRemark', { id: 1, remark: 'x' }, { token: staffWithout })).statusCode,
    ).toBe(403);
  });

  it('the remark dialog keeps a note on the order', async () => {
    const { order } = await storeOrder();
    const saved = okModel<{ remark: string }>(
      await post(
        t.app,
        '/v1/order/crmRemark',
        { id: order.id, remark: '  gift wrap, please ' },
        { token: owner.token },
      ),
    );
    expect(saved.remark).toBe('gift wrap, please');
    expect((await rowOf('crmPayList', order.id))?.remark).toBe('gift wrap, please');
  });
});

describe('the payment password (issue 18, item 5)', () => {
  it('once set, crmPay by balance needs it; a wrong one places and charges nothing', async () => {
    const payer = await newBuyer(t.database.db, '1000');
    const [own] = await t.database.db
      .insert(stores)
      .values({
        businessId: payer.businessId,
        platform: 'sandbox',
        name: 'Guarded shop',
        domain: `crm-${randomBytes(4).toString('hex')}`,
      })
      .returning();
    if (!own) throw new Error('no store');
    const set = await post(
      t.app,
      '/v1/business/payPassword/set',
      { password: '482913' },
      { token: payer.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const { order } = await storeOrder({ quantity: 1, storeRow: own });
    const total =
      (await list('crmPayList', payer.token)).records.find((r) => r.id === order.id)?.cost?.total ?? 0;
    const guarded = (payPassword?: string) =>
      post(
        t.app,
        '/v1/order/crmPay',
        { ids: String(order.id), payType: 3, payMoney: total, ...(payPassword ? { payPassword } : {}) },
        { token: payer.token },
      );
    expect((await guarded()).statusCode).toBe(400);
    const wrong = await guarded('000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('The payment password is wrong; 4 tries left');
    expect(await linksOf(order.id)).toEqual([]);
    expect(await balanceOf(payer.businessId)).toBe(1000);
    const paid = okModel<CrmPayResult>(await guarded('482913'));
    expect(paid.status).toBe('paid');
    expect(await balanceOf(payer.businessId)).toBeCloseTo(1000 - total, 2);
  });
});
