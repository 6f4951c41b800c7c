import { and, eq, ne } from 'drizzle-orm';
import { PRODUCT_STATUS, products, productVariants } from '../../../src/db/schema';
import { act, apply, sellerToken, shipAsSeller } from '../../after-sales/support';
import { firstCarrier } from '../../fulfilment/support';
import { addAddress, addToCart, checkout, payBody } from '../../support/commerce';
import { post } from '../../support/http';
import { cursorPerDatabase } from '../../support/per-database';
import { setStock } from '../../support/stock';
import { okBody, type World } from './world';

export interface Order {
  id: number;
  total: number;
  orderNo: string;
}

const nextVariant = cursorPerDatabase(0);
/** An on-shelf variant (stock 50) that A does not sell, so A may buy it. */
async function variantNotOfA(w: World) {
  const [row] = await w.t.database.db
    .select({ skuId: productVariants.id, sellerId: products.businessId })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(
      and(
        eq(products.status, PRODUCT_STATUS.onShelf),
        eq(productVariants.invalid, 0),
        ne(products.businessId, w.a.businessId),
      ),
    )
    .orderBy(productVariants.id)
    .limit(1)
    .offset(nextVariant(w.t.database));
  if (!row) throw new Error('no variant to buy');
  await setStock(w.t.database.db, row.skuId, 50);
  return row;
}

/** A line in A's cart and the preview's price of it. */
export async function cartLineOfA(w: World) {
  const v = await variantNotOfA(w);
  const line = await addToCart(w.t.app, w.a.token, v.skuId, 1);
  return { lineId: line.id, skuId: v.skuId, sellerId: v.sellerId };
}

async function checkoutAs(w: World, token: string, lineId: number, addressId: number): Promise<Order> {
  const res = await checkout(w.t.app, token, [lineId], addressId);
  return okBody<{ orders: Order[] }>(res).orders[0] as Order;
}

async function pay(w: World, token: string, order: Order) {
  okBody(await post(w.t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), { token }));
}

/** An order A placed (as a buyer), in the state asked for. */
export async function orderOfA(w: World, state: 'unpaid' | 'paid' | 'shipped') {
  const line = await cartLineOfA(w);
  const order = await checkoutAs(w, w.a.token, line.lineId, w.a.addressId);
  if (state !== 'unpaid') await pay(w, w.a.token, order);
  if (state === 'shipped') okBody(await shipAsSeller(w.t, order.id));
  return { ...order, sellerId: line.sellerId };
}

/** An order C placed for A's product (A is the seller), paid, or shipped by A. */
export async function saleOfA(w: World, state: 'paid' | 'shipped') {
  const line = await addToCart(w.t.app, w.c.token, w.aSells.skuId, 1);
  const order = await checkoutAs(w, w.c.token, line.id, w.c.addressId);
  await pay(w, w.c.token, order);
  if (state === 'shipped') {
    const carrier = await firstCarrier(w.t, w.a.token);
    okBody(
      await post(
        w.t.app,
        '/v1/order/ship',
        { id: order.id, expressId: carrier.id, trackingNo: `SALE${order.id}BR` },
        { token: w.a.token },
      ),
    );
  }
  return order;
}

const created = (res: Awaited<ReturnType<typeof apply>>) => okBody<{ id: number; afterSaleNo: string }>(res);

/** An after-sale A asked for as a buyer: a pending refund, or a return the seller agreed to. */
export async function afterSaleOfA(w: World, state: 'pending' | 'to_return') {
  if (state === 'pending') {
    const order = await orderOfA(w, 'paid');
    return created(await apply(w.t, w.a.token, { orderId: order.id, amount: order.total }));
  }
  const order = await orderOfA(w, 'shipped');
  const request = created(
    await apply(w.t, w.a.token, { orderId: order.id, type: 'return', amount: order.total }),
  );
  const seller = await sellerToken(w.t, order.sellerId);
  const address = await addAddress(w.t.app, w.t.database.db, seller);
  okBody(await act(w.t, seller, 'agree', { id: request.id, addressId: address.id }));
  return request;
}

/** An after-sale C asked of A (the seller): a pending refund, or a return agreed, or on its way back to A. */
export async function afterSaleToA(w: World, state: 'pending' | 'to_return' | 'returning') {
  if (state === 'pending') {
    const order = await saleOfA(w, 'paid');
    return created(await apply(w.t, w.c.token, { orderId: order.id, amount: order.total }));
  }
  const order = await saleOfA(w, 'shipped');
  const request = created(
    await apply(w.t, w.c.token, { orderId: order.id, type: 'return', amount: order.total }),
  );
  okBody(await act(w.t, w.a.token, 'agree', { id: request.id, addressId: w.a.addressId }));
  if (state === 'to_return') return request;
  okBody(
    await act(w.t, w.c.token, 'uploadExpressInfo', {
      id: request.id,
      expressCompany: 'Correios',
      trackingNo: `BACK${request.id}`,
    }),
  );
  return request;
}
