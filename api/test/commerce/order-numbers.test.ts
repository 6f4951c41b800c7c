import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../src/db/schema/orders';
import { insertOrders, type NewOrder } from '../../src/modules/orders/place';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

/** A generator that answers the given numbers in turn (what the random one could answer on a bad day). */
const drawing = (...numbers: string[]) => {
  let next = 0;
  return () => numbers[next++ % numbers.length] as string;
};

async function newOrder(offset: number): Promise<NewOrder> {
  const buyer = await newBuyer(t.database.db);
  const variant = await variantWithStock(t.database.db, 10, offset);
  return {
    buyerId: buyer.businessId,
    sellerId: variant.sellerId,
    lines: [
      {
        skuId: variant.skuId,
        productId: variant.productId,
        price: variant.price,
        num: 1,
        title: 'A product',
        specification: '',
        thumbUrl: '',
        businessId: variant.sellerId,
        weightGrams: 100,
      },
    ],
    productTotal: new Decimal(variant.price),
    carrier: null,
    addressId: null,
    address: {},
    expiresAt: new Date(Date.now() + 3_600_000),
  };
}

const place = (inputs: NewOrder[], drawNumber: () => string) =>
  t.database.db.transaction((tx) => insertOrders(tx, inputs, drawNumber));

describe('order numbers', () => {
  it('draws again when a number is taken, instead of failing the checkout', async () => {
    const [first] = await place([await newOrder(60)], drawing('DM20261127000000001'));
    expect(first?.orderNo).toBe('DM20261127000000001');

    // The next checkout of two orders draws 001 (taken) and 002; the first order draws again, skips 002 (its
    // sibling's) and gets 003.
    const inputs = [await newOrder(61), await newOrder(62)];
    const placed = await place(
      inputs,
      drawing('DM20261127000000001', 'DM20261127000000002', 'DM20261127000000002', 'DM20261127000000003'),
    );
    expect(placed.map((order) => order.orderNo)).toEqual(['DM20261127000000003', 'DM20261127000000002']);

    const rows = await t.database.db
      .select({ id: orders.id, orderNo: orders.orderNo, businessId: orders.businessId })
      .from(orders)
      .where(inArray(orders.orderNo, ['DM20261127000000002', 'DM20261127000000003']));
    const byNumber = new Map(rows.map((row) => [row.orderNo, [row.id, row.businessId]]));
    expect(placed.map((order) => byNumber.get(order.orderNo))).toEqual(
      placed.map((order, i) => [order.id, inputs[i]?.buyerId]),
    );
    // Each order has its own line, written once; the order whose number was taken keeps only its own.
    const items = await t.database.db
      .select({ orderId: orderItems.orderId, variantId: orderItems.variantId })
      .from(orderItems)
      .where(inArray(orderItems.orderId, [...placed.map((order) => order.id), first?.id ?? 0]));
    const linesOf = (id: number | undefined) => items.filter((i) => i.orderId === id).map((i) => i.variantId);
    expect(placed.map((order) => linesOf(order.id))).toEqual(inputs.map((input) => [input.lines[0]?.skuId]));
    expect(linesOf(first?.id)).toHaveLength(1);
  });

  it('gives up after a few draws that all meet taken numbers, and writes nothing', async () => {
    const taken = 'DM20261127000000009';
    await place([await newOrder(63)], drawing(taken));
    const input = await newOrder(64);
    await expect(place([input], drawing(taken))).rejects.toThrow(/order number/);
    const written = await t.database.db.select().from(orders).where(eq(orders.businessId, input.buyerId));
    expect(written).toEqual([]);
  });
});
