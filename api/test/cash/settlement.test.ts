import type { WalletLedgerKind } from '@dropmall/contract';
import { and, eq, lt, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, walletLedger, wallets } from '../../src/db/schema';
import { newOperator, newStaff, roleWith, SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { get, loginToken, post } from '../support/http';
import { apply, balanceOf, confirmReceipt, expectBalanced, ok, refused } from './support';

/**
 * Payment settlement: statements per week or month read from the balance ledger. Each test makes a
 * business of its own and writes its ledger at chosen moments (São Paulo, the businesses' default zone,
 * is UTC-3 all year), or moves money through the real calls (finishing an order, applying to withdraw).
 */
let t: TestApp;
let operator = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

type Statement = Record<string, number | string | boolean> & { start: string; businessId: number };
interface Line {
  kind: string;
  amount: number;
  orderNo: string | null;
  withdrawalNo: string | null;
}
type Detail = Statement &
  Record<'orderLines' | 'refundLines' | 'feeLines' | 'withdrawalLines' | 'otherLines', Line[]>;

/** A moment in São Paulo: local('2025-03-31T23:59'). */
const local = (at: string) => new Date(`${at}:00-03:00`);
const ZONE = 'America/Sao_Paulo';
const todayLocal = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());

/** Writes one ledger row at a moment and moves the wallet with it (as WalletService does, back-dated). */
async function book(app: TestApp, businessId: number, kind: WalletLedgerKind, amount: number, at: Date) {
  await app.database.db.transaction(async (tx) => {
    const text = amount.toFixed(4);
    await tx.insert(wallets).values({ businessId, balance: '0' }).onConflictDoNothing();
    const [wallet] = await tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${text}` })
      .where(eq(wallets.businessId, businessId))
      .returning({ balance: wallets.balance });
    await tx.insert(walletLedger).values({
      businessId,
      kind,
      amount: text,
      balanceAfter: wallet?.balance ?? text,
      reason: 'test',
      createdAt: at,
    });
  });
}

/** The ledger's balance at a moment: the sum of every row before it, and the last row's balance_after. */
async function ledgerBalanceBefore(businessId: number, at: Date) {
  const rows = await t.database.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.businessId, businessId), lt(walletLedger.createdAt, at)))
    .orderBy(walletLedger.createdAt, walletLedger.id);
  const cents = rows.reduce((sum, r) => sum + Math.round(Number(r.amount) * 100), 0);
  return { sum: cents / 100, last: Number(rows.at(-1)?.balanceAfter ?? 0) };
}

/** A shipped order of a fresh buyer with a seller of the test's own, ready for the buyer to confirm. */
async function shippedOrder(app: TestApp, sellerId: number, total: string) {
  const buyer = await newBuyer(app.database.db);
  const [order] = await app.database.db
    .insert(orders)
    .values({
      orderNo: `ST${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      businessId: buyer.businessId,
      sellerBusinessId: sellerId,
      status: 'shipped',
      productTotal: total,
      expressFee: '0',
      total,
      address: {},
      paidAt: new Date(),
      shippedAt: new Date(),
      expiresAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('no order');
  return { buyer, order };
}

const list = (token: string, fields: Record<string, string | number>, lang?: 'en' | 'zh') =>
  post(t.app, '/v1/cash/settlement/list', fields, { token, lang });
const detail = (token: string, fields: Record<string, string | number>, app = t) =>
  post(app.app, '/v1/cash/settlement/detail', fields, { token });
const file = (token: string, query: Record<string, string | number>, lang?: 'en' | 'zh') =>
  get(t.app, `/v1/cash/settlement/file?${new URLSearchParams(query as Record<string, string>)}`, {
    token,
    lang,
  });

/** A business whose March 2025 is known to the cent (see the figures in the first test). */
async function marchSeller() {
  const shop = await newBuyer(t.database.db);
  const id = shop.businessId;
  await book(t, id, 'system_add', 100, local('2025-02-10T10:00'));
  await book(t, id, 'order_income', 50.1, local('2025-03-01T00:00'));
  await book(t, id, 'order_income', 30.25, local('2025-03-15T12:00'));
  await book(t, id, 'income_refund', -10.05, local('2025-03-20T09:00'));
  await book(t, id, 'withdrawal_hold', -40, local('2025-03-22T09:00'));
  await book(t, id, 'withdrawal_return', 15, local('2025-03-25T09:00'));
  await book(t, id, 'order_payment', -5.5, local('2025-03-28T09:00'));
  // Sunday 23:59: the last minute of the week of 24 March.
  await book(t, id, 'order_income', 1, local('2025-03-30T23:59'));
  // Monday 31 March 23:59, local: the last minute of March (02:59 on 1 April in UTC).
  await book(t, id, 'order_income', 19.99, local('2025-03-31T23:59'));
  await book(t, id, 'order_income', 7, local('2025-04-01T00:00'));
  return shop;
}

describe(`payment settlement (${testDbKind})`, () => {
  it('a month: income, refunds, withdrawals, other moves; opening + net - withdrawals + other = closing = the ledger at the end', async () => {
    const shop = await marchSeller();
    const page = ok<{ records: Statement[]; total: number }>(
      await list(shop.token, { period: 'month', from: '2025-02-01', to: '2025-04-30' }),
    );
    expect(page.total).toBe(3);
    expect(page.records.map((r) => r.start)).toEqual(['2025-04-01', '2025-03-01', '2025-02-01']);
    const [april, march, february] = page.records;
    expect(february).toMatchObject({ openingBalance: 0, other: 100, net: 0, closingBalance: 100 });
    expect(march).toMatchObject({
      businessId: shop.businessId,
      period: 'month',
      start: '2025-03-01',
      end: '2025-03-31',
      timeZone: ZONE,
      inProgress: false,
      openingBalance: 100,
      income: 101.34,
      orderCount: 4,
      refunds: -10.05,
      fees: 0,
      net: 91.29,
      withdrawals: 25,
      other: -5.5,
      closingBalance: 160.79,
    });
    expect(april).toMatchObject({ openingBalance: 160.79, income: 7, orderCount: 1, closingBalance: 167.79 });

    // To the cent with the ledger: at the end of March (1 April, 00:00 local) and of April.
    for (const [statement, end] of [
      [march, local('2025-04-01T00:00')],
      [april, local('2025-05-01T00:00')],
    ] as const) {
      const ledger = await ledgerBalanceBefore(shop.businessId, end);
      expect(statement?.closingBalance).toBe(ledger.sum);
      expect(statement?.closingBalance).toBe(ledger.last);
      const s = statement as unknown as Record<'openingBalance' | 'net' | 'withdrawals' | 'other', number>;
      expect(Math.round((s.openingBalance + s.net - s.withdrawals + s.other) * 100)).toBe(
        Math.round(ledger.sum * 100),
      );
    }
  });

  it('weeks start on Monday; 23:59 local on the last day belongs to that period', async () => {
    const shop = await marchSeller();
    const page = ok<{ records: Statement[] }>(
      await list(shop.token, { period: 'week', from: '2025-03-26', to: '2025-04-02' }),
    );
    // 26 March is a Wednesday: its week starts on Monday 24 March.
    expect(page.records.map((r) => [r.start, r.end])).toEqual([
      ['2025-03-31', '2025-04-06'],
      ['2025-03-24', '2025-03-30'],
    ]);
    const [last, first] = page.records;
    expect(first).toMatchObject({
      openingBalance: 130.3,
      income: 1,
      orderCount: 1,
      withdrawals: -15,
      other: -5.5,
      closingBalance: 140.8,
    });
    expect(last).toMatchObject({
      openingBalance: 140.8,
      income: 26.99,
      orderCount: 2,
      closingBalance: 167.79,
    });

    // The month's detail: the 23:59 order of 31 March is among March's lines, the 00:00 one of April is not.
    const march = ok<Detail>(await detail(shop.token, { period: 'month', start: '2025-03-17' }));
    expect(march.start).toBe('2025-03-01');
    expect(march.orderLines.map((l) => l.amount)).toEqual([50.1, 30.25, 1, 19.99]);
    expect(march.refundLines.map((l) => l.amount)).toEqual([-10.05]);
    expect(march.withdrawalLines.map((l) => [l.kind, l.amount])).toEqual([
      ['withdrawal_hold', -40],
      ['withdrawal_return', 15],
    ]);
    expect(march.otherLines.map((l) => [l.kind, l.amount])).toEqual([['order_payment', -5.5]]);
  });

  it('this month through the real calls: a finished order, a refund taken from its income, a withdrawal', async () => {
    const shop = await newBuyer(t.database.db);
    // The opening balance: money from long before this month (outside the income window, so withdrawable).
    await book(t, shop.businessId, 'system_add', 200, new Date(Date.now() - 40 * 86_400_000));
    const { buyer, order } = await shippedOrder(t, shop.businessId, '80.40');
    expect((await confirmReceipt(t, buyer.token, order.id)).statusCode).toBe(200);
    // An after-sale refund of the finished order takes 12.30 back from the seller's income (refund.ts).
    await t.database.db.transaction(async (tx) => {
      const { WalletService } = await import('../../src/modules/wallet/service');
      const { default: Decimal } = await import('decimal.js');
      await new WalletService(t.database.db).debit(tx, shop.businessId, {
        kind: 'income_refund',
        amount: new Decimal('12.30'),
        reason: 'test refund',
        orderId: order.id,
      });
    });
    const withdrawal = ok<{ withdrawalNo: string }>(await apply(t, shop.token, '50'));
    await expectBalanced(t, shop.businessId);

    const today = todayLocal();
    const month = `${today.slice(0, 7)}-01`;
    const page = ok<{ records: Statement[] }>(
      await list(shop.token, { period: 'month', from: month, to: today }),
    );
    expect(page.records).toHaveLength(1);
    expect(page.records[0]).toMatchObject({
      start: month,
      inProgress: true,
      openingBalance: 200,
      income: 80.4,
      orderCount: 1,
      refunds: -12.3,
      fees: 0,
      net: 68.1,
      withdrawals: 50,
      other: 0,
      closingBalance: 218.1,
    });
    expect(page.records[0]?.closingBalance).toBe(await balanceOf(t, shop.businessId));

    const one = ok<Detail>(await detail(shop.token, { period: 'month', start: today }));
    expect(one.orderLines).toEqual([expect.objectContaining({ orderNo: order.orderNo, amount: 80.4 })]);
    expect(one.refundLines).toEqual([expect.objectContaining({ orderNo: order.orderNo, amount: -12.3 })]);
    expect(one.withdrawalLines).toEqual([
      expect.objectContaining({ withdrawalNo: withdrawal.withdrawalNo, amount: -50 }),
    ]);
  });

  it('downloads each statement as a real xlsx (in the reader’s language) and a real PDF', async () => {
    const shop = await marchSeller();
    const query = { period: 'month', start: '2025-03-01' };
    const xlsx = await file(shop.token, { ...query, format: 'xlsx' });
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toContain(
      `settlement-${shop.businessId}-month-2025-03-01.xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const summary = book.worksheets[0];
    const values = (summary?.getSheetValues() ?? []).map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values).toEqual(
      expect.arrayContaining([
        ['Opening balance', 100],
        ['Net amount', 91.29],
        ['Withdrawals', -25],
        ['Closing balance', 160.79],
      ]),
    );
    const lines = book.worksheets[1];
    expect(lines?.rowCount).toBe(1 + 8);
    expect(lines?.getRow(2).getCell(4).value).toBe(50.1);

    const zh = await file(shop.token, { ...query, format: 'xlsx' }, 'zh');
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    expect(zhBook.worksheets[0]?.getCell('A1').value).toBe('付款结算单');

    const pdf = await file(shop.token, { ...query, format: 'pdf' }, 'zh');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF-')).toBe(true);
    expect(bytes).toMatch(/\/Type \/Page\b/);
    expect(bytes.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('refuses a reversed, future, too long or unreal period with a clear 400 in the caller’s language', async () => {
    const shop = await newBuyer(t.database.db);
    const reversed = await list(shop.token, { period: 'month', from: '2025-04-01', to: '2025-03-01' });
    expect(refused(reversed, 400)).toBe('The settlement period is reversed: 2025-04-01 is after 2025-03-01');
    expect(
      refused(await list(shop.token, { period: 'month', from: '2025-04-01', to: '2025-03-01' }, 'zh'), 400),
    ).toBe('结算周期颠倒：2025-04-01 晚于 2025-03-01');
    const future = `${Number(todayLocal().slice(0, 4)) + 1}-01-01`;
    expect(refused(await list(shop.token, { period: 'week', from: future, to: future }), 400)).toContain(
      'has not begun',
    );
    expect(refused(await detail(shop.token, { period: 'month', start: future }), 400)).toContain(
      'has not begun',
    );
    expect(
      refused(await list(shop.token, { period: 'month', from: '2023-01-01', to: '2025-01-01' }), 400),
    ).toContain('at most 366 days');
    expect(
      refused(await list(shop.token, { period: 'month', from: '2025-02-30', to: '2025-03-01' }), 400),
    ).toContain('not a real date');
    refused(await list(shop.token, { period: 'year', from: '2025-01-01', to: '2025-03-01' }), 400);
    refused(await file(shop.token, { period: 'month', start: '2025-03-01', format: 'doc' }), 400);
  });

  it('a business never reads another’s statement (404); staff need the page (403); operators read every seller', async () => {
    const mine = await marchSeller();
    const other = await marchSeller();
    const query = { period: 'month', start: '2025-03-01' };
    refused(await detail(mine.token, { ...query, businessId: other.businessId }), 404);
    refused(await file(mine.token, { ...query, businessId: other.businessId, format: 'pdf' }), 404);
    refused(
      await list(mine.token, {
        period: 'month',
        from: '2025-03-01',
        to: '2025-03-31',
        businessId: other.businessId,
      }),
      404,
    );
    // Naming itself is fine.
    expect(ok<Detail>(await detail(mine.token, { ...query, businessId: mine.businessId })).net).toBe(91.29);

    const staff = async (page: string) =>
      (await newStaff(t, mine.token, await roleWith(t, mine.token, 'business', [[page]]))).token;
    const without = await staff('/cashCenter/paymentDetails');
    refused(await list(without, { period: 'month', from: '2025-03-01', to: '2025-03-31' }), 403);
    refused(await detail(without, query), 403);
    refused(await file(without, { ...query, format: 'xlsx' }), 403);
    const holding = await staff('/cashCenter/paymentSettlement');
    expect(ok<Detail>(await detail(holding, query)).businessId).toBe(mine.businessId);
    refused(await list('', { period: 'month', from: '2025-03-01', to: '2025-03-31' }), 401);

    const all = ok<{ records: Statement[]; total: number }>(
      await list(operator, { period: 'month', from: '2025-03-01', to: '2025-03-31', size: 100 }),
    );
    const ids = all.records.map((r) => r.businessId);
    expect(ids).toEqual(expect.arrayContaining([mine.businessId, other.businessId]));
    const filtered = ok<{ records: Statement[] }>(
      await list(operator, {
        period: 'month',
        from: '2025-03-01',
        to: '2025-03-31',
        businessId: other.businessId,
      }),
    );
    expect(filtered.records).toEqual([expect.objectContaining({ businessId: other.businessId, net: 91.29 })]);
    expect(
      ok<Detail>(await detail(operator, { ...query, businessId: other.businessId })).closingBalance,
    ).toBe(160.79);
    refused(await detail(operator, query), 404);
    refused(await detail(operator, { ...query, businessId: 2_000_000_000 }), 404);
    // The list filtered by a business that does not exist is empty, not an error.
    expect(
      ok<{ records: Statement[]; total: number }>(
        await list(operator, {
          period: 'month',
          from: '2025-03-01',
          to: '2025-03-31',
          businessId: 2_000_000_000,
        }),
      ),
    ).toMatchObject({ records: [], total: 0 });
    const opFile = await file(operator, { ...query, businessId: other.businessId, format: 'xlsx' });
    expect(opFile.statusCode).toBe(200);

    const superOp = operator;
    const opWithout = (
      await newOperator(t, await roleWith(t, superOp, 'platform', [['/System/withdrawalReview']]))
    ).token;
    refused(await list(opWithout, { period: 'month', from: '2025-03-01', to: '2025-03-31' }), 403);
    const opWith = (
      await newOperator(t, await roleWith(t, superOp, 'platform', [['/System/paymentSettlement']]))
    ).token;
    expect(
      ok<{ total: number }>(await list(opWith, { period: 'month', from: '2025-03-01', to: '2025-03-31' }))
        .total,
    ).toBeGreaterThanOrEqual(2);
  });

  it('both menus show Payment Settlement', async () => {
    const shop = await newBuyer(t.database.db);
    const menu = async (token: string, lang: 'en' | 'zh') =>
      JSON.stringify((await post(t.app, '/v1/sysuser/permission_list', {}, { token, lang })).json());
    expect(await menu(shop.token, 'zh')).toContain('付款结算');
    expect(await menu(operator, 'en')).toContain('/System/paymentSettlement');
  });
});

describe(`payment settlement with a platform fee (${testDbKind})`, () => {
  let fee: TestApp;
  beforeAll(async () => {
    fee = await createTestApp({ PLATFORM_FEE_RATE: '0.05' });
    await fee.app.ready();
  });
  afterAll(() => fee.close());

  it('takes the fee from the income when the order finishes; the statement shows it and still agrees with the ledger', async () => {
    const shop = await newBuyer(fee.database.db);
    const { buyer, order } = await shippedOrder(fee, shop.businessId, '80.41');
    const done = await post(
      fee.app,
      '/v1/api/order/confirmReceiptOrder',
      { id: order.id },
      { token: buyer.token },
    );
    expect(done.statusCode, done.body).toBe(200);
    const today = todayLocal();
    const one = ok<Detail>(await detail(shop.token, { period: 'month', start: today }, fee));
    // 5% of 80.41 is 4.0205: 4.02, half up to the cent.
    expect(one).toMatchObject({
      feeRate: 0.05,
      income: 80.41,
      fees: -4.02,
      net: 76.39,
      closingBalance: 76.39,
    });
    expect(one.feeLines).toEqual([expect.objectContaining({ kind: 'platform_fee', orderNo: order.orderNo })]);
    const [wallet] = await fee.database.db
      .select()
      .from(wallets)
      .where(eq(wallets.businessId, shop.businessId));
    expect(Number(wallet?.balance)).toBe(76.39);
  });
});
