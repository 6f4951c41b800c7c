import { randomBytes } from 'node:crypto';
import { storeListedVariants, stores, storeVariantMaps } from '../../../src/db/schema';
import { post } from '../../support/http';
import { type Row, steady } from './row';
import { formCall, seen, type World } from './world';

/**
 * A store's own products and their mapping (issue 34 item 3): a store of business A with one imported
 * variant (written as an import writes it), mapped or not. Another business naming A's store gets 404.
 */
async function storeWithProduct(w: World, mapped: boolean) {
  const tag = randomBytes(4).toString('hex');
  const [store] = await w.t.database.db
    .insert(stores)
    .values({
      businessId: w.a.businessId,
      platform: 'sandbox',
      name: `Own ${tag}`,
      shopName: `Own ${tag}`,
      domain: `own-${tag}`,
      currency: 'BRL',
    })
    .returning();
  if (!store) throw new Error('store not written');
  const storeVariantId = String(Number.parseInt(tag, 16));
  await w.t.database.db.insert(storeListedVariants).values({
    storeId: store.id,
    businessId: w.a.businessId,
    storeProductId: '1',
    storeVariantId,
    title: `Secret product ${tag}`,
    sku: `SECRET-${tag}`,
    price: '10.00',
  });
  if (mapped)
    await w.t.database.db.insert(storeVariantMaps).values({
      storeId: store.id,
      businessId: w.a.businessId,
      storeProductId: '1',
      storeVariantId,
      variantId: w.aSells.skuId,
      productId: w.aSells.productId,
    });
  const read = async () =>
    steady(seen(await post(w.t.app, '/v1/store/products', { storeId: store.id }, { token: w.a.token })));
  return { store, storeVariantId, read, secrets: [store.name, `Secret product ${tag}`, `SECRET-${tag}`] };
}

export const STORE_PRODUCT_ROWS: Row[] = [
  {
    op: 'POST /v1/store/products',
    owner: 'business',
    effect: 'reveals',
    make: async (w) => {
      const s = await storeWithProduct(w, false);
      return {
        send: formCall(w.t, 'POST /v1/store/products', { storeId: s.store.id }),
        read: s.read,
        secrets: s.secrets,
      };
    },
  },
  {
    op: 'POST /v1/store/products/import',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const s = await storeWithProduct(w, false);
      return {
        send: formCall(w.t, 'POST /v1/store/products/import', { id: s.store.id }),
        read: s.read,
        secrets: s.secrets,
      };
    },
  },
  {
    op: 'POST /v1/store/products/map',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const s = await storeWithProduct(w, false);
      return {
        send: formCall(w.t, 'POST /v1/store/products/map', {
          storeId: s.store.id,
          storeVariantId: s.storeVariantId,
          variantId: w.aSells.skuId,
        }),
        read: s.read,
        secrets: s.secrets,
      };
    },
  },
  {
    op: 'POST /v1/store/products/unmap',
    owner: 'business',
    effect: 'changes',
    make: async (w) => {
      const s = await storeWithProduct(w, true);
      return {
        send: formCall(w.t, 'POST /v1/store/products/unmap', {
          storeId: s.store.id,
          storeVariantId: s.storeVariantId,
        }),
        read: s.read,
        secrets: s.secrets,
      };
    },
  },
];
