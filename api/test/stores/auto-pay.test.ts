import type { StoreView } from '@dropmall/contract';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  messages,
  storeAutoPayments,
  storeOrderLines,
  storeOrderMallOrders,
  storeOrders,
  stores,
  walletLedger,
  wallets,
} from '../../src/db/schema';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
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
 * Automatic fulfilment payment (issue 34, item 2): off by default; when a store has it on, a store order that
 * arrives by its signed webhook and qualifies is paid from the balance by the manual payment's own path, once
 * however many deliveries and runners there are; an order that does not qualify is held with its reason and
 * the business is told once (a message, the `storeOrder.autoPayHeld` webhook).
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
/** Two composed service sets on the one database: two servers' runners. */
let s: ReturnType<typeof composeServices>;
let s2: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let sku = '';
let serial = 0;

const US = US_ORDER_ADDRESS;

beforeAll(async () => {
  ({ t, s, s2, owner, store, sku } = await sandboxStoreWorld('Auto shop'));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** A Shopify order body of `quantity` of the test variant (by its SKU), as the sandbox store sends it. */
function body(options: { quantity?: number; sku?: string; address?: object; financial?: string } = {}) {
  serial += 1;
  const id = 7_000_000 + serial;
  return {
    id,
    name: `#A${serial}`,
    order_number: id,
    email: 'john@example.com',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    updated_at: new Date(Date.now() - 60_000).toISOString(),
    currency: 'USD',
    total_price: '49.90',
    cancelled_at: null,
    fulfillment_status: null,
    ...(options.financial ? { financial_status: options.financial } : {}),
    line_items: [
      {
        id: id * 10,
        variant_id: null,
        sku: options.sku ?? sku,
        title: 'Thing',
        quantity: options.quantity ?? 1,
        price: '24.95',
      },
    ],
    shipping_address: options.address ?? US,
  };
}

/** The signed `orders/create` webhook, through the real route; answers the store order's id. */
const deliver = (order: { id: number } & Record<string, unknown>) => deliverOrder(t, store, order);

const orderOf = async (platformId: number) => {
  const [row] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, String(platformId))));
  if (!row) throw new Error('not kept');
  return row;
};
const autoOf = async (storeOrderId: number) =>
  (
    await t.database.db
      .select()
      .from(storeAutoPayments)
      .where(eq(storeAutoPayments.storeOrderId, storeOrderId))
  )[0];
const balance = async () =>
  Number(
    (await t.database.db.select().from(wallets).where(eq(wallets.businessId, owner.businessId)))[0]?.balance,
  );
const ledgerLines = async () =>
  t.database.db.select().from(walletLedger).where(eq(walletLedger.businessId, owner.businessId));
const costOf = async (storeOrderId: number) => {
  const seen = await s.stores.crm.assess(storeOrderId, 'en');
  const total = seen?.priced?.cost?.total;
  if (total === undefined) throw new Error('not priced');
  return total;
};
const save = (settings: Record<string, string | number | boolean>, token = owner.token) =>
  post(
    t.app,
    '/v1/store/autoPay/save',
    { id: store.id, ...Object.fromEntries(Object.entries(settings).map(([k, v]) => [k, String(v)])) },
    { token },
  );
const turnOn = async (orderCap = 10_000, dailyCap = 100_000, minBalance = 0) =>
  okModel<StoreView>(await save({ enabled: true, orderCap, dailyCap, minBalance }));
const rowsOf = async (path: string, lang = 'en') =>
  (
    okModel<{ records: { id: number; state: string; autoPay: { state: string; message: string | null } }[] }>(
      await post(
        t.app,
        `/v1/order/${path}`,
        { size: 100 },
        { token: owner.token, lang: lang as 'en' | 'zh' },
      ),
    ) ?? { records: [] }
  ).records;

