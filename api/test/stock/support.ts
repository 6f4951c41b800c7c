import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { stockBalances, stockLedger, variantBarcodes, warehouses } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { get, post } from '../support/http';

/** The office envelope's model of a 200 answer. */
export function model<T>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().model as T;
}

export const call = (
  t: TestApp,
  token: string,
  path: string,
  body: Record<string, string | number> = {},
  lang?: 'en' | 'zh',
) => post(t.app, `/v1${path}`, body, { token, ...(lang ? { lang } : {}) });

/** A draft merchant stock-in document of the caller in a warehouse (1 = China). */
export async function newDocument(t: TestApp, token: string, warehouseId = 1): Promise<number> {
  return model<{ id: number }>(await call(t, token, '/stock/document/create', { warehouseId })).id;
}

/** On hand and reserved of a variant, summed over its bins (of one warehouse when given). */
export async function balanceOf(t: TestApp, variantId: number, warehouseId?: number) {
  const [row] = await t.database.db
    .select({
      onHand: sql<number>`coalesce(sum(${stockBalances.onHand}), 0)::int`,
      reserved: sql<number>`coalesce(sum(${stockBalances.reserved}), 0)::int`,
    })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.variantId, variantId),
        warehouseId === undefined ? undefined : eq(stockBalances.warehouseId, warehouseId),
      ),
    );
  return row ?? { onHand: 0, reserved: 0 };
}

/** The ledger rows of one reference (an order, a document), oldest first. */
export async function ledgerOf(t: TestApp, refType: 'order' | 'document', refId: number) {
  return t.database.db
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.refType, refType), eq(stockLedger.refId, refId)))
    .orderBy(stockLedger.id);
}

/** A third-party warehouse of a business, written directly (its page comes later). */
export async function ownWarehouse(t: TestApp, businessId: number): Promise<number> {
  const [row] = await t.database.db
    .insert(warehouses)
    .values({ businessId, nameEn: 'My warehouse', nameZh: '我的仓库', country: 'BR', address: 'Rua A, 1' })
    .returning({ id: warehouses.id });
  return row?.id ?? 0;
}

/** What the mall's product page says is left of a variant (kc). */
export async function mallKc(t: TestApp, productId: number, variantId: number): Promise<number | undefined> {
  const res = await get(t.app, `/v1/mall/index/get?id=${productId}`);
  expect(res.statusCode, res.body).toBe(200);
  const found = JSON.stringify(res.json()).match(new RegExp(`"cols1":"${variantId}"[^}]*?"kc":(\\d+)`));
  return found ? Number(found[1]) : undefined;
}

/** The barcode the stock module gave a variant (generated on first need). */
export const barcodeOf = async (t: TestApp, variantId: number) =>
  (await t.database.db.select().from(variantBarcodes).where(eq(variantBarcodes.variantId, variantId)))[0]
    ?.code ?? '';
