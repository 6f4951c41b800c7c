import type { StoreListedVariantView, StoreProductPage, StoreView } from '@dropmall/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeServices } from '../../src/compose';
import {
  PRODUCT_STATUS,
  products,
  productVariants,
  sandboxRecords,
  storeListedVariants,
  storeOrderLines,
  storeVariantMaps,
} from '../../src/db/schema';
import { setAvailable } from '../../src/modules/stock/available';
import { linkedStoreVariants } from '../../src/modules/stores';
import { ownProductBody } from '../../src/modules/stores/sandbox/own-products';
import { orderBody } from '../../src/modules/stores/sandbox/resources';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import { newBuyer } from '../support/commerce';
import { post } from '../support/http';
import { deliverOrder, listeningApp, okModel, shopByHandle } from './support';

/**
 * A store's own products mapped to mall variants (issue 34 item 3): imported page after page by a background
 * task, suggested by SKU, barcode or title, mapped by the business (one mall variant per store variant, many
 * store variants per mall variant, parallel mappings keep one row), and an order of a mapped store variant
 * is matched without binding. Another business never sees or maps the store's products.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let store: StoreView;
let shops: SandboxShops;
/** A mall product on sale with two variants or more: its title, SKU and variants. */
let mall: { id: number; title: string; sku: string; variants: number[] };
const BARCODE = `789${Date.now()}`.slice(0, 13);
/** How many own products the shop has (two pages of the adapter's 50). */
const MANY = 60;

const call = (path: string, body: Record<string, string | number>, token = owner.token) =>
  post(t.app, `/v1${path}`, body, { token });
const page = async (q: Record<string, string | number> = {}) =>
  okModel<StoreProductPage>(await call('/store/products', { storeId: store.id, size: 100, ...q }));
const runTasks = () => s.tasks.services.worker.drain();
/** One store variant's row, found by its product's title (a short page: suggestions are worked out per row). */
const variantOf = async (title: string, storeVariantId: string) =>
  (await page({ keyword: title, size: 5 })).records.find((r) => r.storeVariantId === storeVariantId);

async function addOwn(title: string, variants: { sku?: string; barcode?: string; options?: string[] }[]) {
  const shop = await shopByHandle(t, store.domain);
  return shops.create(shop, 'product', (id) =>
    ownProductBody(id, {
      title,
      optionName: 'Size',
      variants: variants.map((v) => ({
        sku: v.sku ?? '',
        barcode: v.barcode ?? '',
        price: '19.90',
        options: v.options ?? [],
      })),
    }),
  );
}

beforeAll(async () => {
  t = await listeningApp();
  s = composeServices({ config: t.config, database: t.database });
  shops = new SandboxShops(t.database.db, async () => {});
  owner = await newBuyer(t.database.db);
  other = await newBuyer(t.database.db);
  store = okModel<StoreView>(await call('/store/connect', { platform: 'sandbox', name: 'Own shop' }));
  const rows = await t.database.db
    .select({ id: products.id, title: products.title, sku: products.sku, n: count(productVariants.id) })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(and(eq(products.status, PRODUCT_STATUS.onShelf), eq(productVariants.invalid, 0)))
    .groupBy(products.id)
    .orderBy(asc(products.id));
  const chosen = rows.find((r) => Number(r.n) >= 2);
  if (!chosen) throw new Error('no product with variants');
  const variants = await t.database.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, chosen.id), eq(productVariants.invalid, 0)))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
  mall = { id: chosen.id, title: chosen.title, sku: chosen.sku, variants: variants.map((v) => v.id) };
  // The seller's article number of the second variant is the barcode a store carries.
  await t.database.db
    .update(productVariants)
    .set({ articleNumber: BARCODE })
    .where(eq(productVariants.id, mall.variants[1] as number));
  for (let i = 0; i < MANY; i++) await addOwn(`Zz filler ${i}`, [{ sku: `OWN-FILL-${i}` }]);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('importing a store’s own products', () => {
  it('reads every page in the background and removes what the store no longer has, not its mapping', async () => {
    const queued = okModel<{ status: string }>(await call('/store/products/import', { id: store.id }));
    expect(queued.status).toBe('running');
    await runTasks();
    const all = await page({ keyword: 'Zz filler', size: 100 });
    expect(all.total).toBe(MANY);
    expect(all.import.status).toBe('done');
    expect(all.import.importedAt).not.toBeNull();
    const second = await page({ keyword: 'Zz filler', size: 50, current: 2 });
    expect(second.records).toHaveLength(MANY - 50);
    // A product deleted in the store is gone after the next import.
    const shop = await shopByHandle(t, store.domain);
    const first = all.records[0];
    if (!first) throw new Error('no row');
    okModel(
      await call('/store/products/map', {
        storeId: store.id,
        storeVariantId: first.storeVariantId,
        variantId: mall.variants[0] as number,
      }),
    );
    await shops.remove(shop, 'product', Number(first.storeProductId));
    await call('/store/products/import', { id: store.id });
    await runTasks();
    expect((await page({ keyword: 'Zz filler' })).total).toBe(MANY - 1);
    // Its mapping stays: an import that did not see a variant (a page the store shifted meanwhile) is no
    // proof it is gone; one really gone shows as the sync's failure.
    const kept = await t.database.db
      .select()
      .from(storeVariantMaps)
      .where(
        and(
          eq(storeVariantMaps.storeId, store.id),
          eq(storeVariantMaps.storeVariantId, first.storeVariantId),
        ),
      );
    expect(kept.map((m) => m.variantId)).toEqual([mall.variants[0]]);
  }, 120_000);
});

