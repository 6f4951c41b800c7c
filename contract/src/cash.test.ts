import { describe, expect, it } from 'vitest';
import {
  isValidPixKey,
  nextWithdrawalState,
  PayoutAccount,
  RETURNS_MONEY,
  WITHDRAWAL_STATES,
  WITHDRAWAL_TRANSITIONS,
  WithdrawAmount,
  WithdrawalApplyRequest,
} from './cash';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('withdrawal transitions', () => {
  it('decides only from pending: pay -> paid, reject -> rejected, cancel -> cancelled', () => {
    expect(nextWithdrawalState('pending', 'pay')).toBe('paid');
    expect(nextWithdrawalState('pending', 'reject')).toBe('rejected');
    expect(nextWithdrawalState('pending', 'cancel')).toBe('cancelled');
  });

  it('a decided withdrawal takes no further decision', () => {
    for (const state of WITHDRAWAL_STATES.filter((s) => s !== 'pending'))
      for (const action of ['pay', 'reject', 'cancel'] as const) {
        expect(nextWithdrawalState(state, action)).toBeNull();
        expect(WITHDRAWAL_TRANSITIONS[state]).toEqual({});
      }
  });

  it('rejecting and cancelling give the money back; paying does not', () => {
    expect(RETURNS_MONEY).toEqual({ pay: false, reject: true, cancel: true });
  });
});

describe('withdrawal amount', () => {
  it.each([
    ['10', '10'],
    ['10.00', '10.00'],
    [12.5, '12.5'],
    [' 99.99 ', '99.99'],
  ])('accepts %s', (given, parsed) => {
    expect(WithdrawAmount.parse(given)).toBe(parsed);
  });

  it.each([
    ['9.99', 'withdrawMinimum'],
    [5, 'withdrawMinimum'],
    ['10.001', 'withdrawAmountFormat'],
    ['0', 'withdrawAmountFormat'],
    ['-10', 'withdrawAmountFormat'],
    ['', 'withdrawAmountFormat'],
    ['1e3', 'withdrawAmountFormat'],
    [undefined, 'withdrawAmountFormat'],
  ])('refuses %s with %s', (given, message) => {
    expect(firstMessage(WithdrawAmount.safeParse(given))).toBe(message);
  });
});

describe('payout account', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '11.222.333/0001-81',
    'maria@example.com',
    '+5511987654321',
    '123e4567-e89b-12d3-a456-426614174000',
  ])('takes the pix key %s', (key) => {
    expect(isValidPixKey(key)).toBe(true);
  });

  it.each(['529.982.247-26', '11111111111', 'maria@', '11987654321', '+551198765', 'hello', ''])(
    'refuses the pix key %s',
    (key) => {
      expect(isValidPixKey(key)).toBe(false);
      expect(firstMessage(PayoutAccount.safeParse({ method: 'pix', pixKey: key }))).toBe('pixKeyInvalid');
    },
  );

  const bank = {
    method: 'bank',
    bankName: 'Itaú',
    branch: '0001',
    accountNumber: '12345-6',
    holderName: 'Ana',
  };
  it('takes a bank account with branch and account check digits', () => {
    expect(PayoutAccount.parse({ ...bank, branch: '0001-9' })).toEqual({ ...bank, branch: '0001-9' });
  });

  it.each([
    [{ bankName: '' }, 'bankNameInvalid'],
    [{ branch: '123456' }, 'branchInvalid'],
    [{ branch: '12-34' }, 'branchInvalid'],
    [{ accountNumber: 'abc' }, 'accountNumberInvalid'],
    [{ holderName: '   ' }, 'holderNameInvalid'],
  ])('refuses the bank field %o with %s', (change, message) => {
    expect(firstMessage(PayoutAccount.safeParse({ ...bank, ...change }))).toBe(message);
  });

  it('refuses an unknown method, and the apply request needs the amount with the account', () => {
    expect(firstMessage(PayoutAccount.safeParse({ method: 'wire' }))).toBe('payoutMethodInvalid');
    expect(WithdrawalApplyRequest.parse({ amount: '20', method: 'pix', pixKey: 'ana@loja.com' })).toEqual({
      amount: '20',
      method: 'pix',
      pixKey: 'ana@loja.com',
    });
    expect(firstMessage(WithdrawalApplyRequest.safeParse({ method: 'pix', pixKey: 'ana@loja.com' }))).toBe(
      'withdrawAmountFormat',
    );
  });
});
