import { describe, expect, it } from 'vitest';
import {
  AFTER_SALE_ACTIONS,
  AFTER_SALE_STATES,
  AFTER_SALE_TRANSITIONS,
  type AfterSaleAction,
  AfterSaleApply,
  type AfterSaleState,
  afterSaleActions,
  amountProblem,
  isOpenAfterSale,
  nextAfterSaleState,
  OPEN_AFTER_SALE_STATES,
  RefuseRequest,
  TrackingRequest,
} from './after-sales';
import { messages } from './messages';

describe('after-sale transitions', () => {
  it("has the glossary's 13 states", () => {
    expect(AFTER_SALE_STATES).toHaveLength(13);
  });

  it('a refund only: pending -> refunding by the seller, refused, or closed by the buyer; never returned', () => {
    expect(nextAfterSaleState('refund', 'pending', 'agreeRefund')).toBe('refunding');
    expect(nextAfterSaleState('refund', 'pending', 'refuse')).toBe('refused');
    expect(nextAfterSaleState('refund', 'pending', 'cancel')).toBe('closed');
    expect(nextAfterSaleState('refund', 'pending', 'agreeReturn')).toBeNull();
    expect(nextAfterSaleState('refund', 'pending', 'shipBack')).toBeNull();
    expect(nextAfterSaleState('refund', 'pending', 'refundSucceeded')).toBeNull();
  });

  it('a return: pending -> to_return -> returning -> refunding or receipt_rejected; the buyer cancels only before sending', () => {
    expect(nextAfterSaleState('return', 'pending', 'agreeReturn')).toBe('to_return');
    expect(nextAfterSaleState('return', 'pending', 'agreeRefund')).toBeNull();
    expect(nextAfterSaleState('return', 'to_return', 'shipBack')).toBe('returning');
    expect(nextAfterSaleState('return', 'to_return', 'cancel')).toBe('closed');
    expect(nextAfterSaleState('return', 'returning', 'cancel')).toBeNull();
    expect(nextAfterSaleState('return', 'returning', 'confirmReceipt')).toBe('refunding');
    expect(nextAfterSaleState('return', 'returning', 'rejectReceipt')).toBe('receipt_rejected');
    expect(nextAfterSaleState('return', 'to_return', 'confirmReceipt')).toBeNull();
  });

  it('a return never sent back fails (to_return only); a refund only cannot fail that way', () => {
    expect(nextAfterSaleState('return', 'to_return', 'expireReturn')).toBe('failed');
    expect(nextAfterSaleState('return', 'returning', 'expireReturn')).toBeNull();
    expect(nextAfterSaleState('return', 'pending', 'expireReturn')).toBeNull();
    expect(nextAfterSaleState('refund', 'to_return', 'expireReturn')).toBeNull();
  });

  it('refunding ends in the success of its type, a partial success, or a failure', () => {
    expect(nextAfterSaleState('refund', 'refunding', 'refundSucceeded')).toBe('refunded');
    expect(nextAfterSaleState('refund', 'refunding', 'returnSucceeded')).toBeNull();
    expect(nextAfterSaleState('return', 'refunding', 'returnSucceeded')).toBe('return_refunded');
    expect(nextAfterSaleState('return', 'refunding', 'refundSucceeded')).toBeNull();
    for (const type of ['refund', 'return'] as const) {
      expect(nextAfterSaleState(type, 'refunding', 'partSucceeded')).toBe('partially_refunded');
      expect(nextAfterSaleState(type, 'refunding', 'refundFailed')).toBe('refund_failed');
      expect(nextAfterSaleState(type, 'refunding', 'cancel')).toBeNull();
      expect(nextAfterSaleState(type, 'refunding', 'retryRefund')).toBeNull();
    }
  });

  it('a failed refund is retried (refunding again) or closed (refund closed); nothing else', () => {
    for (const type of ['refund', 'return'] as const) {
      expect(nextAfterSaleState(type, 'refund_failed', 'retryRefund')).toBe('refunding');
      expect(nextAfterSaleState(type, 'refund_failed', 'closeRefund')).toBe('refund_closed');
      expect(afterSaleActions(type, 'refund_failed')).toEqual(['retryRefund', 'closeRefund']);
      expect(nextAfterSaleState(type, 'refund_failed', 'cancel')).toBeNull();
      expect(nextAfterSaleState(type, 'refund_failed', 'refundSucceeded')).toBeNull();
    }
  });

  it('the ended states lead nowhere; open are exactly those with a way on', () => {
    const ended = [
      'refused',
      'receipt_rejected',
      'refund_closed',
      'refunded',
      'return_refunded',
      'partially_refunded',
      'failed',
      'closed',
    ] as const;
    for (const state of ended) {
      expect(AFTER_SALE_TRANSITIONS[state]).toEqual({});
      for (const action of AFTER_SALE_ACTIONS) {
        expect(nextAfterSaleState('refund', state, action)).toBeNull();
        expect(nextAfterSaleState('return', state, action)).toBeNull();
      }
    }
    expect([...OPEN_AFTER_SALE_STATES].sort()).toEqual([
      'pending',
      'refund_failed',
      'refunding',
      'returning',
      'to_return',
    ]);
    expect(AFTER_SALE_STATES.filter(isOpenAfterSale)).toHaveLength(5);
  });

  it('every state a move leads to is a known state, and every state but pending is reached by some move', () => {
    const reached = new Set<string>();
    for (const moves of Object.values(AFTER_SALE_TRANSITIONS))
      for (const to of Object.values(moves)) {
        expect(AFTER_SALE_STATES).toContain(to);
        reached.add(to as string);
      }
    expect(AFTER_SALE_STATES.filter((s) => !reached.has(s))).toEqual(['pending']);
  });

  it('every move of the table is taken by at least one type', () => {
    for (const [from, moves] of Object.entries(AFTER_SALE_TRANSITIONS))
      for (const action of Object.keys(moves) as AfterSaleAction[])
        expect(
          nextAfterSaleState('refund', from as AfterSaleState, action) ??
            nextAfterSaleState('return', from as AfterSaleState, action),
        ).not.toBeNull();
  });
});

