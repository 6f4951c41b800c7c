import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchOutcome, ConnectPlatform, StorePlatform } from '../../src/adapters/stores';
import { ShopifySync } from '../../src/adapters/stores/shopify/sync';
import { WooSync } from '../../src/adapters/stores/woocommerce-sync';
import { composeServices } from '../../src/compose';
import { messages, storeProductLinks, storeSyncItems, stores } from '../../src/db/schema';
import { syncVariants } from '../../src/modules/catalog/available';
import type { StoreService } from '../../src/modules/stores/service';
import { StoreSync } from '../../src/modules/stores/sync';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';

/**
 * The sync's runner where stores misbehave (a review of issue 34's sync): stores that cannot be served take
 * no place in a pass, one store's failure does not stop the others, a runner whose lease ran out keeps nothing
 * and never clears the next holder's lease, a refused show / hide fails the product's items, a batch answer
 * that leaves items out does not count them as written, and a rise the business refused while a push ran is
 * not held again. The platform is a recorder: what the store would receive is the assertion.
 */
let t: TestApp;
let services: ReturnType<typeof composeServices>;
/** The stores service with a connection that needs no credentials: the recorder reads the store's domain. */
let storeService: StoreService;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let variant: { id: number; productId: number };
let serial = 0;
const far = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  t = await createTestApp();
  services = composeServices({ config: t.config, database: t.database });
  storeService = Object.assign(Object.create(services.stores.stores), {
    connectionOf: (store: { domain: string }) => ({ domain: store.domain }),
  }) as StoreService;
  owner = await newBuyer(t.database.db);
  const v = await variantWithStock(t.database.db, 50);
  variant = { id: v.skuId, productId: v.productId };
}, 120_000);
afterAll(async () => t?.close());

/** A store of the owner with the test variant published in it and a due sync item. */
async function storeWithItem(state: 'active' | 'paused' | 'disconnected', extra: object = {}) {
  serial += 1;
  const [store] = await t.database.db
    .insert(stores)
    .values({
      businessId: owner.businessId,
      platform: 'sandbox',
      name: `Runner ${serial}`,
      domain: `runner-${serial}-${Date.now()}`,
      state,
      ...extra,
    })
    .returning();
  if (!store) throw new Error('no store');
  await t.database.db.insert(storeProductLinks).values({
    storeId: store.id,
    productId: variant.productId,
    variantId: variant.id,
    storeProductId: `p${store.id}`,
    storeVariantId: `v${store.id}`,
  });
  await t.database.db.insert(storeSyncItems).values({
    storeId: store.id,
    variantId: variant.id,
    businessId: owner.businessId,
    productId: variant.productId,
  });
  return store;
}

const itemOf = async (storeId: number) =>
  (await t.database.db.select().from(storeSyncItems).where(eq(storeSyncItems.storeId, storeId)))[0];

type Recorder = Partial<Pick<StorePlatform, 'setInventory' | 'setPrices' | 'setProductsActive'>>;
const none = async (): Promise<BatchOutcome> => ({ failed: [] });
/** A platform that records each call as `<store domain>:<what>` and answers as `calls` say. */
function recorder(log: string[], calls: Recorder = {}): ConnectPlatform {
  return (connection) => {
    const label = (connection as { domain?: string }).domain ?? 'store';
    return {
      setInventory: async (items) => {
        log.push(`${label}:inventory`);
        return (calls.setInventory ?? none)(items);
      },
      setPrices: async (items) => {
        log.push(`${label}:prices`);
        return (calls.setPrices ?? none)(items);
      },
      setProductsActive: async (items) => {
        log.push(`${label}:status`);
        return (calls.setProductsActive ?? none)(items);
      },
    } as StorePlatform;
  };
}

const syncWith = (connect: ConnectPlatform, variants = (ids: number[]) => syncVariants(t.database.db, ids)) =>
  new StoreSync(t.database.db, storeService, connect, 0, { variants }, services.messages.notify);

/** Leaves only the given stores with due items (each test makes its own). */
const onlyDue = async () => {
  await t.database.db.update(storeSyncItems).set({ sentSeq: storeSyncItems.seq });
};

