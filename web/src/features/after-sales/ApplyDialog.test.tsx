import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api';
import { address, apiOk, order } from '../../../test/orders';
import { renderPage } from '../../../test/render';
import { writeStorage } from '../../lib/storage';
import OrderDetailPage from '../orders/OrderDetailPage';

const info = {
  orderId: 3,
  orderNo: order(3).orderNo,
  orderTotal: 25,
  refundedTotal: 0,
  refundable: 25,
  types: ['refund'],
  openId: null,
  blocked: '',
  items: [{ orderItemId: 51, title: 'Lunch box', specification: 'Blue', thumbUrl: '', price: 12.5, num: 2 }],
};
const reasons = [
  { code: 'damaged', name: 'Damaged or defective' },
  { code: 'other', name: 'Other' },
];

function openPaidOrder(extra: Record<string, unknown> = {}) {
  writeStorage('token', 'tok-1');
  const api = stubApi({
    '/api/order/orderDetail': apiOk({
      ...order(3, { status: 'paid', paidAt: '2026-11-22T10:05:00.000Z' }),
      address: address(),
    }),
    '/api/afterSale/orderInfo': apiOk({ ...info, ...extra }),
    '/api/afterSale/refundMemoList': apiOk(reasons),
    '/api/afterSale/create': apiOk({ id: 41 }),
  });
  renderPage('/order/ordinaryDetail', <OrderDetailPage />, '/order/ordinaryDetail?id=3');
  return api;
}

/** antd puts the test id on the input itself or on its wrapper, by version: take the input either way. */
const amountInput = (dialog: HTMLElement) => {
  const field = within(dialog).getByTestId('apply-amount');
  return (field.tagName === 'INPUT' ? field : field.querySelector('input')) as HTMLInputElement;
};

describe('the apply dialog on a paid order', () => {
  it('fills the refundable amount, refuses too much or nothing before asking, then sends the request', async () => {
    const api = openPaidOrder();
    fireEvent.click(await screen.findByTestId('order-after-sale'));
    const dialog = await screen.findByTestId('apply-form');
    await waitFor(() => expect(amountInput(dialog).value).toBe('25.00'));
    expect(within(dialog).getByText('Up to $25.00')).toBeTruthy();

    fireEvent.change(amountInput(dialog), { target: { value: '26' } });
    fireEvent.blur(amountInput(dialog));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await within(dialog).findByText('please choose a refund reason')).toBeTruthy();
    expect(within(dialog).getByText('the refund amount cannot exceed 25.00 USD')).toBeTruthy();

    fireEvent.change(amountInput(dialog), { target: { value: '0' } });
    fireEvent.blur(amountInput(dialog));
    fireEvent.click(screen.getByTestId('apply-submit'));
    expect(await within(dialog).findByText('the refund amount must be above 0')).toBeTruthy();
    expect(api.sent('/api/afterSale/create')).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Damaged or defective'));
    fireEvent.change(amountInput(dialog), { target: { value: '10.5' } });
    fireEvent.blur(amountInput(dialog));
    fireEvent.change(within(dialog).getByTestId('apply-description'), { target: { value: 'Cracked lid' } });
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(api.sent('/api/afterSale/create')).toHaveLength(1));
    expect(JSON.parse(api.sent('/api/afterSale/create')[0]?.paramJson ?? '{}')).toEqual({
      orderId: 3,
      type: 'refund',
      reason: 'damaged',
      amount: 10.5,
      description: 'Cracked lid',
      vouchers: [],
      items: [],
      refundTo: 'original',
    });
    expect((await screen.findByTestId('landed')).textContent).toBe('/order/afterSaleDetail?id=41');
  });

  it('says why nothing can be asked, and links to the request in progress', async () => {
    openPaidOrder({ openId: 9, blocked: 'This order already has an after-sale request in progress (AS1)' });
    fireEvent.click(await screen.findByTestId('order-after-sale'));
    const blocked = await screen.findByTestId('apply-blocked');
    expect(blocked.textContent).toContain('in progress (AS1)');
    expect(within(blocked).getByRole('link').getAttribute('href')).toBe('/order/afterSaleDetail?id=9');
  });

  it('a return asks how many of each item go back, all by default, and sends them', async () => {
    const api = openPaidOrder({ types: ['refund', 'return'] });
    fireEvent.click(await screen.findByTestId('order-after-sale'));
    const dialog = await screen.findByTestId('apply-form');
    await waitFor(() => expect(amountInput(dialog).value).toBe('25.00'));
    expect(within(dialog).queryByTestId('apply-return-items')).toBeNull();
    fireEvent.click(within(dialog).getByText('Return and refund'));
    const items = await within(dialog).findByTestId('apply-return-items');
    expect(items.textContent).toContain('Bought: 2');
    const quantity = within(items).getByRole('spinbutton') as HTMLInputElement;
    expect(quantity.value).toBe('2');
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.blur(quantity);
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByText('Damaged or defective'));
    fireEvent.click(screen.getByTestId('apply-submit'));
    await waitFor(() => expect(api.sent('/api/afterSale/create')).toHaveLength(1));
    expect(JSON.parse(api.sent('/api/afterSale/create')[0]?.paramJson ?? '{}')).toMatchObject({
      type: 'return',
      items: [{ orderItemId: 51, num: 1 }],
    });
  });
});
