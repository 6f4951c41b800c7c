import { WALLET_LEDGER_KINDS } from '@dropmall/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, post } from '../support/http';
import { apply, ok, refused } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

interface Row {
  kind: string;
  amount: number;
  balanceAfter: number;
  withdrawalId: number | null;
  withdrawalNo: string | null;
}

const ledger = (token: string, fields: Record<string, string | number> = {}) =>
  post(t.app, '/v1/cash/ledger', fields, { token });
// The business's days: São Paulo by default.
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

describe(`payment details (${testDbKind})`, () => {
  it('the database and the contract know the same ledger kinds', () => {
    expect([...LEDGER_KINDS]).toEqual([...WALLET_LEDGER_KINDS]);
  });

  it('lists the ledger newest first, by kind and by days', async () => {
    const shop = await newBuyer(t.database.db, '100');
    const made = ok<{ id: number; withdrawalNo: string }>(await apply(t, shop.token, '25'));
    ok(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: shop.token }));

    const all = ok<{ records: Row[]; total: number }>(await ledger(shop.token));
    expect(all.total).toBe(3);
    expect(all.records.map((r) => [r.kind, r.amount, r.balanceAfter])).toEqual([
      ['withdrawal_return', 25, 100],
      ['withdrawal_hold', -25, 75],
      ['system_add', 100, 100],
    ]);
    expect(all.records[0]?.withdrawalId).toBe(made.id);
    expect(all.records[0]?.withdrawalNo).toBe(made.withdrawalNo);
    expect(all.records[2]?.withdrawalNo).toBeNull();

    const holds = ok<{ records: Row[] }>(await ledger(shop.token, { kind: 'withdrawal_hold' }));
    expect(holds.records.map((r) => r.kind)).toEqual(['withdrawal_hold']);
    const day = today();
    expect(ok<{ total: number }>(await ledger(shop.token, { startTime: day, endTime: day })).total).toBe(3);
    expect(ok<{ total: number }>(await ledger(shop.token, { endTime: '2020-01-01' })).total).toBe(0);
    expect(ok<{ total: number }>(await ledger(shop.token, { startTime: '2999-01-01' })).total).toBe(0);
    expect(refused(await ledger(shop.token, { startTime: '01/02/2026' }), 400)).toBe(
      'startTime must be a date like 2026-01-31',
    );
    refused(await ledger(shop.token, { kind: 'gift' }), 400);

    // The buyer's own ledger call reads the new kinds too.
    const mall = await get(t.app, '/v1/api/wallet/ledger', { token: shop.token });
    expect(mall.statusCode, mall.body).toBe(200);
    expect(mall.json().result.records[0].kind).toBe('withdrawal_return');
  });
});
