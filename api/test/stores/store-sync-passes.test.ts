import type { StoreView } from '@dropmall/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPlatform, type StorePlatform } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { PRODUCT_STATUS, products, productVariants, storeSyncItems } from '../../src/db/schema';
import { syncVariants } from '../../src/modules/catalog/available';
import { catalogChanged } from '../../src/modules/catalog/changes';
import { StoreSync } from '../../src/modules/stores/sync';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';
import { listeningApp, okModel } from './support';

/**
 * The sync's passes take whole products (issue 34's benchmark: 10,000 variants due at once made ~5 price
 * calls a product): with a pass of one product's size and two products due at the same moment, their rows
 * stored interleaved, each product's prices still go in one call.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let store: StoreView;
const picked: { id: number; variants: number[] }[] = [];
const later = () => new Date(Date.now() + 3_600_000);

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  const owner = await newBuyer(t.database.db);
  store = okModel<StoreView>(
    await post(
      t.app,
      '/v1/store/connect',
      { platform: 'sandbox', name: 'Pass shop' },
      { token: owner.token },
    ),
  );
  // Two on-shelf products with the same number (2+) of variants.
  const rows = await t.database.db
    .select({ id: products.id, n: count(productVariants.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .groupBy(products.id)
    .orderBy(asc(products.id));
  const bySize = new Map<number, number[]>();
  for (const r of rows) if (r.n >= 2) bySize.set(r.n, [...(bySize.get(r.n) ?? []), r.id]);
  const pair = [...bySize.values()].find((ids) => ids.length >= 2)?.slice(0, 2) ?? [];
  expect(pair).toHaveLength(2);
  for (const id of pair) {
    const variants = await t.database.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.productId, id), eq(productVariants.invalid, 0)))
      .orderBy(asc(productVariants.id));
    picked.push({ id, variants: variants.map((v) => v.id) });
  }
  okModel(
    await post(
      t.app,
      '/v1/product/publishToStore',
      { storeId: store.id, productIds: pair.join(',') },
      { token: owner.token },
    ),
  );
  await s.tasks.services.worker.drain();
  await s.stores.sync.drain(later);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('store sync passes', () => {
  it('a pass takes a product whole: one price call per product, however the due rows lie', async () => {
    const [a, b] = picked as [(typeof picked)[0], (typeof picked)[0]];
    // Every price falls by a third (always pushed), both products changed in one catalogue change.
    await t.database.db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ price: sql`round(${productVariants.price} * 0.66, 2)` })
        .where(sql`${productVariants.productId} in (${a.id}, ${b.id})`);
      await catalogChanged({ products: [a.id, b.id], lists: true });
    });
    // The rows rewritten one by one, B's and A's interleaved, all due at the same moment.
    const due = new Date(Date.now() - 1000);
    for (let i = 0; i < a.variants.length; i++)
      for (const variantId of [b.variants[i], a.variants[i]])
        await t.database.db
          .update(storeSyncItems)
          .set({ dueAt: due })
          .where(and(eq(storeSyncItems.storeId, store.id), eq(storeSyncItems.variantId, variantId ?? 0)));
    const priceCalls: string[][] = [];
    const sync = new StoreSync(
      t.database.db,
      s.stores.stores,
      (connection, retry) => {
        const real = connectPlatform(connection, retry);
        const wrapped: StorePlatform = Object.create(real);
        wrapped.setPrices = async (items) => {
          priceCalls.push([...new Set(items.map((i) => i.productId))]);
          return real.setPrices(items);
        };
        return wrapped;
      },
      0,
      { variants: (ids) => syncVariants(t.database.db, ids) },
      undefined,
      {},
      () => {},
      a.variants.length,
    );
    await sync.drain(later);
    // Two passes, each one product's variants: one productVariantsBulkUpdate each.
    expect(priceCalls).toHaveLength(2);
    expect(priceCalls.every((products) => products.length === 1)).toBe(true);
    const left = await t.database.db
      .select({ n: count() })
      .from(storeSyncItems)
      .where(
        and(eq(storeSyncItems.storeId, store.id), sql`${storeSyncItems.seq} > ${storeSyncItems.sentSeq}`),
      );
    expect(left[0]?.n).toBe(0);
  });
});
