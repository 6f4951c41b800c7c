import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { address, apiFail, apiOk, order } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import OrderDetailPage from './OrderDetailPage';

function open(id: number) {
  writeStorage('token', 'tok-1');
  renderPage('/order/ordinaryDetail', <OrderDetailPage />, `/order/ordinaryDetail?id=${id}`);
}

describe('order detail', () => {
  it("shows a store order's fulfilment fees by the glossary's names", async () => {
    stubApi({
      '/api/order/orderDetail': apiOk({
        ...order(4, { serviceFee: 2.4, agencyFee: 1, warehouseFee: 0.9, packagingFee: 0.5, total: 27.4 }),
        address: address(),
      }),
    });
    open(4);
    const page = await screen.findByTestId('order-detail');
    expect(within(page).getByText('Agency price').nextSibling?.textContent).toBe('$1.00');
    expect(within(page).getByText('Warehouse operation cost').nextSibling?.textContent).toBe('$0.90');
    expect(within(page).getByText('Packaging materials cost').nextSibling?.textContent).toBe('$0.50');
    expect(within(page).queryByText(/Fulfilment fees/)).toBeNull();
  });

  it('shows the fees of an order placed before they were kept apart as one line', async () => {
    stubApi({
      '/api/order/orderDetail': apiOk({ ...order(5, { serviceFee: 2.4, total: 27.4 }), address: address() }),
    });
    open(5);
    const page = await screen.findByTestId('order-detail');
    expect(within(page).getByText(/Fulfilment fees/).nextSibling?.textContent).toBe('$2.40');
    expect(within(page).queryByText('Agency price')).toBeNull();
  });

  it('shows the order: number, status, close reason, items, amounts, the address as it was, the dates', async () => {
    const api = stubApi({
      '/api/order/orderDetail': apiOk({
        ...order(3, {
          status: 'cancelled',
          closeReason: 'payment_timeout',
          couponAmount: 5,
          total: 20,
          cancelledAt: '2026-11-22T10:30:00.000Z',
          userLeave: 'Leave at the door',
        }),
        address: address({ fullName: 'Ana Souza', city: 'Rio Branco' }),
      }),
    });
    open(3);
    const page = await screen.findByTestId('order-detail');
    expect(within(page).getByText(order(3).orderNo)).toBeTruthy();
    expect(within(page).getByTestId('order-status').textContent).toBe('Cancelled');
    expect(within(page).getByText('not paid in time')).toBeTruthy();
    expect(within(page).getByText('Leave at the door')).toBeTruthy();
    expect(within(page).getByText('Item of order 3')).toBeTruthy();
    expect(within(page).getByText('−$5.00')).toBeTruthy();
    expect(within(page).getByTestId('order-total').textContent).toBe('$20.00');
    expect(within(page).getByTestId('address-summary').textContent).toContain('Ana Souza');
    expect(within(page).getByText('Order placed')).toBeTruthy();
    expect(within(page).getByText('Closed: not paid in time')).toBeTruthy();
    expect(within(page).queryByTestId('order-pay')).toBeNull();
    expect(api.sent('/api/order/orderDetail')).toEqual([{ id: '3' }]);
  });

  it('names the carrier and the tracking number once the seller has shipped', async () => {
    stubApi({
      '/api/order/orderDetail': apiOk({
        ...order(5, {
          status: 'shipped',
          paidAt: '2026-11-22T10:05:00.000Z',
          shippedAt: '2026-11-22T12:00:00.000Z',
          expressName: 'Standard Shipping',
          trackingNo: 'LX-123456789CN',
        }),
        address: address(),
      }),
    });
    open(5);
    const page = await screen.findByTestId('order-detail');
    expect(within(page).getByTestId('order-status').textContent).toBe('Shipped');
    expect(within(page).getByText('Carrier')).toBeTruthy();
    expect(within(page).getByText('Standard Shipping')).toBeTruthy();
    expect(within(page).getByTestId('order-tracking-no').textContent).toBe('LX-123456789CN');
    expect(within(page).queryByText('Shipping method')).toBeNull();
    expect(within(page).getByTestId('order-receive')).toBeTruthy();
  });

  it("says so when the order is not the buyer's or does not exist", async () => {
    stubApi({ '/api/order/orderDetail': apiFail(404, 'This order does not exist') });
    open(99);
    expect(await screen.findByText('This order does not exist')).toBeTruthy();
  });
});
