import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSeller } from '../fulfilment/support';
import { expectOk, expectRefused, newStaff, roleWith } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { setStock } from '../support/stock';

/** The Try-on List (issue 17, item 6): samples, one unit of a product ordered before a bulk order. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
}, 120_000);
afterAll(() => t.close());

interface Sample {
  id: number;
  productId: number;
  variantId: number;
  orderId: number;
  orderNo: string;
  price: number;
  total: number;
  state: string;
  open: boolean;
  verdict: string | null;
  note: string;
  available: number;
  onSale: boolean;
}
interface Order {
  id: number;
  status: string;
  sample: boolean;
  total: number;
  productTotal: number;
  items: { skuId: number; num: number; price: number }[];
}

const call = (token: string, path: string, body: Record<string, string | number> = {}, lang?: 'en' | 'zh') =>
  post(t.app, `/v1/sample/${path}`, body, { token, ...(lang ? { lang } : {}) });
const samplesOf = async (token: string) =>
  expectOk<{ records: Sample[]; total: number }>(await call(token, 'list')).records;
const created = (res: LightMyRequestResponse) =>
  expectOk<{ id: number; orderId: number; orderNo: string; total: number }>(res);
const orderOf = async (token: string, id: number) => {
  const res = await post(t.app, '/v1/api/order/orderDetail', { id }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as Order;
};
const mallStock = async (productId: number, variantId: number) => {
  const res = await get(t.app, `/v1/mall/index/get?id=${productId}`);
  const rows = res.json().model.mallSpecDataList as { cols1: string; kc: number }[];
  return rows.find((r) => Number(r.cols1) === variantId)?.kc;
};

/** A buyer with a balance and a delivery address. */
async function buyer() {
  const who = await newBuyer(t.database.db, '500');
  const address = await addAddress(t.app, t.database.db, who.token);
  return { ...who, addressId: address.id };
}