describe('the sync runner', () => {
  it("a paused or disconnected store's items take no place: 60 of them do not starve an active store", async () => {
    await onlyDue();
    for (let i = 0; i < 60; i++) await storeWithItem(i % 2 ? 'paused' : 'disconnected');
    const active = await storeWithItem('active');
    const log: string[] = [];
    await syncWith(recorder(log)).drain(far);
    const item = await itemOf(active.id);
    expect(item?.sentSeq).toBe(item?.seq);
    expect(log).toContain(`${active.domain}:inventory`);
  });

  it("one store's failure is logged and the pass goes on to the next store", async () => {
    await onlyDue();
    const first = await storeWithItem('active');
    const second = await storeWithItem('active');
    // The first store's item waited longest: the pass takes it first.
    await t.database.db
      .update(storeSyncItems)
      .set({ dueAt: new Date(Date.now() - 60_000) })
      .where(eq(storeSyncItems.storeId, first.id));
    let reads = 0;
    const log: string[] = [];
    const sync = syncWith(recorder(log), async (ids) => {
      reads += 1;
      if (reads === 1) throw new Error('the catalogue could not be read');
      return syncVariants(t.database.db, ids);
    });
    await sync.drain(far);
    expect((await itemOf(second.id))?.sentSeq).toBe(1);
    expect(log).toContain(`${second.domain}:inventory`);
    // The failed store's item is still due and goes at the next pass.
    expect((await itemOf(first.id))?.sentSeq).toBe(1);
  });

  it('a runner whose lease ran out keeps nothing, leaves the next holder its lease, and re-marks its items', async () => {
    await onlyDue();
    const store = await storeWithItem('active');
    const log: string[] = [];
    let holderIn: () => void = () => {};
    const holderInside = new Promise<void>((resolve) => {
      holderIn = resolve;
    });
    let letHolderGo: () => void = () => {};
    const holderGate = new Promise<void>((resolve) => {
      letHolderGo = resolve;
    });
    const holder = syncWith(
      recorder(log, {
        setInventory: async () => {
          log.push('holder in');
          holderIn();
          await holderGate;
          return { failed: [] };
        },
      }),
    );
    let holderRun: Promise<number> | undefined;
    const stale = syncWith(
      recorder(log, {
        setInventory: async () => {
          // This push outlives its lease (made to run out here): another instance's runner takes the store.
          await t.database.db
            .update(stores)
            .set({ syncClaimedUntil: new Date(Date.now() - 1000) })
            .where(eq(stores.id, store.id));
          holderRun = holder.runDue(far());
          await holderInside;
          return { failed: [] };
        },
      }),
    );
    const before = await itemOf(store.id);
    await stale.runDue(far());
    const [leased] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(leased?.syncClaimedUntil).not.toBeNull();
    // Kept nothing, and marked its item changed again: the holder's outcome cannot close it for the stale push.
    const after = await itemOf(store.id);
    expect(after?.seq).toBe((before?.seq ?? 0) + 1);
    expect(after?.sentSeq).toBe(before?.sentSeq);
    // A third runner cannot take the store while the holder pushes.
    const third: string[] = [];
    await syncWith(recorder(third)).runDue(far());
    expect(third).toEqual([]);
    letHolderGo();
    await holderRun;
    // The holder released its lease, and the item (changed again) is sent once more.
    const [released] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(released?.syncClaimedUntil).toBeNull();
    const again: string[] = [];
    await syncWith(recorder(again)).drain(far);
    expect(again).toContain(`${store.domain}:inventory`);
    expect((await itemOf(store.id))?.sentSeq).toBe((await itemOf(store.id))?.seq);
  });

  it('a refused show / hide fails every item of that store product (the adapter names the product)', async () => {
    await onlyDue();
    const store = await storeWithItem('active', { syncStop: 'unpublish' });
    // The item was sent as unpublished: the product sells, so this push shows it again.
    await t.database.db
      .update(storeSyncItems)
      .set({ unpublished: true })
      .where(eq(storeSyncItems.storeId, store.id));
    // Shopify's adapter answers a refused productUpdate with the product's id.
    const shopify = new ShopifySync({
      request: async () => ({
        productUpdate: {
          product: { id: 'gid://shopify/Product/1' },
          userErrors: [{ message: 'Not allowed' }],
        },
      }),
    } as unknown as ConstructorParameters<typeof ShopifySync>[0]);
    const refused = await shopify.setProductsActive([{ productId: `p${store.id}`, active: true }]);
    expect(refused.failed).toEqual([{ variantId: `p${store.id}`, reason: 'refused', detail: 'Not allowed' }]);
    const log: string[] = [];
    await syncWith(recorder(log, { setProductsActive: async () => refused })).drain(() => new Date());
    expect(log).toContain(`${store.domain}:status`);
    const item = await itemOf(store.id);
    expect(item?.lastError).toBe('refused:Not allowed');
    expect(item?.unpublished).toBe(true);
    expect(item?.sentSeq).toBe(0);
  });

  it('a WooCommerce batch answer that leaves items out fails them (not written)', async () => {
    const woo = new WooSync({
      post: async (_endpoint: string, body: { update: { id: number }[] }) => ({
        data: { update: body.update.slice(0, 1).map((u) => ({ id: u.id })) },
      }),
    } as unknown as ConstructorParameters<typeof WooSync>[0]);
    const outcome = await woo.setInventory([
      { productId: '11', variantId: '11', quantity: 1 },
      { productId: '12', variantId: '12', quantity: 2 },
      { productId: '13', variantId: '13', quantity: 3 },
    ]);
    expect(outcome.failed.map((f) => [f.variantId, f.reason])).toEqual([
      ['12', 'refused'],
      ['13', 'refused'],
    ]);
  });

  it('a rise the business refused while a push ran is not held again, and not told again', async () => {
    await onlyDue();
    const store = await storeWithItem('active', { syncHoldPercent: '10' });
    const key = and(eq(storeSyncItems.storeId, store.id), eq(storeSyncItems.variantId, variant.id));
    // Sent at 1.00 long ago: the mall's price now makes a rise far past 10 %, held with a message.
    await t.database.db.update(storeSyncItems).set({ sentPrice: '1.00', sentSeq: 0, seq: 1 }).where(key);
    await syncWith(recorder([])).drain(far);
    const held = await itemOf(store.id);
    expect(held?.heldPrice).not.toBeNull();
    const told = () =>
      t.database.db
        .select()
        .from(messages)
        .where(like(messages.eventKey, `store-sync-held:${store.id}:%`));
    expect(await told()).toHaveLength(1);
    // A stock change: the next push reads the item (rise held), and the business refuses it meanwhile.
    await t.database.db
      .update(storeSyncItems)
      .set({ seq: (held?.seq ?? 0) + 1 })
      .where(key);
    await syncWith(
      recorder([], {
        setInventory: async () => {
          await services.stores.sync.decide(owner.businessId, store.id, variant.id, false);
          return { failed: [] };
        },
      }),
    ).drain(far);
    const after = await itemOf(store.id);
    expect(after?.rejectedPrice).toBe(held?.heldPrice);
    expect(after?.heldPrice).toBeNull();
    expect(await told()).toHaveLength(1);
  });
});