describe('after-sale requests', () => {
  const base = { orderId: 1, type: 'refund', reason: 'damaged', amount: 10 };
  const problem = (input: unknown) => {
    const r = AfterSaleApply.safeParse(input);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('accepts a sound request and fills the optional parts', () => {
    expect(AfterSaleApply.parse(base)).toEqual({
      ...base,
      description: '',
      vouchers: [],
      items: [],
      refundTo: 'original',
    });
    expect(AfterSaleApply.safeParse({ ...base, refundTo: 'card' }).success).toBe(false);
  });

  it('a return names at least one item, each once, with a whole quantity above 0', () => {
    const back = { ...base, type: 'return' };
    expect(problem({ ...back, items: [{ orderItemId: 3, num: 1 }] })).toBeNull();
    expect(problem(back)).toBe('afterSaleReturnItems');
    expect(problem({ ...back, items: [] })).toBe('afterSaleReturnItems');
    expect(
      problem({
        ...back,
        items: [
          { orderItemId: 3, num: 1 },
          { orderItemId: 3, num: 1 },
        ],
      }),
    ).toBe('afterSaleReturnItems');
    expect(problem({ ...back, items: [{ orderItemId: 3, num: 0 }] })).toBe('afterSaleReturnNum');
    expect(problem({ ...back, items: [{ orderItemId: 3, num: -2 }] })).toBe('afterSaleReturnNum');
    expect(problem({ ...back, items: [{ orderItemId: 3, num: 1.5 }] })).toBe('afterSaleReturnNum');
  });

  it('refuses 0, a negative amount, fractions of a cent, an unknown reason and too many vouchers', () => {
    expect(problem({ ...base, amount: 0 })).toBe('afterSaleAmountPositive');
    expect(problem({ ...base, amount: -5 })).toBe('afterSaleAmountPositive');
    expect(problem({ ...base, amount: '' })).toBe('afterSaleAmountPositive');
    expect(problem({ ...base, amount: 1.005 })).toBe('afterSaleAmountCents');
    expect(problem({ ...base, amount: 0.29 })).toBeNull();
    expect(problem({ ...base, reason: 'bored' })).toBe('afterSaleReason');
    expect(problem({ ...base, vouchers: Array(7).fill('/uploads/a.png') })).toBe('afterSaleVoucherLimit');
  });

  it('compares the amount with the refundable in cents', () => {
    expect(amountProblem(10.01, 10)).toBe('afterSaleAmountAbove');
    expect(amountProblem(10, 10)).toBeNull();
    expect(amountProblem(0.1 + 0.2, 0.3)).toBeNull();
  });

  it('a tracking number is 4-40 letters, digits or dashes; a refusal needs a reason', () => {
    expect(
      TrackingRequest.safeParse({ id: 1, expressCompany: 'Correios', trackingNo: 'BR123-45' }).success,
    ).toBe(true);
    expect(TrackingRequest.safeParse({ id: 1, expressCompany: 'Correios', trackingNo: 'a b' }).success).toBe(
      false,
    );
    expect(TrackingRequest.safeParse({ id: 1, expressCompany: ' ', trackingNo: 'BR12345' }).success).toBe(
      false,
    );
    expect(RefuseRequest.safeParse({ id: 1, reason: '   ' }).success).toBe(false);
  });

  it('every message key the rules use is in the catalogue, in both languages', () => {
    for (const key of [
      'afterSaleAmountPositive',
      'afterSaleAmountCents',
      'afterSaleAmountAbove',
      'afterSaleReason',
      'afterSaleVoucherLimit',
      'afterSaleRefuseReason',
      'afterSaleTrackingNo',
      'afterSaleCarrier',
    ] as const) {
      expect(messages[key].en).not.toBe('');
      expect(messages[key].zh).not.toBe('');
    }
  });
});
