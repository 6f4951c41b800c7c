import type { CrmDashboard, StoreView } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { composeServices } from '../../src/compose';
import {
  messages,
  storeAutoPayments,
  storeLowBalanceAlerts,
  storeOrders,
  wallets,
  webhookDeliveries,
} from '../../src/db/schema';
import type { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import {
  deliverOrder,
  type listeningApp,
  okModel,
  sandboxStoreWorld,
  US_ORDER_ADDRESS,
  webhookReceiver,
} from './support';

/**
 * Notifications that matter (issue 34, item 6): a low balance for automatic payment is told once per episode
 * (a message and `balance.autoPayLow`), closed by a top-up that covers it; a store order waiting on the
 * business more than a day is told once (a message and `storeOrder.waiting`), however many API instances
 * check at once; the dashboard counts both, and My Orders filters the waiting ones.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
/** Two composed service sets on the one database: two API instances' checks. */
let s: ReturnType<typeof composeServices>;
let s2: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let sku = '';
let serial = 0;

const US = US_ORDER_ADDRESS;

beforeAll(async () => {
  ({ t, s, s2, owner, store, sku } = await sandboxStoreWorld('Alert shop'));
  hooks = await webhookReceiver();
  okModel(
    await post(
      t.app,
      '/v1/webhook/create',
      { url: hooks.url, events: 'balance.autoPayLow,storeOrder.waiting' },
      { token: owner.token },
    ),
  );
}, 120_000);
afterAll(async () => {
  await hooks?.close();
  await t?.close();
});

/** A Shopify order body of the test variant (or an unknown SKU), as the sandbox store sends it. */
function body(options: { sku?: string } = {}) {
  serial += 1;
  const id = 8_000_000 + serial;
  return {
    id,
    name: `#W${serial}`,
    order_number: id,
    email: 'john@example.com',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    updated_at: new Date(Date.now() - 60_000).toISOString(),
    currency: 'USD',
    total_price: '49.90',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: [
      { id: id * 10, variant_id: null, sku: options.sku ?? sku, title: 'Thing', quantity: 1, price: '49.90' },
    ],
    shipping_address: US,
  };
}

/** The signed `orders/create` webhook, through the real route; answers the store order's id. */
const deliver = (order: { id: number } & Record<string, unknown>) => deliverOrder(t, store, order);

const placedDaysAgo = (id: number, days: number) =>
  t.database.db
    .update(storeOrders)
    .set({ placedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(storeOrders.id, id));
const messagesLike = (pattern: string) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.businessId, owner.businessId), like(messages.eventKey, pattern)));
const deliveriesOf = (event: string) =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.businessId, owner.businessId), eq(webhookDeliveries.eventType, event)));
/** The app's own worker may have taken a delivery first: what the endpoint received, after a drain of ours. */
const POLL = { timeout: 30_000, interval: 200 };
const receivedOf = async (type: string) => {
  await s.webhooks.worker.drain();
  return hooks.received
    .map((r) => JSON.parse(r.body) as { type: string; data: Record<string, unknown> })
    .filter((r) => r.type === type);
};
const balance = async () =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, owner.businessId)))[0]?.balance,
  );
const dashboard = async (lang: 'en' | 'zh' = 'en') =>
  okModel<CrmDashboard>(await post(t.app, '/v1/store/dashboard', {}, { token: owner.token, lang }));
const attentionOf = async (kind: string) => (await dashboard()).attention.find((a) => a.kind === kind);
const saveAutoPay = async (enabled: boolean, minBalance: number) =>
  okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/autoPay/save',
      {
        id: store.id,
        enabled: String(enabled),
        orderCap: '10000',
        dailyCap: '100000',
        minBalance: String(minBalance),
      },
      { token: owner.token },
    ),
  );

