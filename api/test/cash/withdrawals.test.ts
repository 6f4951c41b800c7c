import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, withdrawals } from '../../src/db/schema';
import { SUPER_OPERATOR } from '../office/support';
import { createTestApp, type TestApp } from '../support/app';
import { newBuyer } from '../support/commerce';
import { testDbKind } from '../support/db';
import { loginToken, post } from '../support/http';
import {
  apply,
  BANK,
  balanceOf,
  expectBalanced,
  ledgerOf,
  listMine,
  ok,
  overview,
  PIX,
  refused,
} from './support';

let t: TestApp;
let operator = '';
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
  operator = await loginToken(t.app, SUPER_OPERATOR.email, SUPER_OPERATOR.password);
});
afterAll(() => t.close());

interface View {
  id: number;
  withdrawalNo: string;
  state: string;
  amount: number;
  rejectReason: string;
  payout: Record<string, string>;
}

const pay = (id: number, token = operator) => post(t.app, '/v1/cash/review/pay', { id }, { token });
const reject = (id: number, reason: string, token = operator) =>
  post(t.app, '/v1/cash/review/reject', { id, reason }, { token });
const messagesFor = (key: string) => t.database.db.select().from(messages).where(eq(messages.eventKey, key));

describe(`applying for a withdrawal (${testDbKind})`, () => {
  it('holds the amount: the balance drops, a withdrawal_hold row names it, the record is pending', async () => {
    const shop = await newBuyer(t.database.db, '250');
    const made = ok<View>(await apply(t, shop.token, '120.50'));
    expect(made).toMatchObject({ state: 'pending', amount: 120.5, payout: PIX });
    expect(made.withdrawalNo).toMatch(/^WD\d+$/);
    expect(await balanceOf(t, shop.businessId)).toBeCloseTo(129.5, 4);
    const holds = await ledgerOf(t, shop.businessId, 'withdrawal_hold');
    expect(holds).toHaveLength(1);
    expect(Number(holds[0]?.amount)).toBeCloseTo(-120.5, 4);
    expect(holds[0]?.withdrawalId).toBe(made.id);
    await expectBalanced(t, shop.businessId);
    expect(ok(await overview(t, shop.token))).toEqual({
      balance: 129.5,
      incomeHeld: 0,
      pending: 120.5,
      minimum: 10,
      currency: 'USD',
    });

    const bank = ok<View>(await apply(t, shop.token, 10, BANK));
    expect(bank.payout).toEqual(BANK);
    const page = ok<{ records: View[]; total: number }>(await listMine(t, shop.token, { state: 'pending' }));
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.id)).toEqual([bank.id, made.id]);
    expect(ok<{ total: number }>(await listMine(t, shop.token, { state: 'paid' })).total).toBe(0);
  });

  it('two hundred dollars, five parallel applications of 60: three are held, two refused, never below zero', async () => {
    const shop = await newBuyer(t.database.db, '200');
    const answers = await Promise.all(Array.from({ length: 5 }, () => apply(t, shop.token, '60')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const lost = answers.filter((r) => r.statusCode !== 200);
    expect(lost).toHaveLength(2);
    for (const r of lost) expect(refused(r, 409)).toMatch(/exceeds your available balance \(20\.00 USD\)/);
    expect(await balanceOf(t, shop.businessId)).toBeCloseTo(20, 4);
    expect(await ledgerOf(t, shop.businessId, 'withdrawal_hold')).toHaveLength(3);
    const rows = await t.database.db
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.businessId, shop.businessId));
    expect(rows).toHaveLength(3);
    await expectBalanced(t, shop.businessId);
  });

  it('refuses, in the caller’s language, amounts below the minimum, above the balance or badly written', async () => {
    const shop = await newBuyer(t.database.db, '50');
    expect(refused(await apply(t, shop.token, '9.99'), 400)).toBe('the minimum withdrawal is 10.00 USD');
    expect(refused(await apply(t, shop.token, '9.99', PIX, 'zh'), 400)).toBe('最低提现金额为 10.00 美元');
    expect(refused(await apply(t, shop.token, '50.01'), 409)).toBe(
      'the amount exceeds your available balance (50.00 USD)',
    );
    expect(refused(await apply(t, shop.token, '50.01', PIX, 'zh'), 409)).toBe(
      '提现金额超过可用余额（50.00 美元）',
    );
    for (const bad of ['12.345', '-20', '0', 'abc', '1e3'])
      expect(refused(await apply(t, shop.token, bad), 400)).toBe(
        'the amount must be a number above 0 with at most 2 decimals',
      );
    expect(refused(await apply(t, shop.token, '12.345', PIX, 'zh'), 400)).toBe(
      '金额必须是大于 0 且最多两位小数的数字',
    );
    expect(await balanceOf(t, shop.businessId)).toBe(50);
    expect(
      await t.database.db.select().from(withdrawals).where(eq(withdrawals.businessId, shop.businessId)),
    ).toHaveLength(0);
  });

  it('refuses a bad pix key and bad bank fields, in en and zh', async () => {
    const shop = await newBuyer(t.database.db, '500');
    for (const pixKey of ['529.982.247-26', 'not a key', '+5511', 'a@b'])
      expect(refused(await apply(t, shop.token, 20, { method: 'pix', pixKey }), 400)).toMatch(
        /^the Pix key must be/,
      );
    expect(refused(await apply(t, shop.token, 20, { method: 'pix', pixKey: 'x' }, 'zh'), 400)).toMatch(
      /^Pix 密钥必须是/,
    );
    // Every kind of key a bank accepts.
    for (const pixKey of [
      '52998224725',
      '11.222.333/0001-81',
      'ana@loja.com.br',
      '+5511987654321',
      '123e4567-e89b-12d3-a456-426614174000',
    ])
      ok(await apply(t, shop.token, 10, { method: 'pix', pixKey }));

    const cases: [Record<string, string>, string, string][] = [
      [
        { ...BANK, bankName: ' ' },
        'please enter the bank name (up to 100 characters)',
        '请填写银行名称（最多 100 个字符）',
      ],
      [
        { ...BANK, branch: '12a' },
        'the branch is 1 to 5 digits, with an optional check digit (e.g. 0001-9)',
        '支行号为 1 到 5 位数字，可带校验位（如 0001-9）',
      ],
      [
        { ...BANK, accountNumber: '' },
        'the account number is 1 to 13 digits, with an optional check digit (e.g. 12345-6)',
        '账号为 1 到 13 位数字，可带校验位（如 12345-6）',
      ],
      [
        { ...BANK, holderName: 'x'.repeat(101) },
        'please enter the account holder’s name (up to 100 characters)',
        '请填写开户人姓名（最多 100 个字符）',
      ],
      [{ method: 'wire' }, 'choose Pix or bank transfer', '请选择 Pix 或银行转账'],
    ];
    for (const [payout, en, zh] of cases) {
      expect(refused(await apply(t, shop.token, 20, payout), 400)).toBe(en);
      expect(refused(await apply(t, shop.token, 20, payout, 'zh'), 400)).toBe(zh);
    }
    expect(await balanceOf(t, shop.businessId)).toBe(450);
  });
});

