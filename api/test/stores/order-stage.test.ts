import type { CrmOrderPage, StoreOrderPage, StoreOrderStage } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrderIn } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { storeOrderLines, storeOrderMallOrders, storeOrders, type stores } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { okModel, storeOfBusiness, US_SHIPPING } from './support';

/**
 * One vocabulary for a store order's state (issue 34 item 5): every page's route answers the same stage for
 * the same order: My Orders (crmCustomerOrderList) and the CRM list the order is on at each step.
 */
let t: TestApp;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: typeof stores.$inferSelect;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db, '1000');
  store = await storeOfBusiness(t.database.db, owner.businessId, 'shopify', 'Stage shop');
  variant = await variantWithStock(t.database.db, 500, 3);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function storeOrder(options: { address?: Record<string, unknown>; customerPaid?: boolean } = {}) {
  serial += 1;
  const platformId = `${Date.now()}${serial}`;
  const placedAt = new Date(Date.now() - serial * 1000);
  const input: StoreOrderIn = {
    id: platformId,
    number: `#S${platformId.slice(-6)}`,
    status: 'pending',
    customerPaid: options.customerPaid ?? true,
    paymentStatus: options.customerPaid === false ? 'pending' : 'paid',
    currency: 'USD',
    total: '49.90',
    customerName: 'John Doe',
    customerEmail: 'john@example.com',
    shippingAddress: options.address ?? US_SHIPPING,
    placedAt,
    updatedAt: placedAt,
    lines: [{ id: `${platformId}1`, variantId: '', sku: '', title: 'Thing', quantity: 1, price: '49.90' }],
  };
  await s.stores.orders.keep(store, input);
  const [order] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, platformId)));
  if (!order) throw new Error('not kept');
  return { order, input };
}

const bind = (orderId: number) =>
  t.database.db
    .update(storeOrderLines)
    .set({ variantId: variant.skuId, matchSource: 'manual' })
    .where(eq(storeOrderLines.orderId, orderId));

/** The order's stage on My Orders and on the CRM list it is on; both must say `stage`. */
async function expectStage(id: number, list: string, stage: StoreOrderStage) {
  const mine = okModel<StoreOrderPage>(
    await post(t.app, '/v1/order/crmCustomerOrderList', { size: 100 }, { token: owner.token }),
  ).records.find((r) => r.id === id);
  const crm = okModel<CrmOrderPage>(
    await post(t.app, `/v1/order/${list}`, { size: 100 }, { token: owner.token }),
  ).records.find((r) => r.id === id);
  expect({ myOrders: mine?.stage, [list]: crm?.stage }).toEqual({ myOrders: stage, [list]: stage });
  // The store's own status travels beside it, labelled by its platform on the page.
  expect(mine?.storePlatform).toBe('shopify');
  return crm;
}

describe('one stage of a store order on every page', () => {
  it('awaiting the customer, lines to bind, details missing, ready to pay: the same on My Orders and Pending/Payment', async () => {
    const { order: unpaid } = await storeOrder({ customerPaid: false });
    await bind(unpaid.id);
    await expectStage(unpaid.id, 'crmPendingList', 'awaitingCustomer');

    const { order } = await storeOrder();
    await expectStage(order.id, 'crmPendingList', 'unmatched');
    await bind(order.id);
    await expectStage(order.id, 'crmPayList', 'toPay');

    const { order: brazil } = await storeOrder({
      address: {
        name: 'Ana Souza',
        address1: 'Rua B, 2',
        city: 'Recife',
        zip: '50000-000',
        country_code: 'BR',
      },
    });
    await bind(brazil.id);
    const row = await expectStage(brazil.id, 'crmPendingList', 'needsDetails');
    expect(row?.blocked?.reason).toBe('taxIdMissing');
  });

  it('paid, shipped, tracking sent, cancelled: the same on My Orders and Fulfilment/Cancelled', async () => {
    const { order, input } = await storeOrder();
    await bind(order.id);
    const ready = await expectStage(order.id, 'crmPayList', 'toPay');
    const total = ready?.cost?.total ?? 0;
    okModel(
      await post(
        t.app,
        '/v1/order/crmPay',
        { ids: String(order.id), payType: 3, payMoney: total },
        { token: owner.token },
      ),
    );
    await expectStage(order.id, 'crmFulfilmentList', 'inFulfilment');

    const [link] = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, order.id));
    const [carrier] = await s.shipping.carriers('en');
    await s.fulfilment.ship(
      variant.sellerId,
      { id: link?.mallOrderId ?? 0, expressId: carrier?.id ?? 0, trackingNo: `CN${Date.now()}` },
      'en',
    );
    await expectStage(order.id, 'crmFulfilmentList', 'shipped');
    await t.database.db
      .update(storeOrderMallOrders)
      .set({ trackingState: 'sent', trackingSentAt: new Date() })
      .where(eq(storeOrderMallOrders.storeOrderId, order.id));
    await expectStage(order.id, 'crmFulfilmentList', 'trackingSent');

    await s.stores.orders.keep(store, {
      ...input,
      status: 'cancelled',
      updatedAt: new Date(input.updatedAt.getTime() + 60_000),
    });
    await expectStage(order.id, 'crmCancelledList', 'cancelled');
  });
});