describe('suggestions and mapping', () => {
  let bySku: string;
  let byBarcode: string;
  let byTitle: string;
  let none: string;
  const titles = { sku: 'Anything at all', barcode: 'Something else entirely', none: 'Qwxzv plmkj' };
  beforeAll(async () => {
    const a = await addOwn('Anything at all', [{ sku: `${mall.sku}-${mall.variants[0]}` }]);
    const b = await addOwn('Something else entirely', [{ barcode: BARCODE }]);
    // The mall title with a typo: similar enough.
    const c = await addOwn(`${mall.title.slice(0, -1)}`, [{}]);
    const d = await addOwn('Qwxzv plmkj', [{}]);
    const vid = (p: Record<string, unknown>) => String((p.variants as { id: number }[])[0]?.id);
    [bySku, byBarcode, byTitle, none] = [vid(a), vid(b), vid(c), vid(d)];
    await call('/store/products/import', { id: store.id });
    await runTasks();
  }, 60_000);

  it('suggests by SKU, by barcode and by title, and nothing for an unlike product', async () => {
    expect((await variantOf(titles.sku, bySku))?.suggestion).toMatchObject({
      variantId: mall.variants[0],
      reason: 'sku',
    });
    expect((await variantOf(titles.barcode, byBarcode))?.suggestion).toMatchObject({
      variantId: mall.variants[1],
      reason: 'barcode',
    });
    const title = (await variantOf(mall.title.slice(0, -1), byTitle))?.suggestion;
    expect(title?.reason).toBe('title');
    expect(title?.productId).toBe(mall.id);
    expect((await variantOf(titles.none, none))?.suggestion).toBeNull();
  });

  it('maps a store variant to one mall variant; a mall variant may stand behind many', async () => {
    const mapped = okModel<StoreListedVariantView>(
      await call('/store/products/map', {
        storeId: store.id,
        storeVariantId: bySku,
        variantId: mall.variants[0] as number,
      }),
    );
    expect(mapped).toMatchObject({ link: 'mapped', mall: { variantId: mall.variants[0] } });
    okModel(
      await call('/store/products/map', {
        storeId: store.id,
        storeVariantId: none,
        variantId: mall.variants[0] as number,
      }),
    );
    // Mapping again replaces: still one row for the store variant.
    okModel(
      await call('/store/products/map', {
        storeId: store.id,
        storeVariantId: none,
        variantId: mall.variants[1] as number,
      }),
    );
    const rows = await t.database.db
      .select()
      .from(storeVariantMaps)
      .where(eq(storeVariantMaps.storeId, store.id));
    expect(rows.filter((r) => r.storeVariantId === none).map((r) => r.variantId)).toEqual([mall.variants[1]]);
    const linked = await linkedStoreVariants(t.database.db, mall.variants[0] as number);
    expect(linked).toContainEqual(
      expect.objectContaining({ storeId: store.id, storeVariantId: bySku, source: 'mapped' }),
    );
    expect((await page({ filter: 'linked' })).records.map((r) => r.storeVariantId).sort()).toEqual(
      [bySku, none].sort(),
    );
    // Unmapped: no longer linked.
    const unmapped = okModel<StoreListedVariantView>(
      await call('/store/products/unmap', { storeId: store.id, storeVariantId: none }),
    );
    expect(unmapped.link).toBeNull();
    expect(await linkedStoreVariants(t.database.db, mall.variants[1] as number)).toEqual([]);
  });

  it('keeps one mapping when the same store variant is mapped at once', async () => {
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((i) =>
        call('/store/products/map', {
          storeId: store.id,
          storeVariantId: byBarcode,
          variantId: mall.variants[i] as number,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.database.db
      .select()
      .from(storeVariantMaps)
      .where(and(eq(storeVariantMaps.storeId, store.id), eq(storeVariantMaps.storeVariantId, byBarcode)));
    expect(rows).toHaveLength(1);
    expect(mall.variants.slice(0, 2)).toContain(rows[0]?.variantId);
  });

  it('refuses in words: an unknown store variant, a variant not on sale, another business', async () => {
    const unknown = await call('/store/products/map', {
      storeId: store.id,
      storeVariantId: '999999999',
      variantId: mall.variants[0] as number,
    });
    expect(unknown.statusCode).toBe(404);
    const zh = await post(
      t.app,
      '/v1/store/products/map',
      { storeId: store.id, storeVariantId: bySku, variantId: 2_000_000_000 },
      { token: owner.token, lang: 'zh' },
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.json().msg).toContain('未在售');
    const blank = await call('/store/products/map', { storeId: store.id, storeVariantId: '', variantId: 1 });
    expect(blank.statusCode).toBe(400);
    for (const [path, body] of [
      ['/store/products', { storeId: store.id }],
      ['/store/products/import', { id: store.id }],
      [
        '/store/products/map',
        { storeId: store.id, storeVariantId: bySku, variantId: mall.variants[0] as number },
      ],
      ['/store/products/unmap', { storeId: store.id, storeVariantId: bySku }],
    ] as const)
      expect((await call(path, body, other.token)).statusCode, path).toBe(404);
    expect(await linkedStoreVariants(t.database.db, mall.variants[0] as number)).toContainEqual(
      expect.objectContaining({ storeVariantId: bySku }),
    );
  });

  it('matches an order of a mapped store variant without binding', async () => {
    okModel(
      await call('/store/products/map', {
        storeId: store.id,
        storeVariantId: bySku,
        variantId: mall.variants[0] as number,
      }),
    );
    const shop = await shopByHandle(t, store.domain);
    const [row] = await t.database.db
      .select()
      .from(storeListedVariants)
      .where(and(eq(storeListedVariants.storeId, store.id), eq(storeListedVariants.storeVariantId, bySku)));
    const product = await shops.one(shop, 'product', Number(row?.storeProductId));
    const body = orderBody(9_100_000 + Math.floor(Math.random() * 1000), {
      product: {
        ...(product?.body ?? {}),
        variants: ((product?.body.variants as Record<string, unknown>[]) ?? []).map((v) => ({
          ...v,
          sku: 'NOT-A-MALL-SKU',
        })),
      },
      variantId: Number(bySku),
      quantity: 1,
      customer: {
        name: 'Ana Lima',
        email: 'ana@example.com',
        address: 'Rua A, 1',
        city: 'São Paulo',
        zip: '01000-000',
        country: 'BR',
      },
      currency: shop.currency,
      number: 2001,
      paysLater: false,
    });
    const orderId = await deliverOrder(t, store, body as { id: number });
    const lines = await t.database.db
      .select()
      .from(storeOrderLines)
      .where(eq(storeOrderLines.orderId, orderId));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ variantId: mall.variants[0], matchSource: 'link' });
  });
});

describe('a mapped store variant follows its mall variant (stock and price sync)', () => {
  it('takes the mall quantity once mapped, and the next stock change', async () => {
    const own = await addOwn('Follows the mall', [{ sku: 'OWN-FOLLOWS-1' }]);
    const storeVariantId = String((own.variants as { id: number }[])[0]?.id);
    await call('/store/products/import', { id: store.id });
    await runTasks();
    const variantId = mall.variants[1] as number;
    okModel(await call('/store/products/map', { storeId: store.id, storeVariantId, variantId }));
    const later = () => new Date(Date.now() + 3_600_000);
    const quantityInStore = async () => {
      const shop = await shopByHandle(t, store.domain);
      const [row] = await t.database.db
        .select()
        .from(sandboxRecords)
        .where(
          and(
            eq(sandboxRecords.shopId, shop.id),
            eq(sandboxRecords.kind, 'product'),
            eq(sandboxRecords.id, Number(own.id)),
          ),
        );
      const variant = (row?.body.variants as Record<string, unknown>[] | undefined)?.find(
        (v) => String(v.id) === storeVariantId,
      );
      return variant?.inventory_quantity;
    };
    const stock = async () =>
      (await t.database.db.select().from(productVariants).where(eq(productVariants.id, variantId)))[0]?.stock;
    await s.stores.sync.drain(later);
    expect(await quantityInStore()).toBe(await stock());
    // A stock change of the mall variant reaches the mapped store variant too.
    const next = ((await stock()) ?? 0) + 7;
    await t.database.db.transaction((tx) =>
      setAvailable(tx, mall.id, [{ variantId, available: next }], 'system'),
    );
    await s.stores.sync.drain(later);
    expect(await quantityInStore()).toBe(next);
  });
});
