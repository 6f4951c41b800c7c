import type { StoreView, TakenProduct } from '@dropmall/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import { PRODUCT_STATUS, products, productVariants, storeProductLinks } from '../../src/db/schema';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import { startWooFake, type WooFake } from '../support/woocommerce-fake';
import { listeningApp, okModel } from './support';

/**
 * A mall product with 150 variants published to a WooCommerce store through the publish task (issue 32):
 * WooCommerce takes at most 100 variations in one batch call, so they go in two, and every variant is linked.
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

describe(`a product with 150 variants to WooCommerce (${testDbKind})`, () => {
  it('publishes every variant, in batches of at most 100, and links each one', async () => {
    const owner = await newBuyer(t.database.db);
    const store = okModel<StoreView>(
      await post(
        t.app,
        '/v1/store/connect',
        { platform: 'woocommerce', siteUrl: woo.url, consumerKey: woo.key, consumerSecret: woo.secret },
        { token: owner.token },
      ),
    );
    // An on-shelf product with options, given 150 live variants of its own (the mall allows 1,000).
    const [product] = await t.database.db
      .select({ id: products.id, n: count(productVariants.id) })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
      .groupBy(products.id)
      .having(({ n }) => eq(n, 2))
      .orderBy(asc(products.id))
      .limit(1);
    const id = product?.id ?? 0;
    const [model] = await t.database.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id));
    if (!model) throw new Error('no variant to copy');
    const width = model.options.length || 1;
    await t.database.db.update(productVariants).set({ invalid: 1 }).where(eq(productVariants.productId, id));
    await t.database.db.insert(productVariants).values(
      Array.from({ length: 150 }, (_, i) => ({
        productId: id,
        options: Array.from({ length: width }, (_, k) =>
          k === 0 ? `Size ${i + 1}` : (model.options[k] ?? ''),
        ),
        price: model.price,
        purchasePrice: model.purchasePrice,
        vip1Money: model.vip1Money,
        vip2Money: model.vip2Money,
        // Stock comes through the stock ledger; publishing does not ask for it.
        stock: 0,
        sort: i,
      })),
    );

    okModel(
      await post(
        t.app,
        '/v1/product/publishToStore',
        { storeId: store.id, productIds: String(id) },
        { token: owner.token },
      ),
    );
    await s.tasks.services.worker.drain();

    const entry = okModel<{ records: TakenProduct[] }>(
      await post(t.app, '/v1/product/publishList', { size: 100 }, { token: owner.token }),
    ).records.find((r) => r.productId === id);
    expect(entry?.stores.find((x) => x.storeId === store.id)).toMatchObject({
      state: 'published',
      error: '',
    });
    const [created] = [...woo.created.values()];
    expect(created?.variations.size).toBe(150);
    expect(created?.sku).toBe(`dropmall-${id}`);
    const batches = woo.calls.filter((c) => c.path.endsWith('/variations/batch'));
    expect(batches.map((c) => c.status)).toEqual([200, 200]);
    const links = await t.database.db
      .select()
      .from(storeProductLinks)
      .where(and(eq(storeProductLinks.storeId, store.id), eq(storeProductLinks.productId, id)));
    expect(new Set(links.map((l) => l.storeVariantId))).toEqual(
      new Set([...(created?.variations.keys() ?? [])].map(String)),
    );
    expect(woo.refused).toEqual([]);
  });
});
