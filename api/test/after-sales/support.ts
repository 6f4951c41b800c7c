import { randomBytes } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  afterSales,
  businessUsers,
  messages,
  orderItems,
  orders,
  productVariants,
  walletLedger,
} from '../../src/db/schema';
import { SessionService } from '../../src/modules/accounts/session-service';
import { firstCarrier } from '../fulfilment/support';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { post } from '../support/http';
import { cursorPerDatabase, perDatabase } from '../support/per-database';

export type Buyer = Awaited<ReturnType<typeof newBuyer>>;

export function ok<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

/** A refusal: the status, and the message in the asked language. */
export function refused(res: LightMyRequestResponse, status: number, message: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success).toBe('false');
  expect(res.json().message).toMatch(message);
}

const nextVariant = cursorPerDatabase(80);
/**
 * A buyer with a balance and a paid (balance) order of `num` pieces of a variant no other test of the file
 * uses; answers the order, the variant and its seller.
 */
export async function paidOrder(t: TestApp, num = 2, buyer?: Buyer) {
  const who = buyer ?? (await newBuyer(t.database.db, '5000'));
  const address = await addAddress(t.app, t.database.db, who.token);
  const v = await variantWithStock(t.database.db, 50, nextVariant(t.database));
  const line = await addToCart(t.app, who.token, v.skuId, num);
  const res = await checkout(t.app, who.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number; orderNo: string };
  const paid = await post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), {
    token: who.token,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { buyer: who, order, skuId: v.skuId, sellerId: v.sellerId };
}

/** An unpaid order (checked out, not paid). */
export async function unpaidOrder(t: TestApp) {
  const who = await newBuyer(t.database.db, '5000');
  const address = await addAddress(t.app, t.database.db, who.token);
  const v = await variantWithStock(t.database.db, 50, nextVariant(t.database));
  const line = await addToCart(t.app, who.token, v.skuId, 1);
  const res = await checkout(t.app, who.token, [line.id], address.id);
  return { buyer: who, order: res.json().result.orders[0] as { id: number; total: number } };
}

const sellersOf = perDatabase(() => new Map<number, string>());
/** A logged-in owner of the seller business (the demo suppliers have no users of their own). */
export async function sellerToken(t: TestApp, sellerId: number): Promise<string> {
  const sellers = sellersOf(t.database);
  const known = sellers.get(sellerId);
  if (known) return known;
  const tag = randomBytes(4).toString('hex');
  const [user] = await t.database.db
    .insert(businessUsers)
    .values({
      businessId: sellerId,
      name: `Seller ${tag}`,
      email: `seller-${tag}@example.com`,
      passwordHash: 'x',
      isOwner: true,
    })
    .returning({ id: businessUsers.id });
  const token = await new SessionService(t.database.db).create({ kind: 'business', id: user?.id ?? 0 });
  sellers.set(sellerId, token);
  return token;
}

/** The seller ships the order through the shipping call, with the first carrier and a tracking number. */
export async function ship(t: TestApp, orderId: number) {
  const res = await shipAsSeller(t, orderId);
  expect(res.statusCode, res.body).toBe(200);
}

/** The seller's ship call for an order, answered as it comes (it may be refused). */
export async function shipAsSeller(t: TestApp, orderId: number, lang?: 'en' | 'zh') {
  const [order] = await t.database.db
    .select({ sellerId: orders.sellerBusinessId })
    .from(orders)
    .where(eq(orders.id, orderId));
  const token = await sellerToken(t, order?.sellerId ?? 0);
  const carrier = await firstCarrier(t, token);
  return post(
    t.app,
    '/v1/order/ship',
    { id: orderId, expressId: carrier.id, trackingNo: 'BR123456789' },
    { token, lang },
  );
}

export interface ApplyFields {
  orderId: number;
  type?: string;
  reason?: string;
  amount?: number | string;
  description?: string;
  vouchers?: string[];
  /** A return's items; when a return names none, every item of the order goes back in full. */
  items?: { orderItemId: number | string; num: number | string }[];
}

export async function apply(t: TestApp, token: string, f: ApplyFields, lang?: 'en' | 'zh') {
  const items =
    f.items ??
    (f.type === 'return'
      ? (await itemsOf(t, f.orderId)).map((i) => ({ orderItemId: i.id, num: i.num }))
      : undefined);
  return post(
    t.app,
    '/v1/api/afterSale/create',
    {
      paramJson: JSON.stringify({
        type: 'refund',
        reason: 'damaged',
        description: 'Broken on arrival',
        ...f,
        ...(items ? { items } : {}),
      }),
    },
    { token, lang },
  );
}

export interface AfterSale {
  id: number;
  afterSaleNo: string;
  orderId: number;
  state: string;
  type: string;
  amount: number;
  role: 'buyer' | 'seller';
  orderStatus: string;
  refundedTotal: number;
  returnAddress: { name: string; lines: string[] } | null;
  trackingNo: string;
  expressCompany: string;
  refuseReason: string;
  vouchers: string[];
  reasonText: string;
  refundPaid: number | null;
  refundFailure: string;
  refundTo: 'original' | 'balance';
  refundRoute: 'balance' | 'provider' | null;
  refundRef: string;
  moves: { from: string | null; to: string; action: string; actor: string; note: string; at: string }[];
  actions: string[];
}

export const act = (
  t: TestApp,
  token: string,
  path: string,
  fields: Record<string, string | number>,
  lang?: 'en' | 'zh',
) => post(t.app, `/v1/api/afterSale/${path}`, fields, { token, lang });

export async function balance(t: TestApp, token: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/api/wallet/balance',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().result.balance;
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  const [v] = await t.database.db
    .select({ stock: productVariants.stock })
    .from(productVariants)
    .where(eq(productVariants.id, skuId));
  return v?.stock ?? -1;
}

export async function orderRow(t: TestApp, orderId: number) {
  const [o] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
  return o;
}

export async function refundLedger(t: TestApp, businessId: number) {
  return t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.businessId, businessId), eq(walletLedger.kind, 'order_refund')));
}

/** Messages sent for one after-sale, by event ('after-sale:<event>:<id>'). */
export async function messagesOf(t: TestApp, afterSaleId: number) {
  return t.database.db
    .select({
      key: messages.eventKey,
      businessId: messages.businessId,
      link: messages.link,
      title: messages.title,
    })
    .from(messages)
    .where(like(messages.eventKey, `after-sale:%:${afterSaleId}`));
}

export async function afterSaleCount(t: TestApp, orderId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(afterSales)
    .where(eq(afterSales.orderId, orderId));
  return row?.n ?? 0;
}

export async function itemsOf(t: TestApp, orderId: number) {
  return t.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}