describe(`notifications that matter (${testDbKind})`, () => {
  it('tells each store order waiting more than a day once, under parallel checks of two instances', async () => {
    const unmatched = await deliver(body({ sku: 'NOT-A-MALL-SKU' }));
    const toPay = await deliver(body());
    const fresh = await deliver(body());
    await placedDaysAgo(unmatched, 2);
    await placedDaysAgo(toPay, 3);
    expect(await attentionOf('ordersWaiting')).toEqual({ kind: 'ordersWaiting', count: 2 });

    const told = await Promise.all([
      s.stores.alerts.check(),
      s2.stores.alerts.check(),
      s.stores.alerts.check(),
    ]);
    expect(told.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await s2.stores.alerts.check()).toBe(0);
    const sent = await messagesLike('store-order-waiting:%');
    expect(sent.map((m) => m.eventKey).sort()).toEqual(
      [`store-order-waiting:${unmatched}`, `store-order-waiting:${toPay}`].sort(),
    );
    expect(sent.find((m) => m.eventKey?.endsWith(`:${unmatched}`))?.content).toMatchObject({
      en: expect.stringContaining('Lines to bind'),
      zh: expect.stringContaining('待绑定商品'),
    });
    const events = (await deliveriesOf('storeOrder.waiting')).map(
      (e) =>
        (e.payload as { data?: { storeOrderId: number } }).data ?? (e.payload as { storeOrderId: number }),
    );
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.storeOrderId === unmatched)).toMatchObject({
      storeId: store.id,
      stage: 'unmatched',
    });
    expect(events.find((e) => e.storeOrderId === toPay)).toMatchObject({ storeId: store.id, stage: 'toPay' });

    // My Orders' `waiting` filter lists exactly those.
    const page = okModel<{ records: { id: number }[] }>(
      await post(
        t.app,
        '/v1/order/crmCustomerOrderList',
        { waiting: 'true', size: 50 },
        { token: owner.token },
      ),
    );
    expect(page.records.map((r) => r.id).sort()).toEqual([unmatched, toPay].sort());
    expect(page.records.map((r) => r.id)).not.toContain(fresh);

    // Delivered to the endpoint.
    await expect.poll(async () => (await receivedOf('storeOrder.waiting')).length, POLL).toBe(2);
  });

  it('passes a batch whose business could not be checked: the orders after it are told in the same check', async () => {
    const first = await deliver(body());
    const second = await deliver(body());
    await placedDaysAgo(first, 5);
    await placedDaysAgo(second, 4);
    // One order a batch; the stages of the first batch cannot be read (its pricing failed).
    let calls = 0;
    const crm = Object.assign(Object.create(s.stores.crm), {
      stages: (...args: Parameters<typeof s.stores.crm.stages>) => {
        calls += 1;
        if (calls === 1) return Promise.reject(new Error('pricing unavailable'));
        return s.stores.crm.stages(...args);
      },
    });
    const alerts = Object.assign(Object.create(s.stores.alerts), {
      crm,
      batchSize: 1,
    }) as typeof s.stores.alerts;
    expect(await alerts.check()).toBe(1);
    expect((await messagesLike(`store-order-waiting:${second}`)).length).toBe(1);
    expect(await messagesLike(`store-order-waiting:${first}`)).toEqual([]);
    // The next check tells the one that failed, once.
    expect(await s.stores.alerts.check()).toBe(1);
    expect((await messagesLike(`store-order-waiting:${first}`)).length).toBe(1);
  });

  it('tells a low balance for automatic payment once per episode, and clears it when a top-up covers it', async () => {
    const minimum = await balance();
    await saveAutoPay(true, minimum);
    const first = await deliver(body());
    const second = await deliver(body());
    await s.stores.autoPay.drain();
    for (const id of [first, second])
      expect(
        (
          await t.database.db.select().from(storeAutoPayments).where(eq(storeAutoPayments.storeOrderId, id))
        )[0],
      ).toMatchObject({ state: 'held', reason: 'belowMinBalance' });
    // Two orders held, parallel checks of two instances, another order held: one episode, told once.
    await Promise.all([s.stores.alerts.check(), s2.stores.alerts.check()]);
    await deliver(body());
    await s.stores.autoPay.drain();
    let told = await messagesLike('auto-pay-low-balance:%');
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toMatchObject({
      en: 'Your balance is too low for automatic payment',
      zh: '余额不足以进行自动付款',
    });
    expect(await deliveriesOf('balance.autoPayLow')).toHaveLength(1);
    expect(await attentionOf('lowBalance')).toEqual({ kind: 'lowBalance', count: 3 });

    // Money in that covers the held orders closes the episode (they are paid); the panel no longer lists it.
    // The episode keeps what was needed when it began (the first order held): that no longer covers three.
    const [episode] = await t.database.db
      .select()
      .from(storeLowBalanceAlerts)
      .where(eq(storeLowBalanceAlerts.businessId, owner.businessId));
    const credit = (amount: Decimal.Value) =>
      t.database.db.transaction((tx) =>
        s.wallet.credit(tx, owner.businessId, {
          kind: 'system_add',
          amount: new Decimal(amount),
          reason: 'test: top-up',
        }),
      );
    await credit(new Decimal(episode?.need ?? 0).minus(episode?.balance ?? 0).plus(0.01));
    expect(await attentionOf('lowBalance')).toBeDefined();
    await s.stores.autoPay.drain();
    expect(await messagesLike('auto-pay-low-balance:%')).toHaveLength(1);
    await credit(1000);
    expect(
      await t.database.db
        .select()
        .from(storeLowBalanceAlerts)
        .where(eq(storeLowBalanceAlerts.businessId, owner.businessId)),
    ).toHaveLength(0);
    await s.stores.autoPay.drain();
    expect(await attentionOf('lowBalance')).toBeUndefined();

    // The next shortfall is a new episode: told again, once, however many instances check.
    await saveAutoPay(true, (await balance()) + 500);
    await Promise.all([s.stores.alerts.check(), s2.stores.alerts.check(), s.stores.alerts.check()]);
    told = await messagesLike('auto-pay-low-balance:%');
    expect(told).toHaveLength(2);
    expect(await attentionOf('lowBalance')).toEqual({ kind: 'lowBalance', count: 0 });
    await expect.poll(async () => (await receivedOf('balance.autoPayLow')).length, POLL).toBe(2);
    // Deliveries may arrive in either order: the second episode's is the one that began last.
    const low = (await receivedOf('balance.autoPayLow')).sort((a, b) =>
      String(a.data.since).localeCompare(String(b.data.since)),
    );
    expect(low[1]?.data).toMatchObject({
      heldOrders: 0,
      balance: expect.any(Number),
      need: expect.any(Number),
    });

    // Turned off: nothing to be short for; the episode closes on the next check.
    await saveAutoPay(false, 0);
    await s.stores.alerts.check();
    expect(await attentionOf('lowBalance')).toBeUndefined();
  });
});
