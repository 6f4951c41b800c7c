import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { cartItems, coupons, couponTemplates, orders, productVariants } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, submitBody, variantWithStock } from '../support/commerce';
import { post } from '../support/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

async function grant(businessId: number, amount: string, minSpend: string, validDays = 30) {
  const [template] = await t.database.db
    .insert(couponTemplates)
    .values({ titleEn: `Test ${amount}`, titleZh: `测试 ${amount}`, amount, minSpend, validDays })
    .returning();
  const now = new Date();
  const [coupon] = await t.database.db
    .insert(coupons)
    .values({
      templateId: template?.id ?? 0,
      businessId,
      amount,
      minSpend,
      validFrom: now,
      validTo: new Date(now.getTime() + validDays * 86_400_000),
    })
    .returning();
  return coupon?.id ?? 0;
}

const stockOf = async (skuId: number) =>
  (await t.database.db.select().from(productVariants).where(eq(productVariants.id, skuId)))[0]?.stock;

describe('confirm', () => {
  it('previews each seller group with products, shipping and usable coupons', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const a = await variantWithStock(t.database.db, 30, 0);
    const line = await addToCart(t.app, buyer.token, a.skuId, 2);
    await grant(buyer.businessId, '5', '1');
    // Not offered: a spend the group does not reach, one that has run out, one not valid yet.
    await grant(buyer.businessId, '500', '100000');
    await grant(buyer.businessId, '6', '1', -1);
    const later = await grant(buyer.businessId, '7', '1');
    await t.database.db
      .update(coupons)
      .set({ validFrom: new Date(Date.now() + 3_600_000) })
      .where(eq(coupons.id, later));
    const res = await post(
      t.app,
      '/v1/api/order/confirmOrder',
      { paramJsonStr: JSON.stringify({ cartIds: [line.id] }) },
      { token: buyer.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const { address: shown, orderData } = res.json().result;
    expect(shown.id).toBe(address.id);
    expect(orderData).toHaveLength(1);
    expect(orderData[0]).toMatchObject({
      businessId: a.sellerId,
      businessDetailId: a.sellerId,
      productTotalMoney: Math.round(a.price * 2 * 100) / 100,
    });
    expect(orderData[0].expressFee).toBeGreaterThan(0);
    expect(orderData[0].expressName.length).toBeGreaterThan(0);
    const available = orderData[0].couponList.availableList;
    expect(available.map((c: { money: number }) => c.money)).toEqual([5]);
  });

  it('answers no address and no shipping when the buyer has none yet', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 30, 1);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const res = await post(
      t.app,
      '/v1/api/order/confirmOrder',
      { paramJsonStr: JSON.stringify({ cartIds: [line.id] }) },
      { token: buyer.token },
    );
    expect(res.json().result.address).toBeNull();
    expect(res.json().result.orderData[0].expressFee).toBe(0);
  });
});