describe(`automatic fulfilment payment (${testDbKind})`, () => {
  it('is off by default: an order that qualifies waits to be paid by hand', async () => {
    const listed = okModel<{ records: StoreView[] }>(
      await post(t.app, '/v1/store/list', {}, { token: owner.token }),
    );
    expect(listed.records.find((r) => r.id === store.id)?.autoPay).toEqual({
      enabled: false,
      orderCap: 0,
      dailyCap: 0,
      minBalance: 0,
    });
    const order = body();
    await deliver(order);
    await s.stores.autoPay.drain();
    const row = await orderOf(order.id);
    expect(row.paidAt).toBeNull();
    expect(await autoOf(row.id)).toBeUndefined();
  });

  it('refuses bad settings in the caller’s language, and staff without the Stores page', async () => {
    const bad = await save({ enabled: true, orderCap: 0, dailyCap: 10, minBalance: 0 });
    expect(bad.statusCode).toBe(400);
    const zh = await post(
      t.app,
      '/v1/store/autoPay/save',
      { id: store.id, enabled: 'true', orderCap: 50, dailyCap: 20, minBalance: -1 },
      { token: owner.token, lang: 'zh' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toMatch(/金额|上限/);
    const other = await newBuyer(t.database.db);
    expect(
      (await save({ enabled: false, orderCap: 1, dailyCap: 1, minBalance: 0 }, other.token)).statusCode,
    ).toBe(404);
    const staff = (
      await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/myOrder']]))
    ).token;
    expect((await save({ enabled: true, orderCap: 1, dailyCap: 1, minBalance: 0 }, staff)).statusCode).toBe(
      403,
    );
  });

  it('pays a qualifying order from the balance as it arrives, with the manual payment’s ledger line', async () => {
    await turnOn();
    const before = await balance();
    const linesBefore = (await ledgerLines()).length;
    const order = body({ quantity: 2 });
    await deliver(order);
    await s.stores.autoPay.drain();
    const row = await orderOf(order.id);
    expect(row.paidAt).not.toBeNull();
    const auto = await autoOf(row.id);
    expect(auto?.state).toBe('paid');
    const paid = Number(auto?.amount);
    expect(before - (await balance())).toBeCloseTo(paid, 2);
    const lines = await ledgerLines();
    expect(lines.length).toBe(linesBefore + 1);
    // The line a manual payment writes (crm-orders.test.ts): an order payment of the amount.
    expect(lines.at(-1)).toMatchObject({ kind: 'order_payment' });
    expect(Math.abs(Number(lines.at(-1)?.amount))).toBeCloseTo(paid, 2);
    const fulfilment = await rowsOf('crmFulfilmentList');
    expect(fulfilment.find((r) => r.id === row.id)?.autoPay.state).toBe('paid');
  });

  it('pays once when the store delivers the same order five times at once and two runners race', async () => {
    const before = await balance();
    const order = body();
    await Promise.all(Array.from({ length: 5 }, () => deliver(order)));
    await Promise.all([s.stores.autoPay.drain(), s2.stores.autoPay.drain(), s.stores.autoPay.drain()]);
    const row = await orderOf(order.id);
    expect(row.paidAt).not.toBeNull();
    const links = await t.database.db
      .select()
      .from(storeOrderMallOrders)
      .where(eq(storeOrderMallOrders.storeOrderId, row.id));
    expect(links).toHaveLength(1);
    expect(before - (await balance())).toBeCloseTo(Number((await autoOf(row.id))?.amount), 2);
    // A late copy of the same version changes nothing and pays nothing more.
    await deliver(order);
    await s.stores.autoPay.drain();
    expect(before - (await balance())).toBeCloseTo(Number((await autoOf(row.id))?.amount), 2);
  });

  it('holds an order above the per-order cap, with its reason on the order and one message', async () => {
    const probe = body();
    await turnOn(0.01, 100_000);
    await deliver(probe);
    await s.stores.autoPay.drain();
    const row = await orderOf(probe.id);
    expect(row.paidAt).toBeNull();
    expect(await autoOf(row.id)).toMatchObject({ state: 'held', reason: 'overOrderCap' });
    const pending = await rowsOf('crmPayList', 'zh');
    expect(pending.find((r) => r.id === row.id)?.autoPay.message).toContain('单笔上限');
    // Weighed again on a newer version, still over the cap: not told twice.
    await deliver({ ...probe, updated_at: new Date().toISOString() });
    await s.stores.autoPay.drain();
    const told = await t.database.db
      .select()
      .from(messages)
      .where(sql`${messages.eventKey} like ${`store-auto-pay-held:${row.id}:%`}`);
    expect(told).toHaveLength(1);
  });

  it('holds an order that is unmatched, lacks a Brazilian tax id, or is not paid by its customer', async () => {
    await turnOn();
    const unmatched = body({ sku: 'NO-SUCH-SKU' });
    const noTaxId = body({
      address: { ...US, city: 'Recife', province: 'PE', zip: '50000-000', country_code: 'BR' },
    });
    const unpaid = body({ financial: 'pending' });
    for (const o of [unmatched, noTaxId, unpaid]) await deliver(o);
    await s.stores.autoPay.drain();
    expect(await autoOf((await orderOf(unmatched.id)).id)).toMatchObject({
      state: 'held',
      reason: 'unmatched',
    });
    expect(await autoOf((await orderOf(noTaxId.id)).id)).toMatchObject({
      state: 'held',
      reason: 'taxIdMissing',
    });
    const unpaidRow = await orderOf(unpaid.id);
    expect(await autoOf(unpaidRow.id)).toMatchObject({ state: 'held', reason: 'customerUnpaid' });
    for (const o of [unmatched, noTaxId, unpaid]) expect((await orderOf(o.id)).paidAt).toBeNull();
    // A line bound by hand in My Orders: weighed again, and paid.
    const [line] = await t.database.db
      .select()
      .from(storeOrderLines)
      .where(eq(storeOrderLines.orderId, (await orderOf(unmatched.id)).id));
    okModel(
      await post(
        t.app,
        '/v1/business/bindingCrmCustomer',
        { lineId: line?.id ?? 0, sku },
        { token: owner.token },
      ),
    );
    await s.stores.autoPay.drain();
    expect((await orderOf(unmatched.id)).paidAt).not.toBeNull();
    // The business gives the CPF in the office: the held order is weighed again and paid.
    const noTaxIdRow = await orderOf(noTaxId.id);
    okModel(
      await post(
        t.app,
        '/v1/order/crmTaxId',
        { id: noTaxIdRow.id, taxId: '529.982.247-25' },
        { token: owner.token },
      ),
    );
    await s.stores.autoPay.drain();
    expect((await orderOf(noTaxId.id)).paidAt).not.toBeNull();
    // The customer pays in the store: the newer version qualifies and is paid automatically.
    await deliver({ ...unpaid, financial_status: 'paid', updated_at: new Date().toISOString() });
    await s.stores.autoPay.drain();
    expect((await orderOf(unpaid.id)).paidAt).not.toBeNull();
    expect((await autoOf(unpaidRow.id))?.state).toBe('paid');
  });

  it('keeps the minimum balance', async () => {
    const order = body();
    // The minimum is the balance now: any payment would go below it.
    await turnOn(10_000, 100_000, await balance());
    const before = await balance();
    await deliver(order);
    await s.stores.autoPay.drain();
    const row = await orderOf(order.id);
    expect(await autoOf(row.id)).toMatchObject({ state: 'held', reason: 'belowMinBalance' });
    expect(await balance()).toBe(before);
  });

  it('weighs the orders held below the minimum balance again when money comes in, and pays them', async () => {
    const order = body();
    const minimum = await balance();
    await turnOn(10_000, 100_000, minimum);
    await deliver(order);
    await s.stores.autoPay.drain();
    const row = await orderOf(order.id);
    expect(await autoOf(row.id)).toMatchObject({ state: 'held', reason: 'belowMinBalance' });
    const heldRows = () =>
      t.database.db
        .select()
        .from(storeAutoPayments)
        .where(and(eq(storeAutoPayments.businessId, owner.businessId), eq(storeAutoPayments.state, 'held')));
    const before = await heldRows();
    const low = before.filter((r) => r.reason === 'belowMinBalance');
    const other = before.filter((r) => r.reason !== 'belowMinBalance');
    expect(other.length).toBeGreaterThan(0);
    const costs = await Promise.all(low.map((r) => costOf(r.storeOrderId)));
    // Money comes in (what a top-up, a refund or a sale's income credits): each order held below the
    // minimum is due again; those held for another reason are not.
    await t.database.db.transaction((tx) =>
      s.wallet.credit(tx, owner.businessId, {
        kind: 'system_add',
        amount: costs.reduce((sum, c) => sum.plus(c), new Decimal(1)),
        reason: 'test: money in',
      }),
    );
    for (const r of low) expect(await autoOf(r.storeOrderId)).toMatchObject({ state: 'due' });
    for (const r of other)
      expect(await autoOf(r.storeOrderId)).toMatchObject({ state: 'held', reason: r.reason });
    await s.stores.autoPay.drain();
    for (const r of low) expect(await autoOf(r.storeOrderId)).toMatchObject({ state: 'paid' });
    expect(Number(await balance())).toBeCloseTo(Number(minimum) + 1, 2);
  });

  it('holds the daily cap under parallel orders and runners, and sends the held webhook', async () => {
    const hooks = await webhookReceiver();
    try {
      okModel(
        await post(
          t.app,
          '/v1/webhook/create',
          { url: hooks.url, events: 'storeOrder.autoPayHeld' },
          { token: owner.token },
        ),
      );
      // Today's automatic payments so far are left out by moving them to yesterday.
      await t.database.db
        .update(storeAutoPayments)
        .set({ reservedAt: sql`now() - interval '2 days'` })
        .where(eq(storeAutoPayments.storeId, store.id));
      await turnOn(10_000, 10_000, 0);
      const first = body();
      await deliver(first);
      const cost = await costOf((await orderOf(first.id)).id);
      // Room for two of three orders of the same cost.
      const cap = Math.round(cost * 2.5 * 100) / 100;
      await turnOn(cap, cap, 0);
      const more = [body(), body()];
      await Promise.all(more.map((o) => deliver(o)));
      // Three runners (three servers) at once, one order each: their reservations race for the cap.
      const s3 = composeServices({ config: t.config, database: t.database });
      await Promise.all([s, s2, s3].map((x) => x.stores.autoPay.runDue(new Date(), 1)));
      await s.stores.autoPay.drain();
      const states = await Promise.all(
        [first, ...more].map(async (o) => (await autoOf((await orderOf(o.id)).id))?.state),
      );
      expect(states.filter((x) => x === 'paid')).toHaveLength(2);
      expect(states.filter((x) => x === 'held')).toHaveLength(1);
      const held = await t.database.db
        .select()
        .from(storeAutoPayments)
        .where(and(eq(storeAutoPayments.storeId, store.id), eq(storeAutoPayments.reason, 'overDailyCap')));
      expect(held).toHaveLength(1);
      // Still today: weighed again, it is held again (and not told twice).
      await s.stores.autoPay.drain();
      expect(await autoOf(held[0]?.storeOrderId ?? 0)).toMatchObject({
        state: 'held',
        reason: 'overDailyCap',
      });
      // Its wake-up is the start of the business's next day (its time zone's midnight), within 24 hours.
      const wake = held[0]?.nextAt ?? new Date(0);
      expect(wake.getTime() - Date.now()).toBeGreaterThan(0);
      expect(wake.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
      expect(wake.getUTCMinutes()).toBe(0);
      await s.stores.autoPay.runDue(new Date(wake.getTime() - 1000));
      expect(await autoOf(held[0]?.storeOrderId ?? 0)).toMatchObject({ state: 'held' });
      await t.database.db
        .update(storeAutoPayments)
        .set({ reservedAt: sql`now() - interval '1 day'` })
        .where(and(eq(storeAutoPayments.storeId, store.id), eq(storeAutoPayments.state, 'paid')));
      await s.stores.autoPay.drain(wake);
      expect(await autoOf(held[0]?.storeOrderId ?? 0)).toMatchObject({ state: 'paid' });
      await s.webhooks.worker.drain();
      const sent = hooks.received.map(
        (r) => JSON.parse(r.body) as { type: string; data: { reason: string } },
      );
      expect(sent).toEqual([
        expect.objectContaining({
          type: 'storeOrder.autoPayHeld',
          data: expect.objectContaining({ reason: 'overDailyCap' }),
        }),
      ]);
    } finally {
      await hooks.close();
    }
  });

  it('turning it on asks for the payment password once the business has set one', async () => {
    const guarded = await newBuyer(t.database.db, '100');
    const own = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'sandbox', name: 'Guarded' },
        { token: guarded.token },
      ),
    );
    const set = await post(
      t.app,
      '/v1/business/payPassword/set',
      { password: '482913' },
      { token: guarded.token },
    );
    expect(set.statusCode, set.body).toBe(200);
    const on = (payPassword?: string) =>
      post(
        t.app,
        '/v1/store/autoPay/save',
        {
          id: own.id,
          enabled: 'true',
          orderCap: '10',
          dailyCap: '20',
          minBalance: '0',
          ...(payPassword ? { payPassword } : {}),
        },
        { token: guarded.token },
      );
    expect((await on()).statusCode).toBe(400);
    expect((await on('000000')).statusCode).toBe(400);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, own.id));
    expect(row?.autoPay).toBe(false);
    expect(okModel<StoreView>(await on('482913')).autoPay.enabled).toBe(true);
  });

  it('turned off, an order waits to be paid by hand', async () => {
    okModel(await save({ enabled: false, orderCap: 0, dailyCap: 0, minBalance: 0 }));
    const order = body();
    await deliver(order);
    await s.stores.autoPay.drain();
    expect((await orderOf(order.id)).paidAt).toBeNull();
    expect(await autoOf((await orderOf(order.id)).id)).toBeUndefined();
  });
});
