import { describe, expect, it } from 'vitest';
import { nextStoreOrderStatus, StoreOrderQuery } from './store-orders';

describe('store order states', () => {
  it('follows the store’s report where the table allows; nothing leaves cancelled', () => {
    expect(nextStoreOrderStatus('pending', 'cancelled')).toBe('cancelled');
    expect(nextStoreOrderStatus('pending', 'fulfilled')).toBe('fulfilled');
    expect(nextStoreOrderStatus('fulfilled', 'cancelled')).toBe('cancelled');
    expect(nextStoreOrderStatus('fulfilled', 'pending')).toBe('fulfilled');
    expect(nextStoreOrderStatus('cancelled', 'pending')).toBe('cancelled');
    expect(nextStoreOrderStatus('cancelled', 'fulfilled')).toBe('cancelled');
  });

  it('reads the list filters from a form: blanks are no filter, dates are days', () => {
    expect(StoreOrderQuery.parse({ storeId: '', status: '', shopOrderNo: ' ', current: '2' })).toEqual({
      current: 2,
      size: 10,
    });
    expect(StoreOrderQuery.safeParse({ startDate: '2026-02-31x' }).success).toBe(false);
    expect(StoreOrderQuery.safeParse({ status: 'shipped' }).success).toBe(false);
  });
});
