import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../support/app';
import { addAddress, addToCart, checkout, newBuyer, payBody, variantWithStock } from '../support/commerce';
import { get, post } from '../support/http';
import { cursorPerDatabase } from '../support/per-database';

export interface Counts {
  orderCount: number;
  sysCount: number;
  totalCount: number;
  list: { type: number; num: number }[];
}
export interface Item {
  id: number;
  type: number;
  status: number;
  category: 'order' | 'system';
  title: string;
  content: string;
  link: string;
}

export function apiResult<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as T;
}

export const counts = async (app: FastifyInstance, token: string) =>
  apiResult<Counts>(await get(app, '/v1/api/message/noticeCount', { token }));

export const list = async (app: FastifyInstance, token: string, query = '', lang?: 'en' | 'zh') =>
  apiResult<{ records: Item[]; total: number }>(
    await get(app, `/v1/api/message/list${query ? `?${query}` : ''}`, { token, lang }),
  );

const nextVariant = cursorPerDatabase(40);
/** A buyer (with a balance) and an unpaid order of one item; `num` pieces at the variant's price. */
export async function unpaidOrder(t: TestApp, buyer?: Awaited<ReturnType<typeof newBuyer>>, num = 1) {
  const who = buyer ?? (await newBuyer(t.database.db, '5000'));
  const address = await addAddress(t.app, t.database.db, who.token);
  const v = await variantWithStock(t.database.db, 50, nextVariant(t.database));
  const line = await addToCart(t.app, who.token, v.skuId, num);
  const res = await checkout(t.app, who.token, [line.id], address.id);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result.orders[0] as { id: number; total: number; orderNo: string };
  return { buyer: who, order, sellerId: v.sellerId, productId: v.productId };
}

export async function payByBalance(t: TestApp, token: string, order: { id: number; total: number }) {
  return post(t.app, '/v1/api/payment/pay', payBody([order.id], 3, order.total), { token });
}
