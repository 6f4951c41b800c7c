import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { orders, walletLedger, wallets } from '../../src/db/schema';
import type { TestApp } from '../support/app';
import { get, post } from '../support/http';

/** A valid CPF (check digits right), usable as a Pix key. */
export const CPF_KEY = '529.982.247-25';

export const PIX = { method: 'pix', pixKey: CPF_KEY };
export const BANK = {
  method: 'bank',
  bankName: 'Banco do Brasil',
  branch: '0001-9',
  accountNumber: '12345-6',
  holderName: 'Maria Silva',
};

export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(0);
  return res.json().model as T;
}

export function refused(res: LightMyRequestResponse, status: number): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).not.toBe(0);
  return res.json().msg as string;
}

export const apply = (
  t: TestApp,
  token: string,
  amount: string | number,
  payout: Record<string, string> = PIX,
  lang?: 'en' | 'zh',
) => post(t.app, '/v1/cash/apply', { amount, ...payout }, { token, lang });

export async function balanceOf(t: TestApp, businessId: number): Promise<number> {
  const [row] = await t.database.db.select().from(wallets).where(eq(wallets.businessId, businessId));
  return Number(row?.balance ?? 0);
}

export async function ledgerOf(
  t: TestApp,
  businessId: number,
  kind?: (typeof walletLedger.$inferSelect)['kind'],
) {
  return t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.businessId, businessId), kind ? eq(walletLedger.kind, kind) : undefined));
}

/** The wallet balance always equals the sum of its ledger. */
export async function expectBalanced(t: TestApp, businessId: number) {
  const rows = await ledgerOf(t, businessId);
  const sum = rows.reduce((acc, r) => acc + Math.round(Number(r.amount) * 100), 0) / 100;
  expect(await balanceOf(t, businessId)).toBeCloseTo(sum, 4);
}

/** Ships an order the way the shipping module will (not built on this branch): the state only. */
export async function markShipped(t: TestApp, orderId: number) {
  await t.database.db
    .update(orders)
    .set({ status: 'shipped', shippedAt: new Date() })
    .where(eq(orders.id, orderId));
}

export const confirmReceipt = (t: TestApp, token: string, id: number) =>
  post(t.app, '/v1/api/order/confirmReceiptOrder', { id }, { token });

export const listMine = (t: TestApp, token: string, fields: Record<string, string | number> = {}) =>
  post(t.app, '/v1/cash/list', fields, { token });

export const overview = (t: TestApp, token: string) => get(t.app, '/v1/cash/overview', { token });
