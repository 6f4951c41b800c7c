import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StoreView } from '@dropmall/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { composeServices } from '../../src/compose';
import type { Db } from '../../src/db/client';
import { products, sandboxShops, storeOrders, stores } from '../../src/db/schema';
import { signWebhook } from '../../src/modules/stores';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer, variantWithStock } from '../support/commerce';
import { post } from '../support/http';

/** A free local port (for an app that must call itself: the sandbox store). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The real app listening on 127.0.0.1, so the sandbox store is reached over HTTP as a real store is. */
export async function listeningApp(env: Record<string, string> = {}): Promise<TestApp & { origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: origin, ...env });
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, origin };
}

export async function shopByHandle(t: TestApp, handle: string) {
  const [shop] = await t.database.db.select().from(sandboxShops).where(eq(sandboxShops.handle, handle));
  if (!shop) throw new Error(`no sandbox shop ${handle}`);
  return shop;
}

/** A local receiver of webhooks: what arrived, raw. */
export async function webhookReceiver() {
  const received: { headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function okModel<T>(res: { statusCode: number; body: string; json(): { code: number; model: T } }): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().model;
}

/**
 * A Shopify `orders/create` webhook of this body, signed with the sandbox shop's secret as the shop signs
 * it, delivered to the store over HTTP; answers the id of the store order kept.
 */
export async function deliverOrder(
  t: TestApp & { origin: string },
  store: { id: number; domain: string },
  body: { id: number } & Record<string, unknown>,
): Promise<number> {
  const shop = await shopByHandle(t, store.domain);
  const raw = JSON.stringify(body);
  const res = await fetch(`${t.origin}/v1/store/webhook/${store.id}`, {
    method: 'POST',
    body: raw,
    headers: {
      'content-type': 'application/json',
      'x-shopify-topic': 'orders/create',
      'x-shopify-hmac-sha256': signWebhook(shop.webhookSecret, raw),
    },
  });
  expect(res.status).toBe(200);
  const [row] = await t.database.db
    .select({ id: storeOrders.id })
    .from(storeOrders)
    .where(and(eq(storeOrders.storeId, store.id), eq(storeOrders.platformOrderId, String(body.id))));
  if (!row) throw new Error('store order not kept');
  return row.id;
}

/** A connected store of a business, written straight to the table (the tests' own, not one connected by OAuth). */
export async function storeOfBusiness(
  db: Db,
  businessId: number,
  platform: 'shopify' | 'sandbox',
  name: string,
): Promise<typeof stores.$inferSelect> {
  const [row] = await db
    .insert(stores)
    .values({
      businessId,
      platform,
      name,
      domain: `${name.split(' ')[0]?.toLowerCase()}-${randomBytes(4).toString('hex')}`,
    })
    .returning();
  if (!row) throw new Error('no store');
  return row;
}

/** A store customer's United States shipping address, as the platforms send it. */
export const US_SHIPPING = {
  first_name: 'John',
  last_name: 'Doe',
  address1: '1 Main St',
  city: 'Austin',
  province: 'TX',
  zip: '73301',
  country_code: 'US',
  phone: '+15125550100',
};

/** A store customer's full US address as Shopify's order webhooks carry it (with the name). */
export const US_ORDER_ADDRESS = { name: 'John Doe', ...US_SHIPPING };

/**
 * The world of the autopilot tests: a listening app, two composed service sets on its database (two API
 * instances' runners), a business with a balance and a connected sandbox store, and the SKU of a mall variant
 * with stock that store orders can name.
 */
export async function sandboxStoreWorld(storeName: string) {
  const t = await listeningApp();
  const s = composeServices({ config: t.config, database: t.database });
  const s2 = composeServices({ config: t.config, database: t.database });
  const owner = await newBuyer(t.database.db, '100000');
  const store = okModel<StoreView>(
    await post(t.app, '/v1/store/connect', { platform: 'sandbox', name: storeName }, { token: owner.token }),
  );
  const variant = await variantWithStock(t.database.db, 10_000, 2);
  const [product] = await t.database.db.select().from(products).where(eq(products.id, variant.productId));
  return { t, s, s2, owner, store, sku: `${product?.sku}-${variant.skuId}` };
}
