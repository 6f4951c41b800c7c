import type { CrmDashboard, StoreHeldPrice, StoreView, TakenProduct } from '@dropmall/contract';
import { and, asc, count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPlatform, type StorePlatform } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import {
  messages,
  PRODUCT_STATUS,
  products,
  productVariants,
  sandboxRecords,
  storeProductLinks,
  storeSyncItems,
} from '../../src/db/schema';
import { syncVariants } from '../../src/modules/catalog/available';
import { catalogChanged } from '../../src/modules/catalog/changes';
import { setAvailable } from '../../src/modules/stock/available';
import { StoreSync } from '../../src/modules/stores/sync';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';
import { listeningApp, okModel, shopByHandle, webhookReceiver } from './support';

/**
 * Stock and price sync to stores (issue 34, item 1) through the real app and the sandbox store: a published
 * product's quantities and prices follow the mall's, changes gather and are sent in batches, an older quantity
 * never overwrites a newer one, a failure waits with backoff and shows in the publish list, a price rise past
 * the store's threshold is held (message) until approved.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let productId = 0;
let variants: { id: number; price: string }[] = [];
/** Far enough ahead that every coalescing delay and backoff has passed. */
const later =
  (ms = 3_600_000) =>
  () =>
    new Date(Date.now() + ms);

