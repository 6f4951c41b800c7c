import type { StorePublishQueued, StoreView, TakenProduct } from '@dropmall/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  PRODUCT_STATUS,
  products,
  productVariants,
  sandboxRecords,
  storeProductLinks,
  storePublications,
} from '../../src/db/schema';
import { newStaff, roleWith } from '../office/support';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel, shopByHandle } from './support';

/**
 * Publishing to a connected store (issue 16 item 3): the route queues a task and answers at once; the task
 * creates each product in the store with its options, variants, marked-up prices and pictures, keeps which
 * store variant is which mall variant, and updates (never duplicates) on a second publish. Refusals: another
 * business's store (404), a paused or disconnected one (409 in words), staff without the publish page (403).
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let woo: WooFake;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let staffWithout = '';
let store: StoreView;
/** On-shelf products with two or more variants (options), and one more. */
let multi: number[] = [];

beforeAll(async () => {
  t = await listeningApp();
  // A second set of services on the same database: runs the queued tasks, as the worker would.
  s = composeServices({ config: t.config, database: t.database });
  woo = await startWooFake(0);
  owner = await newBuyer(t.database.db);
  other = await newBuyer(t.database.db);
  staffWithout = (
    await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/CRM/store']]))
  ).token;
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Publish shop' },
      { token: owner.token },
    ),
  );
  const rows = await t.database.db
    .select({ id: products.id, n: count(productVariants.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .groupBy(products.id)
    .orderBy(asc(products.id));
  multi = rows.filter((r) => Number(r.n) >= 2).map((r) => r.id);
  expect(multi.length).toBeGreaterThanOrEqual(4);
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const publish = (token: string, storeId: number, productIds: number[]) =>
  post(t.app, '/v1/product/publishToStore', { storeId, productIds: productIds.join(',') }, { token });
const list = async (token: string) =>
  okModel<{ records: TakenProduct[] }>(await post(t.app, '/v1/product/publishList', { size: 100 }, { token }))
    .records;
const publishCount = async (id: number) =>
  (await get(t.app, `/v1/mall/index/get?id=${id}`)).json().model.publishCount as number;
const run = () => s.tasks.services.worker.drain();
async function sandboxProducts() {
  const shop = await shopByHandle(t, store.domain);
  const rows = await t.database.db
    .select()
    .from(sandboxRecords)
    .where(and(eq(sandboxRecords.shopId, shop.id), eq(sandboxRecords.kind, 'product')))
    .orderBy(asc(sandboxRecords.id));
  return rows.map((r) => r.body as unknown as SandboxProduct);
}
interface SandboxProduct {
  id: number;
  title: string;
  body_html: string;
  options: { name: string; values: string[] }[];
  variants: { id: number; price: string; sku: string; option1: string }[];
  images: { src: string }[];
}

describe(`publishing to a connected store (${testDbKind})`, () => {
  it('queues at once, then creates the products with options, variants, marked-up prices and pictures', async () => {
    const ids = multi.slice(0, 2);
    const before = await Promise.all(ids.map(publishCount));
    const queued = okModel<StorePublishQueued>(await publish(owner.token, store.id, ids));
    expect(queued).toMatchObject({ count: 2, duplicate: false });

    // Waiting in the list, not yet counted, nothing in the store.
    const waiting = await list(owner.token);
    for (const id of ids)
      expect(waiting.find((r) => r.productId === id)?.stores).toEqual([
        {
          storeId: store.id,
          storeName: 'Publish shop',
          state: 'waiting',
          error: '',
          publishedAt: null,
          syncedAt: null,
          syncError: '',
          heldPrices: 0,
        },
      ]);
    expect(await Promise.all(ids.map(publishCount))).toEqual(before);
    expect(await sandboxProducts()).toHaveLength(0);

    await run();

    const published = await list(owner.token);
    for (const id of ids) {
      const entry = published.find((r) => r.productId === id)?.stores[0];
      expect(entry).toMatchObject({ state: 'published', storeName: 'Publish shop', error: '' });
      expect(entry?.publishedAt).not.toBeNull();
    }
    expect(await Promise.all(ids.map(publishCount))).toEqual(before.map((n) => n + 1));

    const inStore = await sandboxProducts();
    expect(inStore).toHaveLength(2);
    for (const id of ids) {
      const detail = (await get(t.app, `/v1/mall/index/get?id=${id}`)).json().model;
      const product = inStore.find((p) => p.title === detail.title);
      expect(product, `product ${id} in the store`).toBeDefined();
      const variants = await t.database.db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.productId, id), eq(productVariants.invalid, 0)));
      expect(product?.variants).toHaveLength(variants.length);
      // Default rule: 2 x the mall price, raised to the next .99.
      const prices = variants.map((v) => Math.floor(Number(v.price) * 2) + 0.99).sort((a, b) => a - b);
      expect(product?.variants.map((v) => Number(v.price)).sort((a, b) => a - b)).toEqual(prices);
      expect(product?.options.length).toBeGreaterThan(0);
      expect(product?.images.length).toBeGreaterThan(0);
      expect(product?.images[0]?.src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\//);
      // Every store variant is linked to its mall variant.
      const links = await t.database.db
        .select()
        .from(storeProductLinks)
        .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, id)));
      expect(links.map((l) => l.storeVariantId).sort()).toEqual(
        (product?.variants ?? []).map((v) => String(v.id)).sort(),
      );
      expect(links.map((l) => l.variantId).sort()).toEqual(variants.map((v) => v.id).sort());
      expect(new Set(links.map((l) => l.storeProductId))).toEqual(new Set([String(product?.id)]));
    }

    // The sandbox store's page shows them to its "customers".
    const page = await fetch(`${t.origin}/sandbox/store/${store.domain}`).then((r) => r.text());
    const esc = (x: string) => x.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    for (const p of inStore) expect(page).toContain(esc(p.title));
  });

  it('publishing again updates the store product (new markup rule) instead of duplicating it', async () => {
    const ids = multi.slice(0, 2);
    const before = await sandboxProducts();
    const counts = await Promise.all(ids.map(publishCount));
    const rule = okModel<{ multiplier: number; fixed: number; roundTo99: boolean }>(
      await post(
        t.app,
        '/v1/store/priceRule/save',
        { multiplier: '1.5', fixed: '2', roundTo99: 'false' },
        { token: owner.token },
      ),
    );
    expect(rule).toEqual({ multiplier: 1.5, fixed: 2, roundTo99: false });
    okModel(await publish(owner.token, store.id, ids));
    await run();

    const after = await sandboxProducts();
    expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
    for (const [i, p] of after.entries()) {
      // Same variant ids, new prices.
      expect(p.variants.map((v) => v.id)).toEqual(before[i]?.variants.map((v) => v.id));
      const old = before[i]?.variants[0];
      expect(Number(p.variants[0]?.price)).not.toBe(Number(old?.price));
    }
    const variant = await t.database.db
      .select({ price: productVariants.price, id: productVariants.id })
      .from(productVariants)
      .innerJoin(storeProductLinks, eq(storeProductLinks.variantId, productVariants.id))
      .where(eq(storeProductLinks.storeVariantId, String(after[0]?.variants[0]?.id)));
    expect(Number(after[0]?.variants[0]?.price)).toBeCloseTo(Number(variant[0]?.price) * 1.5 + 2, 2);
    // A real publish counts once per business.
    expect(await Promise.all(ids.map(publishCount))).toEqual(counts);
  });

  it('two publishes of one product at once make one store product', async () => {
    const id = multi[2] ?? 0;
    const [a, b] = await Promise.all([
      publish(owner.token, store.id, [id]),
      publish(owner.token, store.id, [id]),
    ]);
    // The same request twice while it waits answers the first task.
    expect(okModel<StorePublishQueued>(a).taskId).toBe(okModel<StorePublishQueued>(b).taskId);
    const before = (await sandboxProducts()).length;
    // Two runs at once (two workers): the second waits for the first, then updates.
    const payload = { storeId: store.id, productIds: [id], lang: 'en' as const };
    await Promise.all([
      s.stores.publisher.run(owner.businessId, payload, async () => {}),
      s.stores.publisher.run(owner.businessId, payload, async () => {}),
    ]);
    await run();
    expect((await sandboxProducts()).length).toBe(before + 1);
    const [publication] = await t.database.db
      .select()
      .from(storePublications)
      .where(and(eq(storePublications.storeId, store.id), eq(storePublications.productId, id)));
    expect(publication).toMatchObject({ state: 'published', claimedUntil: null });
  });

  it('a run that dies between the store’s create and the saved link: the retry finds the product, never a second', async () => {
    const id = multi[3] ?? 0;
    // The crash: the link never gets written (a trigger refuses it, as a killed worker never writes it).
    await t.database.db.execute(sql`
      CREATE OR REPLACE FUNCTION test_refuse_links() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'worker died'; END $$ LANGUAGE plpgsql`);
    await t.database.db.execute(
      sql`CREATE TRIGGER test_refuse_links BEFORE INSERT ON store_product_links FOR EACH ROW EXECUTE FUNCTION test_refuse_links()`,
    );
    const payload = { storeId: store.id, productIds: [id], lang: 'en' as const };
    const before = (await sandboxProducts()).length;
    try {
      await expect(s.stores.publisher.run(owner.businessId, payload, async () => {})).rejects.toThrow(
        /store_product_links/,
      );
    } finally {
      await t.database.db.execute(sql`DROP TRIGGER test_refuse_links ON store_product_links`);
      await t.database.db.execute(sql`DROP FUNCTION test_refuse_links()`);
    }
    // The store has the product, Dropmall no link to it: the retry finds it by its handle.
    expect((await sandboxProducts()).length).toBe(before + 1);
    await s.stores.publisher.run(owner.businessId, payload, async () => {});
    const made = await sandboxProducts();
    expect(made.length).toBe(before + 1);
    const links = await t.database.db
      .select()
      .from(storeProductLinks)
      .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, id)));
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(new Set(links.map((l) => l.storeProductId))).toEqual(new Set([String(made.at(-1)?.id)]));
  });

  it('another business’s store is not found (404), and nothing is queued for it', async () => {
    const res = await publish(other.token, store.id, [multi[3] ?? 0]);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Store not found');
    const rows = await t.database.db
      .select()
      .from(storePublications)
      .where(eq(storePublications.businessId, other.businessId));
    expect(rows).toHaveLength(0);
    expect(await list(other.token)).toHaveLength(0);
  });

  it('a paused or disconnected store is refused in words (409)', async () => {
    const paused = okModel<StoreView>(
      await post(t.app, '/v1/store/connect', { platform: 'sandbox', name: 'Sleepy' }, { token: owner.token }),
    );
    okModel(await post(t.app, '/v1/store/pause', { id: paused.id }, { token: owner.token }));
    const res = await publish(owner.token, paused.id, [multi[3] ?? 0]);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      'The store "Sleepy" is paused or disconnected: resume it on the Stores page before publishing to it',
    );
    const zh = await post(
      t.app,
      '/v1/product/publishToStore',
      { storeId: paused.id, productIds: String(multi[3]) },
      { token: owner.token, lang: 'zh' },
    );
    expect(zh.json().msg).toBe('店铺“Sleepy”已暂停或已断开：请先在店铺页面恢复后再发布');
    okModel(await post(t.app, '/v1/store/disconnect', { id: paused.id }, { token: owner.token }));
    expect((await publish(owner.token, paused.id, [multi[3] ?? 0])).statusCode).toBe(409);
  });

  it('staff without the publish page get nothing (403)', async () => {
    const res = await publish(staffWithout, store.id, [multi[3] ?? 0]);
    expect(res.statusCode).toBe(403);
    expect(res.json().model ?? null).toBeNull();
    expect((await post(t.app, '/v1/product/publishList', {}, { token: staffWithout })).statusCode).toBe(403);
  });

  it('publishes to WooCommerce as a variable product with its variations, waiting out a 429', async () => {
    const wooStore = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { token: owner.token },
      ),
    );
    const id = multi[3] ?? 0;
    okModel(await publish(owner.token, wooStore.id, [id]));
    woo.limitNext(2, '0');
    await run();
    expect(woo.calls.filter((c) => c.status === 429)).toHaveLength(2);
    const [created] = [...woo.created.values()];
    expect(created?.type).toBe('variable');
    const variants = await t.database.db
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.invalid, 0)));
    expect(created?.variations.size).toBe(variants.length);
    const entry = (await list(owner.token)).find((r) => r.productId === id);
    expect(entry?.stores.find((x) => x.storeId === wooStore.id)?.state).toBe('published');

    // Again: the same WooCommerce product, its variations updated in place.
    okModel(await publish(owner.token, wooStore.id, [id]));
    await run();
    expect(woo.created.size).toBe(1);
    expect(created?.variations.size).toBe(variants.length);
    const links = await t.database.db
      .select()
      .from(storeProductLinks)
      .where(and(eq(storeProductLinks.storeId, wooStore.id), inArray(storeProductLinks.productId, [id])));
    expect(links.map((l) => Number(l.storeVariantId)).sort()).toEqual(
      [...(created?.variations.keys() ?? [])].sort(),
    );
  });

  it('a store that cannot be reached fails each product with its reason in the list, in the reader’s language', async () => {
    const gone = await startWooFake(0);
    const wooStore = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: gone.url, consumerKey: gone.key, consumerSecret: gone.secret },
        { token: owner.token },
      ),
    );
    await gone.close();
    const id = multi[0] ?? 0;
    const before = await publishCount(id);
    okModel(await publish(owner.token, wooStore.id, [id]));
    await run();
    const entry = (await list(owner.token)).find((r) => r.productId === id);
    expect(entry?.stores.find((x) => x.storeId === wooStore.id)).toMatchObject({
      state: 'failed',
      error: 'The store could not be reached',
      publishedAt: null,
    });
    // The sandbox store still has it as published: one state per store.
    expect(entry?.stores.find((x) => x.storeId === store.id)?.state).toBe('published');
    const zh = okModel<{ records: TakenProduct[] }>(
      await post(t.app, '/v1/product/publishList', { size: 100 }, { token: owner.token, lang: 'zh' }),
    ).records.find((r) => r.productId === id);
    expect(zh?.stores.find((x) => x.storeId === wooStore.id)?.error).toBe('无法连接店铺');
    expect(await publishCount(id)).toBe(before);
  });
});
