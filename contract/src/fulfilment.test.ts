import { describe, expect, it } from 'vitest';
import { SellerOrderQuery, ShipRequest, TrackingNo } from './fulfilment';

describe('tracking numbers', () => {
  it('takes 4 to 40 letters, digits or dashes, trimmed', () => {
    expect(TrackingNo.parse('  LX-123456789CN ')).toBe('LX-123456789CN');
    expect(TrackingNo.parse('ab12')).toBe('ab12');
    expect(TrackingNo.parse('1'.repeat(40))).toHaveLength(40);
  });

  it('refuses anything else with the shared message keys', () => {
    const message = (value: unknown) => TrackingNo.safeParse(value).error?.issues[0]?.message;
    for (const bad of ['AB1', 'AB 1234', 'AB_1234', 'AB/1234', '1'.repeat(41), '运单1234'])
      expect(message(bad), bad).toBe('trackingNoFormat');
    expect(message('   ')).toBe('trackingNoRequired');
    expect(message(undefined)).toBe('trackingNoRequired');
  });
});

describe('ship and list requests', () => {
  it('reads the form fields of a ship; a missing carrier says so', () => {
    expect(ShipRequest.parse({ id: '7', expressId: '2', trackingNo: ' AB1234 ' })).toEqual({
      id: 7,
      expressId: 2,
      trackingNo: 'AB1234',
    });
    expect(
      ShipRequest.safeParse({ id: '7', expressId: '', trackingNo: 'AB1234' }).error?.issues[0]?.message,
    ).toBe('expressRequired');
  });

  it('defaults the list to every status, the first page of 10, no search', () => {
    expect(SellerOrderQuery.parse({})).toEqual({ status: 'all', keyword: '', current: 1, size: 10 });
    expect(SellerOrderQuery.parse({ status: 'paid', keyword: ' DM1 ' })).toMatchObject({
      status: 'paid',
      keyword: 'DM1',
    });
    expect(SellerOrderQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