describe('submit', () => {
  it('creates the order with snapshots, takes the stock, uses the coupon and empties the cart, in one go', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 10, 4);
    const line = await addToCart(t.app, buyer.token, v.skuId, 3);
    const couponId = await grant(buyer.businessId, '2', '1');
    const res = await checkout(t.app, buyer.token, [line.id], address.id, () => couponId);
    expect(res.statusCode, res.body).toBe(200);
    const { orderIds } = res.json().result;
    expect(orderIds).toHaveLength(1);
    expect(await stockOf(v.skuId)).toBe(7);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderIds[0]));
    const expected = Math.max(
      0,
      Math.round((Number(order?.productTotal) + Number(order?.expressFee) - 2) * 100) / 100,
    );
    expect(Number(order?.total)).toBe(expected);
    expect(order).toMatchObject({ status: 'unpaid', couponId, userLeave: 'Please pack carefully' });
    expect((order?.address as { fullName: string } | undefined)?.fullName).toBe('Maria Silva');
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.id, couponId));
    expect(coupon).toMatchObject({ status: 'used', usedOrderId: orderIds[0] });
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id))).toEqual([]);
  });

  it('keeps a note with half an emoji, the half replaced, as PostgreSQL stores such text', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 10, 8);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const body = await submitBody(t.app, buyer.token, [line.id], address.id);
    const payload = JSON.parse(body.paramJsonStr);
    payload.carListData[0].userLeave = 'Leave it at the door \ud83d';
    const res = await post(
      t.app,
      '/v1/api/order/submitOrder',
      { paramJsonStr: JSON.stringify(payload) },
      {
        token: buyer.token,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, res.json().result.orderIds[0]));
    expect(order?.userLeave).toBe('Leave it at the door \ufffd');
  });

  it('floors the total at 0 when the coupon is worth more than the order', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const v = await variantWithStock(t.database.db, 10, 5);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const couponId = await grant(buyer.businessId, '10000', '0');
    const res = await checkout(t.app, buyer.token, [line.id], address.id, () => couponId);
    expect(res.json().result.orders[0].total).toBe(0);
  });

  it('asks for an address', async () => {
    const buyer = await newBuyer(t.database.db);
    const v = await variantWithStock(t.database.db, 10, 6);
    const line = await addToCart(t.app, buyer.token, v.skuId, 1);
    const res = await post(
      t.app,
      '/v1/api/order/submitOrder',
      {
        paramJsonStr: JSON.stringify({
          carListData: [{ businessId: v.sellerId, carDataReqs: [{ id: line.id, carMoney: v.price }] }],
        }),
      },
      { token: buyer.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('please add your delivery address');
    const zh = await post(
      t.app,
      '/v1/api/order/submitOrder',
      {
        paramJsonStr: JSON.stringify({
          carListData: [{ businessId: v.sellerId, carDataReqs: [{ id: line.id, carMoney: v.price }] }],
        }),
      },
      { token: buyer.token, lang: 'zh' },
    );
    expect(zh.json().message).toBe('请添加收货地址');
  });

  it('refuses tampered prices, foreign carts, addresses and coupons, and changes nothing', async () => {
    const buyer = await newBuyer(t.database.db);
    const stranger = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const strangerAddress = await addAddress(t.app, t.database.db, stranger.token);
    const v = await variantWithStock(t.database.db, 10, 7);
    const line = await addToCart(t.app, buyer.token, v.skuId, 2);
    const strangerLine = await addToCart(t.app, stranger.token, v.skuId, 1);
    const strangerCoupon = await grant(stranger.businessId, '1', '0');
    const expiredCoupon = await grant(buyer.businessId, '1', '0');
    await t.database.db
      .update(coupons)
      .set({ validTo: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, expiredCoupon));
    const usedCoupon = await grant(buyer.businessId, '1', '0');
    await t.database.db.update(coupons).set({ status: 'used' }).where(eq(coupons.id, usedCoupon));
    const group = (lines: { id: number; carMoney: number }[], couponId?: number) => [
      {
        businessId: v.sellerId,
        businessDetailId: v.sellerId,
        couponInfo: { id: couponId },
        carDataReqs: lines,
      },
    ];
    const submit = (addressId: number, carListData: unknown) =>
      post(
        t.app,
        '/v1/api/order/submitOrder',
        { paramJsonStr: JSON.stringify({ addressId, carListData }) },
        { token: buyer.token },
      );
    const right = Math.round(v.price * 2 * 100) / 100;
    const cases: [number, unknown, number][] = [
      [address.id, group([{ id: line.id, carMoney: 0.01 }]), 409],
      [address.id, group([{ id: line.id, carMoney: -1 }]), 400],
      [address.id, group([{ id: strangerLine.id, carMoney: v.price }]), 404],
      [strangerAddress.id, group([{ id: line.id, carMoney: right }]), 404],
      [address.id, group([{ id: line.id, carMoney: right }], strangerCoupon), 409],
      [address.id, group([{ id: line.id, carMoney: right }], expiredCoupon), 409],
      [address.id, group([{ id: line.id, carMoney: right }], usedCoupon), 409],
      [address.id, [{ businessId: v.sellerId + 999, carDataReqs: [{ id: line.id, carMoney: right }] }], 409],
    ];
    for (const [addressId, carListData, status] of cases) {
      const res = await submit(addressId, carListData);
      expect(res.statusCode, JSON.stringify(carListData)).toBe(status);
      expect(res.json().message.length).toBeGreaterThan(0);
    }
    expect(await stockOf(v.skuId)).toBe(10);
    expect(await t.database.db.select().from(orders).where(eq(orders.businessId, buyer.businessId))).toEqual(
      [],
    );
    expect((await t.database.db.select().from(cartItems).where(eq(cartItems.id, line.id))).length).toBe(1);
  });

  it('uses one coupon for one of two parallel orders only', async () => {
    const buyer = await newBuyer(t.database.db);
    const address = await addAddress(t.app, t.database.db, buyer.token);
    const a = await variantWithStock(t.database.db, 10, 8);
    const b = await variantWithStock(t.database.db, 10, 9);
    const lineA = await addToCart(t.app, buyer.token, a.skuId, 1);
    const lineB = await addToCart(t.app, buyer.token, b.skuId, 1);
    const couponId = await grant(buyer.businessId, '1', '0');
    const results = await Promise.all([
      checkout(t.app, buyer.token, [lineA.id], address.id, () => couponId),
      checkout(t.app, buyer.token, [lineB.id], address.id, () => couponId),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const used = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where coupon_id = ${couponId}`,
    );
    expect(used[0]?.n).toBe(1);
  });
});