type Body = Record<string, unknown>;
async function storeVariants(): Promise<Body[]> {
  const shop = await shopByHandle(t, store.domain);
  const [row] = await t.database.db
    .select()
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')));
  return (row?.body.variants as Body[]) ?? [];
}
async function storeVariantOf(variantId: number): Promise<Body | undefined> {
  const [link] = await t.database.db
    .select()
    .from(storeProductLinks)
    .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.variantId, variantId)));
  return (await storeVariants()).find((v) => String(v.id) === link?.storeVariantId);
}
const stockOf = async (variantId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock ??
  0;
const setStock = (variantId: number, available: number) =>
  t.database.db.transaction((tx) => setAvailable(tx, productId, [{ variantId, available }], 'system'));
const setPrice = (variantId: number, price: string) =>
  t.database.db.transaction(async (tx) => {
    await tx.update(productVariants).set({ price }).where(eq(productVariants.id, variantId));
    await catalogChanged({ products: [productId], lists: true });
  });
/** The CRM dashboard's "Needs attention" entry of one kind, for the owner or another business. */
const attentionOf = async (kind: string, token = owner.token) =>
  okModel<CrmDashboard>(await post(t.app, '/v1/store/dashboard', {}, { token })).attention.find(
    (a) => a.kind === kind,
  );
const item = async (variantId: number) =>
  (
    await t.database.db
      .select()
      .from(storeSyncItems)
      .where(and(eq(storeSyncItems.storeId, store.id), eq(storeSyncItems.variantId, variantId)))
  )[0];

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db);
  other = await newBuyer(t.database.db);
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Sync shop' },
      { token: owner.token },
    ),
  );
  const [row] = await t.database.db
    .select({ id: products.id, n: count(productVariants.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .groupBy(products.id)
    .orderBy(asc(products.id))
    .limit(1);
  productId = row?.id ?? 0;
  variants = (
    await t.database.db
      .select({ id: productVariants.id, price: productVariants.price })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), eq(productVariants.invalid, 0)))
      .orderBy(asc(productVariants.id))
  ).map((v) => ({ id: v.id, price: v.price }));
  expect(variants.length).toBeGreaterThanOrEqual(1);
  okModel(
    await post(
      t.app,
      '/v1/product/publishToStore',
      { storeId: store.id, productIds: String(productId) },
      { token: owner.token },
    ),
  );
  await s.tasks.services.worker.drain();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('stock and price sync', () => {
  it('a published product takes the mall quantities (tracked) and keeps its published prices', async () => {
    await s.stores.sync.drain(later());
    for (const v of variants) {
      const sv = await storeVariantOf(v.id);
      expect(sv?.inventory_management).toBe('shopify');
      expect(sv?.inventory_quantity).toBe(await stockOf(v.id));
      const it = await item(v.id);
      expect(it?.sentSeq).toBe(it?.seq);
      expect(it?.syncedAt).not.toBeNull();
    }
  });

  it('a stock change reaches the store after the delay, less the safety buffer; changes gather', async () => {
    const v = variants[0]?.id ?? 0;
    okModel(
      await post(
        t.app,
        '/v1/store/sync/save',
        { id: store.id, buffer: 2, holdPercent: 0, stopSelling: 'zero' },
        { token: owner.token },
      ),
    );
    await s.stores.sync.drain(later());
    await setStock(v, 40);
    await setStock(v, 30);
    const dirty = await item(v);
    expect(dirty && dirty.seq > dirty.sentSeq).toBe(true);
    // Not yet due: the coalescing delay has not passed.
    await s.stores.sync.drain(() => new Date());
    expect((await item(v))?.sentSeq).toBeLessThan((await item(v))?.seq ?? 0);
    await s.stores.sync.drain(later());
    expect((await storeVariantOf(v))?.inventory_quantity).toBe(28);
    expect((await item(v))?.sentQuantity).toBe(28);
  });

  it('bad settings are refused in words (400, both languages); another business gets 404', async () => {
    const bad = await post(
      t.app,
      '/v1/store/sync/save',
      { id: store.id, buffer: -1, holdPercent: 0, stopSelling: 'zero' },
      { token: owner.token },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('safety buffer');
    const zh = await post(
      t.app,
      '/v1/store/sync/save',
      { id: store.id, buffer: 1, holdPercent: 0, stopSelling: 'hide' },
      { token: owner.token, lang: 'zh' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('停售');
    const foreign = await post(
      t.app,
      '/v1/store/sync/save',
      { id: store.id, buffer: 1, holdPercent: 0, stopSelling: 'zero' },
      { token: other.token },
    );
    expect(foreign.statusCode).toBe(404);
    expect(
      (await post(t.app, '/v1/store/sync/now', { id: store.id }, { token: other.token })).statusCode,
    ).toBe(404);
  });

  it('a change made while a push is under way is sent after it: the older quantity never stays', async () => {
    const v = variants[0]?.id ?? 0;
    const calls: number[] = [];
    let changed = false;
    // The real sandbox platform; the mall's stock moves while the first call is on its way.
    const sync = new StoreSync(
      t.database.db,
      s.stores.stores,
      (connection, retry) => {
        const real = connectPlatform(connection, retry);
        const wrapped: StorePlatform = Object.create(real);
        wrapped.setInventory = async (items) => {
          calls.push(items.find((i) => i.quantity >= 0)?.quantity ?? -1);
          if (!changed) {
            changed = true;
            await setStock(v, 11);
          }
          return real.setInventory(items);
        };
        return wrapped;
      },
      0,
      { variants: (ids) => syncVariants(t.database.db, ids) },
    );
    await setStock(v, 20);
    await sync.drain(later());
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect((await storeVariantOf(v))?.inventory_quantity).toBe(9);
    const last = await item(v);
    expect(last?.sentSeq).toBe(last?.seq);
  });

  it('parallel triggers coalesce into one row per store variant and end at the newest quantity', async () => {
    const v = variants[0]?.id ?? 0;
    const before = (await item(v))?.seq ?? 0;
    await Promise.all([
      setStock(v, 15),
      s.stores.sync.productsChanged([productId]),
      s.stores.sync.productsChanged([productId]),
    ]);
    const rows = await t.database.db.select().from(storeSyncItems).where(eq(storeSyncItems.variantId, v));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.seq).toBeGreaterThanOrEqual(before + 3);
    await s.stores.sync.drain(later());
    expect((await storeVariantOf(v))?.inventory_quantity).toBe(13);
  });

  it('a price rise beyond the threshold is held with a message until approved; a fall is pushed', async () => {
    const v = variants[0] ?? { id: 0, price: '0' };
    okModel(
      await post(
        t.app,
        '/v1/store/sync/save',
        { id: store.id, buffer: 0, holdPercent: 10, stopSelling: 'zero' },
        { token: owner.token },
      ),
    );
    await s.stores.sync.drain(later());
    const storePriceBefore = String((await storeVariantOf(v.id))?.price);
    await setPrice(v.id, (Number(v.price) * 1.5).toFixed(4));
    await s.stores.sync.drain(later());
    expect(String((await storeVariantOf(v.id))?.price)).toBe(storePriceBefore);
    // Asked with no body at all, as the web page asks it.
    const held = okModel<{ records: StoreHeldPrice[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/v1/store/sync/held',
        headers: { authorization: `Bearer ${owner.token}` },
      }),
    ).records;
    expect(held).toHaveLength(1);
    expect(held[0]).toMatchObject({
      storeId: store.id,
      variantId: v.id,
      currentPrice: Number(storePriceBefore),
    });
    const told = await t.database.db
      .select()
      .from(messages)
      .where(like(messages.eventKey, `store-sync-held:${store.id}:${v.id}:%`));
    expect(told).toHaveLength(1);
    // The publish list shows it.
    const list = okModel<{ records: TakenProduct[] }>(
      await post(t.app, '/v1/product/publishList', { size: 100 }, { token: owner.token }),
    ).records;
    expect(list.find((r) => r.productId === productId)?.stores[0]?.heldPrices).toBe(1);
    // And the CRM dashboard's "Needs attention", of this business only.
    expect(await attentionOf('priceHeld')).toEqual({ kind: 'priceHeld', count: 1 });
    expect(await attentionOf('priceHeld', other.token)).toBeUndefined();
    // Another business cannot approve it.
    expect(
      (
        await post(
          t.app,
          '/v1/store/sync/approve',
          { storeId: store.id, variantId: v.id },
          { token: other.token },
        )
      ).statusCode,
    ).toBe(404);
    okModel(
      await post(
        t.app,
        '/v1/store/sync/approve',
        { storeId: store.id, variantId: v.id },
        { token: owner.token },
      ),
    );
    await s.stores.sync.drain(later());
    expect(Number((await storeVariantOf(v.id))?.price)).toBe(held[0]?.heldPrice);
    expect(await attentionOf('priceHeld')).toBeUndefined();
    // A fall is pushed at once, whatever the threshold.
    await setPrice(v.id, v.price);
    await s.stores.sync.drain(later());
    expect(String((await storeVariantOf(v.id))?.price)).toBe(storePriceBefore);
    expect((await item(v.id))?.heldPrice).toBeNull();
  });

  it('a product the mall stops selling goes to 0, or is unpublished when the store says so', async () => {
    const v = variants[0]?.id ?? 0;
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ status: PRODUCT_STATUS.offShelf }).where(eq(products.id, productId));
      await catalogChanged({ products: [productId], lists: true });
    });
    await s.stores.sync.drain(later());
    expect((await storeVariantOf(v))?.inventory_quantity).toBe(0);
    okModel(
      await post(
        t.app,
        '/v1/store/sync/save',
        { id: store.id, buffer: 0, holdPercent: 10, stopSelling: 'unpublish' },
        { token: owner.token },
      ),
    );
    await s.stores.sync.drain(later());
    const shop = await shopByHandle(t, store.domain);
    const [row] = await t.database.db
      .select()
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')));
    expect(row?.body.status).toBe('draft');
    await t.database.db.transaction(async (tx) => {
      await tx.update(products).set({ status: PRODUCT_STATUS.onShelf }).where(eq(products.id, productId));
      await catalogChanged({ products: [productId], lists: true });
    });
    await s.stores.sync.drain(later());
    const [again] = await t.database.db
      .select()
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')));
    expect(again?.body.status).toBe('active');
    expect((await storeVariantOf(v))?.inventory_quantity).toBe(await stockOf(v));
  });

  it('a variant gone from the store fails alone, waits with backoff, and shows in the publish list', async () => {
    const [first, second] = variants;
    if (!first) return;
    const hooks = await webhookReceiver();
    okModel(
      await post(
        t.app,
        '/v1/webhook/create',
        { url: hooks.url, events: 'store.syncFailed' },
        { token: owner.token },
      ),
    );
    const shop = await shopByHandle(t, store.domain);
    const [row] = await t.database.db
      .select()
      .from(sandboxRecords)
      .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')));
    const gone = await storeVariantOf(first.id);
    if (!row) throw new Error('no store product');
    await t.database.db
      .update(sandboxRecords)
      .set({
        body: { ...row.body, variants: (row.body.variants as Body[]).filter((x) => x.id !== gone?.id) },
      })
      .where(eq(sandboxRecords.id, row.id));
    okModel(await post(t.app, '/v1/store/sync/now', { id: store.id, productId }, { token: owner.token }));
    const at = new Date(Date.now() + 1000);
    await s.stores.sync.drain(() => at);
    const failed = await item(first.id);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toMatch(/^gone/);
    expect(failed?.dueAt.getTime()).toBeGreaterThan(at.getTime());
    if (second) expect((await item(second.id))?.lastError).toBeNull();
    const list = okModel<{ records: TakenProduct[] }>(
      await post(t.app, '/v1/product/publishList', { size: 100 }, { token: owner.token, lang: 'zh' }),
    ).records;
    expect(list.find((r) => r.productId === productId)?.stores[0]?.syncError).toContain('重新发布');
    // The dashboard counts the product once (one of its variants failed), for this business only.
    expect(await attentionOf('syncFailed')).toEqual({ kind: 'syncFailed', count: 1 });
    expect(await attentionOf('syncFailed', other.token)).toBeUndefined();
    // The business is told once, in its language's words; a retry that fails again tells nothing new.
    const toldOfFailure = () =>
      t.database.db
        .select()
        .from(messages)
        .where(like(messages.eventKey, `store-sync-failed:${store.id}:%`));
    const [told] = await toldOfFailure();
    expect(told?.title.en).toBe('Stock and price sync to Sync shop failed');
    expect(told?.content.zh).toContain('1 个商品未能同步');
    await s.stores.sync.drain(later());
    expect((await item(first.id))?.attempts).toBe(2);
    expect(await toldOfFailure()).toHaveLength(1);
    await s.webhooks.worker.drain();
    const events = hooks.received.map((r) => JSON.parse(r.body) as { type: string; data: Body });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      type: 'store.syncFailed',
      data: { storeId: store.id, reason: 'gone', products: [productId], productCount: 1, variantCount: 1 },
    });
    await hooks.close();
  });
});
