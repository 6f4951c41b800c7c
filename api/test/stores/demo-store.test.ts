import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessUsers, sandboxRecords, storeOrderLines, storeOrders, stores } from '../../src/db/schema';
import { DEMO_BUSINESS } from '../../src/db/seed/demo-accounts';
import { seedDemoStore } from '../../src/modules/stores/demo';
import { listeningApp, shopByHandle } from './support';

/** The demo business's sandbox store is connected and subscribed: a shopfront order reaches its orders. */
let t: Awaited<ReturnType<typeof listeningApp>>;
beforeAll(async () => {
  t = await listeningApp();
}, 120_000);
afterAll(() => t?.close());

describe('the demo store', () => {
  it('is seeded once, subscribed to its order webhooks, so a shopfront order arrives', async () => {
    await seedDemoStore(t.database.db, t.config);
    await seedDemoStore(t.database.db, t.config);
    const [demo] = await t.database.db
      .select({ businessId: businessUsers.businessId })
      .from(businessUsers)
      .where(eq(businessUsers.email, DEMO_BUSINESS.email));
    const rows = await t.database.db
      .select()
      .from(stores)
      .where(and(eq(stores.businessId, demo?.businessId ?? 0), eq(stores.platform, 'sandbox')));
    expect(rows).toHaveLength(1);
    const store = rows[0];
    if (!store) throw new Error('no demo store');
    const shop = await shopByHandle(t, store.domain);
    const [mug] = (
      await t.database.db
        .select()
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')))
    )
      .map((r) => r.body as { variants: { id: number; sku: string }[] })
      .flatMap((p) => p.variants)
      .filter((v) => v.sku === 'MUG-350');
    const placed = await fetch(`${t.origin}/sandbox/store/${shop.handle}/orders`, {
      method: 'POST',
      body: new URLSearchParams({
        variant: String(mug?.id ?? ''),
        quantity: '1',
        name: 'Ana Souza',
        email: 'ana@example.com',
        address: 'Rua B, 2',
        city: 'Recife',
        zip: '50000-000',
        country: 'BR',
      }),
      redirect: 'manual',
    });
    expect(placed.status).toBe(303);
    const [order] = await t.database.db.select().from(storeOrders).where(eq(storeOrders.storeId, store.id));
    expect(order?.shopOrderNumber).toBe('#1001');
    const lines = await t.database.db
      .select()
      .from(storeOrderLines)
      .where(eq(storeOrderLines.orderId, order?.id ?? 0));
    expect(lines).toEqual([expect.objectContaining({ sku: 'MUG-350', quantity: 1 })]);
  });
});
