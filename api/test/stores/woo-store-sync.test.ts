import type { StoreView } from '@dropmall/contract';
import { and, asc, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  PRODUCT_STATUS,
  products,
  productVariants,
  storeProductLinks,
  storeSyncItems,
} from '../../src/db/schema';
import { setAvailable } from '../../src/modules/stock/available';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooCreated, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel } from './support';

/**
 * The stock sync to a WooCommerce store through the real app (issue 34 item 1): a published product's variations
 * get the mall's quantities through `products/<id>/variations/batch` (stock managed), and a variation deleted in
 * the shop fails alone (its row keeps the error and waits), while its sibling is synced.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let woo: WooFake;
let store: StoreView;
let productId = 0;
let made: WooCreated;
const later = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  woo = await startWooFake(0);
  const owner = await newBuyer(t.database.db);
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
      { token: owner.token },
    ),
  );
  // An on-shelf product with at least two variants: a variable product in the shop.
  const [row] = await t.database.db
    .select({ id: products.id, n: count(productVariants.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .groupBy(products.id)
    .having(({ n }) => gte(n, 2))
    .orderBy(asc(products.id))
    .limit(1);
  productId = row?.id ?? 0;
  okModel(
    await post(
      t.app,
      '/v1/product/publishToStore',
      { storeId: store.id, productIds: String(productId) },
      { token: owner.token },
    ),
  );
  await s.tasks.services.worker.drain();
  const [created] = [...woo.created.values()];
  if (!created) throw new Error('the product was not published to the fake');
  made = created;
}, 120_000);
afterAll(async () => {
  await woo?.close();
  await t?.close();
});

const links = () =>
  t.database.db
    .select({ variantId: storeProductLinks.variantId, storeVariantId: storeProductLinks.storeVariantId })
    .from(storeProductLinks)
    .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, productId)))
    .orderBy(asc(storeProductLinks.variantId));
const item = async (variantId: number) =>
  (
    await t.database.db
      .select()
      .from(storeSyncItems)
      .where(and(eq(storeSyncItems.storeId, store.id), eq(storeSyncItems.variantId, variantId)))
  )[0];
const setStock = (variantId: number, available: number) =>
  t.database.db.transaction((tx) => setAvailable(tx, productId, [{ variantId, available }], 'system'));

describe(`stock sync to a WooCommerce store (${testDbKind})`, () => {
  it('sends the mall quantities as managed stock; a variation deleted in the shop fails alone', async () => {
    const [first, second] = await links();
    if (!first || !second) throw new Error('fewer than two linked variants');
    await setStock(first.variantId, 12);
    await setStock(second.variantId, 13);
    await s.stores.sync.drain(later);
    const shop = (l: { storeVariantId: string }) => made.variations.get(Number(l.storeVariantId));
    expect([shop(first), shop(second)].map((v) => [v?.manage_stock, v?.stock_quantity])).toEqual([
      [true, 12],
      [true, 13],
    ]);
    expect((await item(first.variantId))?.lastError).toBeNull();

    // The shop owner deletes one variation; both quantities change.
    made.variations.delete(Number(second.storeVariantId));
    await setStock(first.variantId, 5);
    await setStock(second.variantId, 6);
    await s.stores.sync.drain(later);
    expect(shop(first)?.stock_quantity).toBe(5);
    const synced = await item(first.variantId);
    expect([synced?.sentQuantity, synced?.sentSeq === synced?.seq]).toEqual([5, true]);
    const failed = await item(second.variantId);
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain('woocommerce_rest_product_variation_invalid_id');
    expect(failed && failed.sentSeq < failed.seq).toBe(true);
    expect(woo.refused).toEqual([]);
  });
});
