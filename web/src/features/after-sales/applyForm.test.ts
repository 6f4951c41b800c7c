import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { checkApply } from './applyForm';

afterEach(() => i18n.changeLanguage('en'));

describe('the apply form’s rules', () => {
  const sound = {
    type: 'refund' as const,
    reason: 'damaged',
    amount: 12.5,
    description: ' broken ',
    vouchers: [],
  };

  it('answers the request to send when every rule holds', () => {
    expect(checkApply(7, sound, 25)).toEqual({
      ok: true,
      input: {
        orderId: 7,
        type: 'refund',
        reason: 'damaged',
        amount: 12.5,
        description: 'broken',
        vouchers: [],
        items: [],
        refundTo: 'original',
      },
    });
    expect(checkApply(7, { ...sound, amount: 25 }, 25).ok).toBe(true);
    const toBalance = checkApply(7, { ...sound, refundTo: 'balance' }, 25);
    expect(toBalance.ok && toBalance.input.refundTo).toBe('balance');
  });

  it('refuses an amount above the refundable, 0, negative, empty or with fractions of a cent', () => {
    const problem = (amount: number | null, refundable = 25) => {
      const checked = checkApply(7, { ...sound, amount }, refundable);
      return checked.ok ? null : checked.errors.amount;
    };
    expect(problem(25.01)).toBe('the refund amount cannot exceed 25.00 USD');
    expect(problem(0)).toBe('the refund amount must be above 0');
    expect(problem(-1)).toBe('the refund amount must be above 0');
    expect(problem(null)).toBe('the refund amount must be above 0');
    expect(problem(1.005)).toBe('the refund amount has at most 2 decimals');
    expect(problem(0.3, 0.1 + 0.2)).toBeNull();
  });

  it('needs a type and a reason from the list, and at most six vouchers', () => {
    const errors = (values: Parameters<typeof checkApply>[1]) => {
      const checked = checkApply(7, values, 25);
      return checked.ok ? {} : checked.errors;
    };
    expect(errors({ ...sound, reason: undefined }).reason).toBe('please choose a refund reason');
    expect(errors({ ...sound, type: undefined }).type).toBeTruthy();
    expect(
      errors({ ...sound, vouchers: Array.from({ length: 7 }, (_, i) => `/uploads/${i}.png`) }).vouchers,
    ).toBe('at most 6 voucher pictures');
    expect(errors({ ...sound, description: 'x'.repeat(501) }).description).toBeTruthy();
  });

  it('speaks the reader’s language', async () => {
    await i18n.changeLanguage('zh');
    const checked = checkApply(7, { ...sound, amount: 30 }, 25);
    expect(checked.ok ? null : checked.errors.amount).toBe('退款金额不能超过 25.00 美元');
  });

  it('a return sends the items with a quantity above 0, and needs at least one', () => {
    const back = { ...sound, type: 'return' as const };
    const checked = checkApply(7, { ...back, returnNums: { '11': 1, '12': 0, '13': null } }, 25);
    expect(checked.ok && checked.input.items).toEqual([{ orderItemId: 11, num: 1 }]);
    const none = checkApply(7, { ...back, returnNums: { '11': 0 } }, 25);
    expect(none.ok ? null : none.errors.returnNums).toBe(
      'choose the items you send back and how many of each',
    );
    const half = checkApply(7, { ...back, returnNums: { '11': 1.5 } }, 25);
    expect(half.ok ? null : half.errors.returnNums).toBe('the quantity to return is a whole number above 0');
    // A refund only sends no items, whatever the fields hold.
    const refund = checkApply(7, { ...sound, returnNums: { '11': 2 } }, 25);
    expect(refund.ok && refund.input.items).toEqual([]);
  });
});
