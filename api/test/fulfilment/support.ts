import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { PRODUCT_STATUS, products, productVariants } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody } from '../support/commerce';
import { post } from '../support/http';
import { cursorPerDatabase } from '../support/per-database';
import { handOver, setStock } from '../support/stock';

export type Business = Awaited<ReturnType<typeof newBuyer>>;

const nextProduct = cursorPerDatabase(150);

/**
 * A seller of its own (a business with an owner's session) selling one product of the demo catalogue: the
 * product is handed to it in the database, as if it had listed it. Answers the seller, the product and one
 * of its variants (stock 100).
 */
export async function newSeller(t: TestApp) {
  const db = t.database.db;
  const seller = await newBuyer(db, '5000');
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.status, PRODUCT_STATUS.onShelf))
    .orderBy(asc(products.id))
    .limit(1)
    .offset(nextProduct(db));
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(and(eq(productVariants.productId, product?.id ?? 0), eq(productVariants.invalid, 0)))
    .limit(1);
  if (!product || !variant) throw new Error('no product to sell');
  await handOver(db, product.id, seller.businessId);
  await setStock(db, variant.id, 100);
  return { seller, skuId: variant.id, productId: product.id };
}

/** A buyer with a balance orders `num` of the seller's variant and pays it from the balance: a paid order. */
export async function paidOrder(t: TestApp, skuId: number, buyer?: Business, num = 1) {
  const who = buyer ?? (await newBuyer(t.database.db, '5000'));
  const address = await addAddress(t.app, t.database.db, who.token);
  const line = await addToCart(t.app, who.token, skuId, num);
  const res = await checkout(t.app, who.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number; orderNo: string };
  const paid = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), {
    token: who.token,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { buyer: who, order };
}

/** The first carrier of /order/getExpressCompany. */
export async function firstCarrier(t: TestApp, token: string) {
  const res = await post(t.app, '/v1/order/getExpressCompany', {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  const [carrier] = res.json().model as { id: number; name: string }[];
  if (!carrier) throw new Error('no carrier');
  return carrier;
}

export function ship(
  t: TestApp,
  token: string,
  fields: { id: number; expressId: number | string; trackingNo: string },
  lang?: 'en' | 'zh',
): Promise<LightMyRequestResponse> {
  return post(t.app, '/v1/order/ship', fields, { token, lang });
}

export function sellerList(t: TestApp, token: string, fields: Record<string, string | number> = {}) {
  return post(t.app, '/v1/order/sellerOrderList', fields, { token });
}