describe(`deciding a withdrawal (${testDbKind})`, () => {
  it('the business cancels a pending one: the money returns as withdrawal_return; a second cancel is 409', async () => {
    const shop = await newBuyer(t.database.db, '100');
    const made = ok<View>(await apply(t, shop.token, '40'));
    const cancelled = ok<View>(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: shop.token }));
    expect(cancelled.state).toBe('cancelled');
    expect(await balanceOf(t, shop.businessId)).toBe(100);
    const back = await ledgerOf(t, shop.businessId, 'withdrawal_return');
    expect(back).toHaveLength(1);
    expect(Number(back[0]?.amount)).toBeCloseTo(40, 4);
    expect(refused(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: shop.token }), 409)).toBe(
      'This withdrawal is no longer pending: it is cancelled. Refresh to see it.',
    );
    expect(refused(await pay(made.id), 409)).toMatch(/no longer pending/);
    await expectBalanced(t, shop.businessId);
  });

  it('paying leaves the ledger as it is and tells the business once', async () => {
    const shop = await newBuyer(t.database.db, '100');
    const made = ok<View>(await apply(t, shop.token, '30'));
    const rowsBefore = (await ledgerOf(t, shop.businessId)).length;
    expect(ok<View>(await pay(made.id)).state).toBe('paid');
    expect(await balanceOf(t, shop.businessId)).toBe(70);
    expect(await ledgerOf(t, shop.businessId)).toHaveLength(rowsBefore);
    expect(refused(await pay(made.id), 409)).toBe(
      'This withdrawal is no longer pending: it is paid. Refresh to see it.',
    );
    expect(refused(await reject(made.id, 'late'), 409)).toMatch(/it is paid/);
    expect(
      refused(await post(t.app, '/v1/cash/cancel', { id: made.id }, { token: shop.token }), 409),
    ).toMatch(/it is paid/);
    const sent = await messagesFor(`withdrawal-paid:${made.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.businessId).toBe(shop.businessId);
    expect(sent[0]?.title.en).toBe(`Withdrawal ${made.withdrawalNo} paid`);
    expect(sent[0]?.content.zh).toBe('您的 30.00 美元提现已打款至您的 Pix 账户。');
    expect(ok<{ records: View[] }>(await listMine(t, shop.token, { state: 'paid' })).records[0]?.id).toBe(
      made.id,
    );
  });

  it('rejecting needs a reason, returns the money and tells the business the reason', async () => {
    const shop = await newBuyer(t.database.db, '100');
    const made = ok<View>(await apply(t, shop.token, '55.55', BANK));
    expect(refused(await reject(made.id, '  '), 400)).toBe('please give the reason for the rejection');
    // The operator's own full stop is kept on the record and dropped inside the message's sentence.
    const done = ok<View>(await reject(made.id, 'Account holder does not match the business.'));
    expect(done).toMatchObject({
      state: 'rejected',
      rejectReason: 'Account holder does not match the business.',
    });
    expect(await balanceOf(t, shop.businessId)).toBe(100);
    expect(await ledgerOf(t, shop.businessId, 'withdrawal_return')).toHaveLength(1);
    await expectBalanced(t, shop.businessId);
    const sent = await messagesFor(`withdrawal-rejected:${made.id}`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.content.en).toBe(
      'Your withdrawal of 55.55 USD was rejected: Account holder does not match the business. The amount is back in your balance.',
    );
    expect(sent[0]?.content.zh).toBe(
      '您的 55.55 美元提现被驳回：Account holder does not match the business。金额已退回您的余额。',
    );
    expect(refused(await reject(made.id, 'again'), 409)).toMatch(/it is rejected/);
    expect(await messagesFor(`withdrawal-rejected:${made.id}`)).toHaveLength(1);
  });

  it('two operators decide at once: one wins, the other gets 409, the money moves once', async () => {
    const shop = await newBuyer(t.database.db, '100');
    for (let round = 0; round < 3; round++) {
      const made = ok<View>(await apply(t, shop.token, '20'));
      const answers = await Promise.all([pay(made.id), reject(made.id, 'duplicate'), pay(made.id)]);
      expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(2);
      const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, made.id));
      const returned = (await ledgerOf(t, shop.businessId, 'withdrawal_return')).filter(
        (r) => r.withdrawalId === made.id,
      );
      expect(returned).toHaveLength(row?.state === 'rejected' ? 1 : 0);
      await expectBalanced(t, shop.businessId);
    }
    // A business cancelling while an operator pays: one of them.
    const made = ok<View>(await apply(t, shop.token, '10'));
    const [a, b] = await Promise.all([
      pay(made.id),
      post(t.app, '/v1/cash/cancel', { id: made.id }, { token: shop.token }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    await expectBalanced(t, shop.businessId);
    expect(await balanceOf(t, shop.businessId)).toBeGreaterThanOrEqual(0);
  });

  it('the operators’ queue lists pending withdrawals oldest first, with the business name', async () => {
    const shop = await newBuyer(t.database.db, '100');
    const first = ok<View>(await apply(t, shop.token, '11'));
    const second = ok<View>(await apply(t, shop.token, '12'));
    const queue = ok<{ records: (View & { businessName: string })[]; total: number }>(
      await post(t.app, '/v1/cash/review/list', { size: 100 }, { token: operator }),
    );
    const ids = queue.records.map((r) => r.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(queue.records.every((r) => r.state === 'pending')).toBe(true);
    expect(queue.records.find((r) => r.id === first.id)?.businessName).toMatch(/^Buyer /);
  });
});
