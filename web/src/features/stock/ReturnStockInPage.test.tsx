import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import ReturnStockInPage from './ReturnStockInPage';

const slow = { timeout: 25_000 };
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [{ id: 4, warehouseId: 1, code: 'R-01', name: '' }],
};
const row = {
  afterSaleId: 12,
  afterSaleNo: 'AS17640000000001234',
  orderNo: 'DM20261125000001',
  buyerName: 'Loja Azul',
  state: 'returning',
  expressCompany: 'Correios',
  trackingNo: 'BR55555',
  shippedBackAt: '2026-11-25T10:00:00Z',
  receivedAt: null,
  warehouseId: 1,
  warehouseName: 'China',
  locationCode: '',
  lines: [
    {
      lineId: 7,
      variantId: 9,
      title: 'Lunch box',
      specification: 'Blue',
      thumbUrl: '',
      barcode: 'DM0000000009',
      expected: 2,
      received: null,
    },
  ],
};

describe('sales-return stock-in', () => {
  it('lists returns on their way; a scan counts an item (up to what was sent) and confirming sends what arrived', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/returnIn/list': ok({ records: [row], total: 1, current: 1, size: 10 }),
      '/stock/returnIn/receive': ok(null),
    });
    renderPage('/stock/returnStockIn', <ReturnStockInPage titleKey="titles.stockReturnStockIn" />);
    expect(await screen.findByText('AS17640000000001234', {}, slow)).toBeTruthy();
    expect(screen.getByText('× 2')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('return-receive-12'));
    const modal = await screen.findByTestId('return-receive-modal', {}, slow);
    const confirm = within(document.body).getByTestId('return-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    const field = within(modal).getByTestId('stock-scan');
    await user.type(field, 'DM0000000009{Enter}');
    const cell = within(modal).getByTestId('return-received-7');
    const received = (cell.tagName === 'INPUT' ? cell : cell.querySelector('input')) as HTMLInputElement;
    await waitFor(() => expect(received.value).toBe('1'));
    await user.type(field, 'NOT-HERE{Enter}');
    expect(await screen.findByText('“NOT-HERE” is not an item of this return')).toBeTruthy();
    await user.click(confirm);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/stock/returnIn/receive')).toHaveLength(1),
    );
    const call = api.calls.find((c) => c.path === '/stock/returnIn/receive');
    expect(call?.headers.get('content-type')).toContain('application/json');
    expect(JSON.parse([...(call?.form.keys() ?? [])][0] ?? '{}')).toEqual({
      id: 12,
      locationId: 0,
      lines: [{ lineId: 7, received: 1 }],
    });
  }, 60_000);
});
