import { randomBytes } from 'node:crypto';
import type { CrmOrderPage, CrmOrderRow } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreOrderIn } from '../../src/adapters/stores';
import { composeServices } from '../../src/compose';
import { storeCustomers, storeOrderLines, storeOrders, stores } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { okModel } from './support';

/**
 * Store customers remembered (issue 34 item 4): the tax id and address the business gives on one store order
 * are kept per store customer (store + platform customer id, else e-mail) and OFFERED on that customer's next
 * order; never applied by themselves, never offered in another store or another business.
 */
let t: TestApp;
let s: ReturnType<typeof composeServices>;
let owner: Awaited<ReturnType<typeof newBuyer>>;
let other: Awaited<ReturnType<typeof newBuyer>>;
let shopA: typeof stores.$inferSelect;
let shopB: typeof stores.$inferSelect;
let otherShop: typeof stores.$inferSelect;
let variant: Awaited<ReturnType<typeof variantWithStock>>;
let serial = 0;

async function newStore(businessId: number, name: string) {
  const [row] = await t.database.db
    .insert(stores)
    .values({ businessId, platform: 'shopify', name, domain: `rem-${randomBytes(4).toString('hex')}` })
    .returning();
  if (!row) throw new Error('no store');
  return row;
}

beforeAll(async () => {
  t = await createTestApp();
  s = composeServices({ config: t.config, database: t.database });
  owner = await newBuyer(t.database.db, '1000');
  other = await newBuyer(t.database.db, '1000');
  shopA = await newStore(owner.businessId, 'Shop A');
  shopB = await newStore(owner.businessId, 'Shop B');
  otherShop = await newStore(other.businessId, 'Other shop');
  variant = await variantWithStock(t.database.db, 500, 3);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const BRAZIL = {
  name: 'Ana Souza',
  first_name: 'Ana',
  last_name: 'Souza',
  address1: 'Rua B, 2',
  city: 'Recife',
  province: 'PE',
  zip: '50000-000',
  country_code: 'BR',
  phone: '+5581999990000',
};

/** A matched store order of a customer in Brazil whose address carries no CPF. */
async function order(store: typeof stores.$inferSelect, customer: { id?: string; email: string }) {
  serial += 1;
  const platformId = `${Date.now()}${serial}`;
  const placedAt = new Date(Date.now() - serial * 1000);
  const input: StoreOrderIn = {
    id: platformId,
    number: `#R${platformId.slice(-6)}`,
    status: 'pending',
    customerPaid: true,
    paymentStatus: 'paid',
    currency: 'USD',
    total: '49.90',
    customerName: 'Ana Souza',
    customerEmail: customer.email,
    customerId: customer.id ?? '',
    shippingAddress: BRAZIL,
    placedAt,
    updatedAt: placedAt,
    lines: [{ id: `${platformId}1`, variantId: '', sku: '', title: 'Thing', quantity: 1, price: '49.90' }],
  };
  await s.stores.orders.keep(store, input);
  const [row] = await t.database.db
    .select()
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, platformId)));
  if (!row) throw new Error('not kept');
  await t.database.db
    .update(storeOrderLines)
    .set({ variantId: variant.skuId, matchSource: 'manual' })
    .where(eq(storeOrderLines.orderId, row.id));
  return row;
}

async function pendingRow(id: number, token = owner.token): Promise<CrmOrderRow | undefined> {
  const page = okModel<CrmOrderPage>(await post(t.app, '/v1/order/crmPendingList', { size: 100 }, { token }));
  return page.records.find((r) => r.id === id);
}

describe('a store customer’s tax id, remembered', () => {
  it('is kept after the first order’s correction and offered (not applied) on the second', async () => {
    const customer = { id: '7001', email: 'ana@example.com' };
    const first = await order(shopA, customer);
    expect((await pendingRow(first.id))?.remembered).toEqual({ taxId: null, address: null });
    okModel(
      await post(
        t.app,
        '/v1/order/crmTaxId',
        { id: first.id, taxId: '529.982.247-25' },
        { token: owner.token },
      ),
    );

    // The same customer (by the platform's customer id, whatever the e-mail) orders again.
    const second = await order(shopA, { id: '7001', email: 'ana.other@example.com' });
    const row = await pendingRow(second.id);
    expect(row?.remembered.taxId).toEqual({
      value: '52998224725',
      masked: '***.***.***-25',
      fromOrder: first.shopOrderNumber,
    });
    // Offered, not applied: the order still waits for its tax id until the business uses it.
    expect(row?.blocked?.reason).toBe('taxIdMissing');
    expect(row?.taxId).toBe('');
    okModel(
      await post(
        t.app,
        '/v1/order/crmTaxId',
        { id: second.id, taxId: row?.remembered.taxId?.value ?? '' },
        { token: owner.token },
      ),
    );
    // Given now: nothing more to offer, and it is ready to pay.
    expect(await pendingRow(second.id)).toBeUndefined();
  });

  it('is never offered in another store of the business, nor to another business', async () => {
    const customer = { id: '7002', email: 'bia@example.com' };
    const first = await order(shopA, customer);
    okModel(
      await post(t.app, '/v1/order/crmTaxId', { id: first.id, taxId: '52998224725' }, { token: owner.token }),
    );
    const inB = await order(shopB, customer);
    expect((await pendingRow(inB.id))?.remembered.taxId).toBeNull();
    const elsewhere = await order(otherShop, customer);
    expect((await pendingRow(elsewhere.id, other.token))?.remembered.taxId).toBeNull();
    // Nothing was written for the other business's customer either.
    const kept = await t.database.db
      .select()
      .from(storeCustomers)
      .where(eq(storeCustomers.businessId, other.businessId));
    expect(kept).toEqual([]);
  });
});

describe('a guest customer’s address, remembered by e-mail', () => {
  it('offers the corrected address and its tax id on the next order of the same e-mail', async () => {
    const first = await order(shopA, { email: 'Carla@Example.com' });
    const corrected = okModel<CrmOrderRow>(
      await post(
        t.app,
        '/v1/order/crmAddress',
        {
          id: first.id,
          firstName: 'Carla',
          lastName: 'Lima',
          mobilePhone: '+5581988887777',
          postalCode: '50010-000',
          detailAddress: 'Avenida Boa Viagem, 100',
          line2: 'Apto 5',
          city: 'Recife',
          state: 'PE',
          countryCode: 'BR',
          taxId: '529.982.247-25',
        },
        { token: owner.token },
      ),
    );
    expect(corrected.address?.edited).toBe(true);

    const second = await order(shopA, { email: 'carla@example.com ' });
    const row = await pendingRow(second.id);
    expect(row?.remembered.address?.fromOrder).toBe(first.shopOrderNumber);
    expect(row?.remembered.address?.address).toMatchObject({
      firstName: 'Carla',
      lastName: 'Lima',
      detailAddress: 'Avenida Boa Viagem, 100',
      postalCode: '50010-000',
      countryCode: 'BR',
    });
    expect(row?.remembered.taxId?.masked).toBe('***.***.***-25');
    // Its own address is the store's until the business chooses the remembered one.
    expect(row?.address?.edited).toBe(false);
    expect(row?.address?.detailAddress).toBe('Rua B, 2');

    // A different guest of the same store is offered nothing.
    const stranger = await order(shopA, { email: 'someone@example.com' });
    expect((await pendingRow(stranger.id))?.remembered).toEqual({ taxId: null, address: null });
  });
});
