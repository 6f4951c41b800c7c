import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
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
    // Dates of the right shape that are no days are told so, not sent to the database.
    for (const bad of ['2026-02-30', '0000-01-01', '2026-13-01'])
      expect(refused(await ledger(shop.token, { startTime: bad }), 400)).toBe(
        'startTime must be a date like 2026-01-31',
      );

    // The buyer's own ledger call reads the new kinds too.
    const mall = await get(t.app, '/v1/api/wallet/ledger', { token: shop.token });
    expect(mall.statusCode, mall.body).toBe(200);
    expect(mall.json().result.records[0].kind).toBe('withdrawal_return');
  });

  it('every list query of withdrawals and the ledger is served by its index', async () => {
    // Enough rows, spread over businesses, states and kinds, for the planner to choose as it would live.
    const db = t.database.db;
    await db.execute(
      sql`insert into businesses (name) select 'Plan shop ' || g from generate_series(1, 300) g`,
    );
    await db.execute(sql`insert into withdrawals (withdrawal_no, business_id, applicant_id, amount, state, method, payout, created_at)
      select 'WDX' || b.id || '-' || g, b.id, 0, 10, (array['pending','paid','rejected','cancelled'])[1 + g % 4], 'pix',
             '{}'::jsonb, now() - (g || ' minutes')::interval
      from businesses b cross join generate_series(1, 40) g`);
    await db.execute(sql`insert into wallet_ledger (business_id, kind, amount, balance_after, created_at)
      select b.id, (array['system_add','order_payment','order_refund','order_income','withdrawal_hold','withdrawal_return'])[1 + g % 6],
             1, 1, now() - (g || ' hours')::interval
      from businesses b cross join generate_series(1, 60) g`);
    await db.execute(sql`analyze withdrawals`);
    await db.execute(sql`analyze wallet_ledger`);
    const queries: [string, string][] = [
      [
        'select * from withdrawals where business_id = 1 order by created_at desc, id desc limit 10',
        'withdrawals_business',
      ],
      [
        `select * from withdrawals where business_id = 1 and state = 'paid' order by created_at desc limit 10`,
        'withdrawals_business_state_idx',
      ],
      [
        `select * from withdrawals where state = 'pending' order by created_at, id limit 10`,
        'withdrawals_queue_idx',
      ],
      [
        'select * from wallet_ledger where business_id = 1 order by created_at desc, id desc limit 20',
        'wallet_ledger_business',
      ],
      [
        `select * from wallet_ledger where business_id = 1 and kind = 'order_income' order by created_at desc limit 20`,
        'wallet_ledger_business_kind_idx',
      ],
      [
        `select * from wallet_ledger where business_id = 1 and created_at >= '2026-01-01' and created_at < '2026-02-01'`,
        'wallet_ledger_business',
      ],
    ];
    for (const [query, index] of queries) {
      const plan = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(tx as never, sql.raw(`explain ${query}`));
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, query).not.toMatch(/Seq Scan/);
      expect(plan, `${query}\n${plan}`).toMatch(new RegExp(`Index.* on ${index}|Index.* using ${index}`));
    }
  });
});
