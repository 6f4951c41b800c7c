import type { StoreOrderView, StoreView } from '@dropmall/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import StoreOrdersPage from './StoreOrdersPage';

const slow = { timeout: 25_000 };
const store: StoreView = {
  id: 3,
  platform: 'sandbox',
  name: 'Sunrise Demo Store',
  shopName: 'Sunrise Demo Store',
  domain: 'sunrise-demo-store-a1b2c3',
  currency: 'USD',
  state: 'active',
  customerPage: '/sandbox/store/sunrise-demo-store-a1b2c3',
  checkedAt: '2026-11-25T10:00:00.000Z',
  createdAt: '2026-11-25T10:00:00.000Z',
};
const order: StoreOrderView = {
  id: 11,
  storeId: 3,
  storeName: 'Sunrise Demo Store',
  platformOrderId: '77',
  shopOrderNo: '#1001',
  status: 'pending',
  currency: 'EUR',
  currencyMismatch: true,
  total: 51.98,
  customerName: 'Maria Silva',
  customerEmail: 'maria@example.com',
  shippingAddress: { city: 'São Paulo', country_code: 'BR' },
  placedAt: '2026-11-25T10:00:00.000Z',
  receivedAt: '2026-11-25T10:00:01.000Z',
  lines: [
    { id: 1, sku: 'DM0000001-4', title: 'Mug', quantity: 2, price: 25.99, variantId: 4, matchedBy: 'link' },
    { id: 2, sku: 'ELSEWHERE', title: 'Cap', quantity: 1, price: 0, variantId: null, matchedBy: null },
  ],
  unmatched: 1,
};

describe('store orders page', { timeout: 120_000 }, () => {
  it('lists store orders with their unmatched lines and currency flag; filters; syncs a store', async () => {
    const api = stubApi({
      '/store/list': () => ok({ records: [store], sandboxAvailable: true }),
      '/order/crmCustomerOrderList': () => ok({ records: [order], total: 1, current: 1, size: 10 }),
      '/store/syncOrders': () => ok({ fetched: 4, stored: 1 }),
      '/business/bindingCrmCustomer': () =>
        ok({ ...order.lines[1], variantId: 9, matchedBy: 'manual' as const }),
    });
    renderPage('/CRM/myOrder', <StoreOrdersPage titleKey="titles.crmMyOrder" />);
    const row = await screen.findByTestId('store-order-11', {}, slow);
    expect(within(row).getByText('#1001')).toBeTruthy();
    expect(screen.getByText('1 of 2 unmatched')).toBeTruthy();
    expect(screen.getByText('Other currency')).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /expand row/i }));
    expect(await screen.findByTestId('line-unmatched-2', {}, slow)).toBeTruthy();
    expect(screen.getByTestId('line-matched-1').textContent).toBe('Published: variant #4');

    await user.click(screen.getByTestId('bind-line-2'));
    await user.type(await screen.findByTestId('bind-sku', {}, slow), 'DM0000002-9');
    const okButton = document.querySelector<HTMLButtonElement>('.ant-modal .ant-btn-primary');
    if (!okButton) throw new Error('no Bind button in the dialog');
    await user.click(okButton);
    await waitFor(() =>
      expect(api.sent('/business/bindingCrmCustomer')).toEqual([{ lineId: '2', sku: 'DM0000002-9' }]),
    );

    await user.type(screen.getByPlaceholderText('Shop order number'), '1001{Enter}');
    await waitFor(() =>
      expect(api.sent('/order/crmCustomerOrderList').some((f) => f.shopOrderNo === '1001')).toBe(true),
    );
    await user.click(screen.getByTestId('sync-orders-3'));
    await waitFor(() => expect(api.sent('/store/syncOrders').map((f) => f.id)).toEqual(['3']));
  });
});
