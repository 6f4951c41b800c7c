import type { CrmInvoice, CrmOrderPage, StoreOrderPage, StoreView } from '@dropmall/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import { afterSales, products, storeOrderMallOrders } from '../../src/db/schema';
import { firstCarrier, newSeller, ship } from '../fulfilment/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel } from './support';

/**
 * The dropshipping loop against the WooCommerce fake (issue 16, "done means"): a customer's order in the
 * WooCommerce shop comes in by "Sync orders", its line matched to the mall variant by SKU; the business pays
 * its fulfilment from the balance; the seller ships; the shop gets a note with the carrier and tracking number
 * and the order completed; the store order is fulfilled and has its invoice.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let woo: WooFake;

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  woo = await startWooFake(0);
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

describe(`the loop with a WooCommerce store (${testDbKind})`, () => {
  it('order in, paid, shipped, tracking back, invoice', async () => {
    const owner = await newBuyer(t.database.db, '5000');
    const seller = await newSeller(t);
    const [product] = await t.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, seller.productId));
    const store = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { token: owner.token },
      ),
    );

    // A customer in the United States orders in the shop; Sync orders brings it in, matched by SKU.
    const at = new Date().toISOString().slice(0, 19);
    woo.orders.push({
      id: 7701,
      number: '7701',
      status: 'processing',
      currency: 'USD',
      total: '59.90',
      date_created_gmt: at,
      date_modified_gmt: at,
      billing: { first_name: 'Rita', last_name: 'Costa', email: 'rita@example.com' },
      shipping: {
        first_name: 'Rita',
        last_name: 'Costa',
        address_1: '1 Main St',
        city: 'Austin',
        country: 'US',
      },
      line_items: [
        {
          id: 77010,
          product_id: 5,
          variation_id: 0,
          sku: `${product?.sku}-${seller.skuId}`,
          name: 'Thing',
          quantity: 2,
          price: 29.95,
        },
      ],
    });
    okModel(await post(t.app, '/v1/store/syncOrders', { id: store.id }, { token: owner.token }));
    const mine = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: store.id }, { token: owner.token }),
    );
    const storeOrder = mine.records[0];
    expect(storeOrder?.lines).toEqual([
      expect.objectContaining({ variantId: seller.skuId, matchedBy: 'sku' }),
    ]);

    // Order Payment: its cost, paid from the balance.
    const payable = okModel<CrmOrderPage>(
      await post(t.app, '/v1/order/crmPayList', { size: 100 }, { token: owner.token }),
    ).records.find((r) => r.id === storeOrder?.id);
    const total = payable?.cost?.total ?? 0;
    expect(total).toBeGreaterThan(0);
    okModel(
      await post(
        t.app,
        '/v1/order/crmPay',
        { ids: String(storeOrder?.id), payType: 3, payMoney: total },
        { token: owner.token },
      ),
    );
    const [link] = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, storeOrder?.id ?? 0));
    expect(link).toBeTruthy();

    // The seller ships; the tracking goes back to the shop.
    const carrier = await firstCarrier(t, seller.seller.token);
    const shipped = await ship(t, seller.seller.token, {
      id: link?.mallOrderId ?? 0,
      expressId: carrier.id,
      trackingNo: 'US123456789',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await s.stores.tracking.drain();
    expect(woo.notes.get('7701')?.[0]?.note).toContain('US123456789');
    expect(woo.orders.find((o) => o.id === 7701)?.status).toBe('completed');

    const after = okModel<StoreOrderPage>(
      await post(t.app, '/v1/order/crmCustomerOrderList', { storeId: store.id }, { token: owner.token }),
    ).records[0];
    expect(after?.status).toBe('fulfilled');
    expect(after?.mallOrders).toEqual([expect.objectContaining({ trackingState: 'sent' })]);
    const invoice = okModel<CrmInvoice>(
      await post(t.app, '/v1/store/invoice/generate', { id: storeOrder?.id ?? 0 }, { token: owner.token }),
    );
    expect(invoice.total).toBeCloseTo(total, 2);
    expect(invoice.lines).toEqual([expect.objectContaining({ quantity: 2 })]);
  });
});

describe(`a WooCommerce store cancelling a paid order (${testDbKind})`, () => {
  it('opens one refund request on the unshipped mall order, however often the webhook comes', async () => {
    const owner = await newBuyer(t.database.db, '5000');
    const seller = await newSeller(t);
    const [product] = await t.database.db
      .select({ sku: products.sku })
      .from(products)
      .where(eq(products.id, seller.productId));
    const store = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { token: owner.token },
      ),
    );
    const at = new Date(Date.now() - 60_000).toISOString().slice(0, 19);
    const order = {
      id: 7702,
      number: '7702',
      status: 'processing',
      currency: 'USD',
      total: '29.95',
      date_created_gmt: at,
      date_modified_gmt: at,
      billing: { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com' },
      shipping: {
        first_name: 'Ana',
        last_name: 'Lima',
        address_1: '2 Main St',
        city: 'Austin',
        country: 'US',
      },
      line_items: [
        {
          id: 77020,
          product_id: 5,
          variation_id: 0,
          sku: `${product?.sku}-${seller.skuId}`,
          name: 'Thing',
          quantity: 1,
          price: 29.95,
        },
      ],
    };
    // Only this store's webhooks: the first test's store subscribed on the same fake.
    woo.webhooks.splice(
      0,
      woo.webhooks.length,
      ...woo.webhooks.filter((w) => w.delivery_url.endsWith(`/${store.id}`)),
    );
    expect(await woo.deliver('order.created', order)).toEqual([200]);
    const storeOrder = okModel<CrmOrderPage>(
      await post(t.app, '/v1/order/crmPayList', { storeId: store.id }, { token: owner.token }),
    ).records[0];
    okModel(
      await post(
        t.app,
        '/v1/order/crmPay',
        { ids: String(storeOrder?.id), payType: 3, payMoney: storeOrder?.cost?.total ?? 0 },
        { token: owner.token },
      ),
    );
    const [link] = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, storeOrder?.id ?? 0));

    // The customer cancels in the shop: order.updated, delivered twice in a row and twice at once.
    const cancelled = {
      ...order,
      status: 'cancelled',
      date_modified_gmt: new Date().toISOString().slice(0, 19),
    };
    expect(await woo.deliver('order.updated', cancelled)).toEqual([200]);
    expect(await woo.deliver('order.updated', cancelled)).toEqual([200]);
    await Promise.all([woo.deliver('order.updated', cancelled), woo.deliver('order.updated', cancelled)]);
    const requests = await t.database.db
      .select()
      .from(afterSales)
      .where(eq(afterSales.orderId, link?.mallOrderId ?? 0));
    expect(requests).toEqual([
      expect.objectContaining({ type: 'refund', reason: 'store_cancelled', state: 'pending' }),
    ]);
    // The seller is told, and sees it among its after-sales to handle.
    const handling = await s.afterSales.query.list(
      'seller',
      seller.seller.businessId,
      { current: 1, size: 10 },
      'en',
    );
    expect(handling.records).toEqual([
      expect.objectContaining({
        afterSaleNo: requests[0]?.afterSaleNo,
        reasonText: 'Cancelled by the store',
      }),
    ]);
    const row = okModel<CrmOrderPage>(
      await post(t.app, '/v1/order/crmCancelledList', { storeId: store.id }, { token: owner.token }),
    ).records[0];
    expect(row?.state).toBe('cancelledAfterPay');
    expect(row?.storeCancel).toEqual([expect.objectContaining({ outcome: 'refundOpened' })]);
  });
});