/** An ordinary (not sample) unpaid order of the business, through its cart. */
async function unpaidOrderOf(who: Awaited<ReturnType<typeof buyer>>) {
  const { skuId } = await newSeller(t);
  const line = await addToCart(t.app, who.token, skuId, 1);
  const res = await checkout(t.app, who.token, [line.id], who.addressId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.orders[0] as { id: number; total: number };
}

describe(`samples (${testDbKind})`, () => {
  it('orders one unit as a sample order, paid through the ordinary payment; one open sample per product', async () => {
    const { skuId, productId } = await newSeller(t);
    const me = await buyer();
    const before = await mallStock(productId, skuId);
    const made = created(await call(me.token, 'create', { variantId: skuId }));

    // An ordinary unpaid order of quantity 1, flagged as a sample; the stock is held like any order's.
    const order = await orderOf(me.token, made.orderId);
    expect(order).toMatchObject({ id: made.orderId, status: 'unpaid', sample: true, total: made.total });
    expect(order.items).toMatchObject([{ skuId, num: 1 }]);
    expect(order.total).toBeGreaterThan(order.productTotal); // the unit and its shipping
    expect(await mallStock(productId, skuId)).toBe((before ?? 0) - 1);
    expect(await samplesOf(me.token)).toMatchObject([
      { id: made.id, productId, variantId: skuId, orderId: made.orderId, state: 'unpaid', open: true },
    ]);

    // A second sample of the product while the first is on its way: 409 naming the order.
    const again = await call(me.token, 'create', { variantId: skuId });
    expect(expectRefused(again, 409, 4090)).toBe(
      `You already have a sample of this product on its way (order ${made.orderNo}): see the Try-on List`,
    );
    expect(expectRefused(await call(me.token, 'create', { variantId: skuId }, 'zh'), 409)).toMatch(
      /您已有该商品的样品在处理中/,
    );

    // Paid like any order.
    const paid = await post(t.app, '/v1/api/payment/pay', payBody([made.orderId], 3, made.total), {
      token: me.token,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await samplesOf(me.token)).toMatchObject([{ id: made.id, state: 'paid', open: true }]);
    expectRefused(await call(me.token, 'create', { variantId: skuId }), 409);
    expect(await samplesOf(me.token)).toHaveLength(1);
  });

  it('a cancelled sample closes: the business may order another; two at once make one', async () => {
    const { skuId } = await newSeller(t);
    const me = await buyer();
    const first = created(await call(me.token, 'create', { variantId: skuId }));
    const cancelled = await post(
      t.app,
      '/v1/api/order/cancelOrder',
      { id: first.orderId },
      { token: me.token },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await samplesOf(me.token)).toMatchObject([{ state: 'cancelled', open: false }]);
    const second = created(await call(me.token, 'create', { variantId: skuId }));
    expect(second.orderId).not.toBe(first.orderId);

    // Another product, asked twice at once: one order, one sample.
    const other = await newSeller(t);
    const answers = await Promise.all([
      call(me.token, 'create', { variantId: other.skuId }),
      call(me.token, 'create', { variantId: other.skuId }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await samplesOf(me.token)).filter((s) => s.productId === other.productId)).toHaveLength(1);
  });

  it('obeys stock, shipping, the address book and the product’s seller', async () => {
    const { skuId } = await newSeller(t);
    await setStock(t.database.db, skuId, 1);
    const first = await buyer();
    created(await call(first.token, 'create', { variantId: skuId }));
    // The last unit is held by the first sample: nothing left for a second business.
    const second = await buyer();
    const short = await call(second.token, 'create', { variantId: skuId });
    expect(expectRefused(short, 409)).toMatch(/cannot be ordered now \(off shelf or out of stock\)/);
    expect(await samplesOf(second.token)).toEqual([]);

    // No address yet: told to add one.
    const homeless = await newBuyer(t.database.db, '100');
    expect(expectRefused(await call(homeless.token, 'create', { variantId: skuId }), 400)).toBe(
      'Add a delivery address before ordering a sample',
    );
    // Another business's address: 404 like any unknown address.
    const theirs = await addAddress(t.app, t.database.db, first.token);
    expectRefused(await call(second.token, 'create', { variantId: skuId, addressId: theirs.id }), 404);
    // Its own product: no sample.
    const own = await newSeller(t);
    await addAddress(t.app, t.database.db, own.seller.token);
    expect(expectRefused(await call(own.seller.token, 'create', { variantId: own.skuId }), 409)).toBe(
      'This is your own product: no sample needed',
    );
    // An unknown variant, a bad id.
    expectRefused(await call(second.token, 'create', { variantId: 2_000_000_000 }), 404);
    expectRefused(await call(second.token, 'create', { variantId: 'x' }), 400);
  });

  it('orders in bulk into the cart and keeps a verdict and a note', async () => {
    const { skuId } = await newSeller(t);
    const me = await buyer();
    const { id } = created(await call(me.token, 'create', { variantId: skuId }));

    const bulk = expectOk<{ cartId: number; num: number }>(await call(me.token, 'bulk', { id, num: 20 }));
    expect(bulk.num).toBe(20);
    const cart = await post(t.app, '/v1/api/shopingCar/list', {}, { token: me.token });
    const lines = (
      cart.json().result.validCarsList as { orderCarVOS: { id: number; skuId: number; num: number }[] }[]
    ).flatMap((g) => g.orderCarVOS);
    expect(lines).toEqual([expect.objectContaining({ id: bulk.cartId, skuId, num: 20 })]);
    expectRefused(await call(me.token, 'bulk', { id, num: 0 }), 400);
    expectRefused(await call(me.token, 'bulk', { id, num: 10_000 }), 400);
    // More than the stock (99 left after the sample): the cart's own refusal.
    expect(expectRefused(await call(me.token, 'bulk', { id, num: 500 }), 409)).toBe('Only 99 left in stock');

    expectOk(
      await call(me.token, 'review', { id, verdict: 'liked', note: '  Good stitching, true to size ' }),
    );
    expect(await samplesOf(me.token)).toMatchObject([
      { id, verdict: 'liked', note: 'Good stitching, true to size' },
    ]);
    expectOk(await call(me.token, 'review', { id, verdict: '', note: '' }));
    expect(await samplesOf(me.token)).toMatchObject([{ id, verdict: null, note: '' }]);
    expect(expectRefused(await call(me.token, 'review', { id, verdict: 'meh', note: '' }), 400)).toBe(
      'choose liked, not for me, or nothing',
    );
    expect(
      expectRefused(await call(me.token, 'review', { id, verdict: 'liked', note: 'n'.repeat(501) }), 400),
    ).toBe('the note has at most 500 characters');
    expect(await samplesOf(me.token)).toMatchObject([{ id, verdict: null, note: '' }]);
  });

  it('another business can neither read nor change a sample (404), nor see it listed', async () => {
    const { skuId } = await newSeller(t);
    const me = await buyer();
    const { id } = created(await call(me.token, 'create', { variantId: skuId }));
    expectOk(await call(me.token, 'review', { id, verdict: 'not_for_me', note: 'secret note' }));
    const other = await buyer();
    const notFound = (res: LightMyRequestResponse) =>
      expect(expectRefused(res, 404, 4040)).toBe('That sample does not exist');
    notFound(await call(other.token, 'review', { id, verdict: 'liked', note: 'mine now' }));
    notFound(await call(other.token, 'bulk', { id, num: 5 }));
    const theirs = await call(other.token, 'list');
    expect(theirs.body).not.toContain('secret note');
    expect(await samplesOf(other.token)).toEqual([]);
    expect(await samplesOf(me.token)).toMatchObject([{ id, verdict: 'not_for_me', note: 'secret note' }]);
    const cart = await get(t.app, '/v1/api/shopingCar/count', { token: other.token });
    expect(cart.json().result).toEqual({ count: 0 });
  });

  it('answers staff only with the Try-on List permission, which also pays the sample', async () => {
    const { skuId } = await newSeller(t);
    const owner = await buyer();
    const withPage = await newStaff(
      t,
      owner.token,
      await roleWith(t, owner.token, 'business', [['/businessCenter/tryOnList']]),
    );
    const without = await newStaff(t, owner.token, await roleWith(t, owner.token, 'business', [['/About']]));
    for (const [path, body] of [
      ['create', { variantId: skuId }],
      ['list', {}],
      ['bulk', { id: 1, num: 1 }],
      ['review', { id: 1, verdict: 'liked', note: '' }],
    ] as const)
      expectRefused(await call(without.token, path, body), 403, 4030);
    expectRefused(await post(t.app, '/v1/sample/list', {}), 401, 1001);

    const made = created(await call(withPage.token, 'create', { variantId: skuId }));
    const paid = await post(t.app, '/v1/api/payment/pay', payBody([made.orderId], 3, made.total), {
      token: withPage.token,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await samplesOf(owner.token)).toMatchObject([{ id: made.id, state: 'paid' }]);

    // Try-on List pays samples only: not the business's other orders, nor a sample mixed with one.
    const other = await unpaidOrderOf(owner);
    for (const ids of [[other.id], [other.id, made.orderId]]) {
      const refused = await post(t.app, '/v1/api/payment/pay', payBody(ids, 3, other.total), {
        token: withPage.token,
      });
      expectRefused(refused, 403, 4030);
      expect(refused.json().message).toMatch(/sample orders only/);
    }
    // Nor checks out the cart.
    expectRefused(await post(t.app, '/v1/api/order/confirmOrder', {}, { token: withPage.token }), 403, 4030);
  });
});
