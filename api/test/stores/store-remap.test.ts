import type { StoreListedVariantView } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { composeServices } from '../../src/compose';
import { storeAutoPayments, storeOrderLines, storeOrders } from '../../src/db/schema';
import { ownProductBody } from '../../src/modules/stores/sandbox/own-products';
import { SandboxShops } from '../../src/modules/stores/sandbox/shops';
import type { newBuyer } from '../support/commerce';
import { variantWithStock } from '../support/commerce';
import { testDbKind } from '../support/db';
import { post } from '../support/http';
import {
  deliverOrder,
  type listeningApp,
  okModel,
  sandboxStoreWorld,
  shopByHandle,
  US_ORDER_ADDRESS,
} from './support';

/**
 * A mapping changed after orders came in (issue 34 item 3): the lines of orders not yet paid that it matched,
 * or that waited unmatched, follow it (mapped, mapped elsewhere, unmapped); lines of paid orders and lines
 * bound by hand stay; an order automatic payment held as unmatched is weighed again and paid.
 */
let t: Awaited<ReturnType<typeof listeningApp>>;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let store: { id: number; domain: string };
/** Two mall variants on sale: X, what the store variant is mapped to first; Y, what it is corrected to. */
let x: { id: number };
let y: { id: number };
/** The store's own product variant, with a SKU the mall does not know. */
let storeVariantId = '';
let serial = 0;

const call = (path: string, body: Record<string, string | number>) =>
  post(t.app, `/v1${path}`, body, { token: owner.token });
const autoPay = (enabled: boolean) =>
  call('/store/autoPay/save', {
    id: store.id,
    enabled: String(enabled),
    orderCap: '10000',
    dailyCap: '100000',
    minBalance: '0',
  });
const map = async (variantId: number) =>
  okModel<StoreListedVariantView>(
    await call('/store/products/map', { storeId: store.id, storeVariantId, variantId }),
  );

/** A Shopify order of one line of the store variant, delivered by its signed webhook: the store order's id. */
async function deliver(): Promise<number> {
  serial += 1;
  const id = 8_100_000 + serial;
  const at = new Date(Date.now() - 60_000).toISOString();
  return deliverOrder(t, store, {
    id,
    name: `#R${serial}`,
    order_number: id,
    email: 'john@example.com',
    created_at: at,
    updated_at: at,
    currency: 'USD',
    total_price: '19.90',
    cancelled_at: null,
    fulfillment_status: null,
    line_items: [
      {
        id: id * 10,
        variant_id: Number(storeVariantId),
        sku: 'OWN-REMAP-1',
        title: 'Own thing',
        quantity: 1,
        price: '19.90',
      },
    ],
    shipping_address: US_ORDER_ADDRESS,
  });
}
const lineOf = async (orderId: number) => {
  const [line] = await t.database.db
    .select()
    .from(storeOrderLines)
    .where(eq(storeOrderLines.orderId, orderId));
  if (!line) throw new Error('no line');
  return line;
};
const paidAt = async (orderId: number) =>
  (await t.database.db.select().from(storeOrders).where(eq(storeOrders.id, orderId)))[0]?.paidAt ?? null;

beforeAll(async () => {
  ({ t, s, owner, store } = await sandboxStoreWorld('Remap shop'));
  // Two variants in stock (a stock update moves a row: the offsets are tried until they differ).
  const first = await variantWithStock(t.database.db, 10_000, 2);
  let second = first;
  for (let offset = 3; second.skuId === first.skuId; offset++)
    second = await variantWithStock(t.database.db, 10_000, offset);
  x = { id: first.skuId };
  y = { id: second.skuId };
  const shops = new SandboxShops(t.database.db, async () => {});
  const shop = await shopByHandle(t, store.domain);
  const own = await shops.create(shop, 'product', (id) =>
    ownProductBody(id, {
      title: 'Own remapped thing',
      variants: [{ sku: 'OWN-REMAP-1', barcode: '', price: '19.90', options: [] }],
    }),
  );
  storeVariantId = String((own.variants as { id: number }[])[0]?.id);
  okModel(await call('/store/products/import', { id: store.id }));
  await s.tasks.services.worker.drain();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe(`a mapping changed after orders came in (${testDbKind})`, () => {
  let paid: number;
  let unpaid: number;
  let byHand: number;

  it('matches an order held unmatched by automatic payment, which is then paid', async () => {
    okModel(await autoPay(true));
    paid = await deliver();
    await s.stores.autoPay.drain();
    expect((await lineOf(paid)).variantId).toBeNull();
    const [held] = await t.database.db
      .select()
      .from(storeAutoPayments)
      .where(eq(storeAutoPayments.storeOrderId, paid));
    expect(held).toMatchObject({ state: 'held', reason: 'unmatched' });
    await map(x.id);
    expect(await lineOf(paid)).toMatchObject({ variantId: x.id, matchSource: 'link' });
    await s.stores.autoPay.drain();
    expect(await paidAt(paid)).not.toBeNull();
  });

  it('moves the lines of unpaid orders to the corrected variant; paid orders and lines bound by hand stay', async () => {
    okModel(await autoPay(false));
    unpaid = await deliver();
    expect(await lineOf(unpaid)).toMatchObject({ variantId: x.id, matchSource: 'link' });
    byHand = await deliver();
    okModel(
      await call('/business/bindingCrmCustomer', { lineId: (await lineOf(byHand)).id, variantId: x.id }),
    );
    expect(await lineOf(byHand)).toMatchObject({ variantId: x.id, matchSource: 'manual' });
    const view = await map(y.id);
    expect(view).toMatchObject({ link: 'mapped', mall: { variantId: y.id } });
    expect(await lineOf(unpaid)).toMatchObject({ variantId: y.id, matchSource: 'link' });
    expect(await lineOf(paid)).toMatchObject({ variantId: x.id, matchSource: 'link' });
    expect(await lineOf(byHand)).toMatchObject({ variantId: x.id, matchSource: 'manual' });
  });

  it('unmapping unmatches the lines the mapping matched on unpaid orders only', async () => {
    const view = okModel<StoreListedVariantView>(
      await call('/store/products/unmap', { storeId: store.id, storeVariantId }),
    );
    expect(view.link).toBeNull();
    expect(await lineOf(unpaid)).toMatchObject({ variantId: null, matchSource: null });
    expect(await lineOf(paid)).toMatchObject({ variantId: x.id, matchSource: 'link' });
    expect(await lineOf(byHand)).toMatchObject({ variantId: x.id, matchSource: 'manual' });
    // Mapped again: the unmatched line takes it.
    await map(y.id);
    expect(await lineOf(unpaid)).toMatchObject({ variantId: y.id, matchSource: 'link' });
    const orders = await t.database.db
      .select({ id: storeOrders.id })
      .from(storeOrders)
      .where(and(eq(storeOrders.storeId, store.id)));
    expect(orders).toHaveLength(3);
  });
});
