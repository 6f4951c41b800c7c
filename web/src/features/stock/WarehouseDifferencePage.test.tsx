import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import WarehouseDifferencePage from './WarehouseDifferencePage';

const slow = { timeout: 25_000 };
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [{ id: 3, warehouseId: 1, code: 'A-01', name: '' }],
};
const row = {
  id: 7,
  docNo: 'SC20261125000000001',
  kind: 'count',
  warehouseId: 1,
  warehouseName: 'China',
  status: 'draft',
  remark: '',
  lineCount: 1,
  totalQuantity: 8,
  createdAt: '2026-11-25T10:00:00Z',
  confirmedAt: null,
  locationId: null,
  locationCode: '',
  differenceLines: 1,
  netDifference: -2,
};
const line = {
  variantId: 9,
  barcode: 'DM0000000009',
  sku: 'CAT-1',
  title: 'Cat bed',
  options: ['Cream'],
  reserved: 0,
};

describe('warehouse difference query', () => {
  it('shows book against counted, scans into the chosen bin, types a count and confirms', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/count/list': ok({ records: [row], total: 1, current: 1, size: 10 }),
      '/stock/count/detail': ok({
        ...row,
        lines: [
          { ...line, locationId: 0, locationCode: '', book: 10, counted: 8, difference: -2 },
          { ...line, locationId: 3, locationCode: 'A-01', book: 4, counted: null, difference: null },
        ],
      }),
      '/stock/count/scan': ok({ variantId: 9, locationId: 3, counted: 1 }),
      '/stock/count/set': ok({ variantId: 9, locationId: 3, counted: 4 }),
      '/stock/count/confirm': ok(null),
    });
    renderPage(
      '/stock/warehouseDifference',
      <WarehouseDifferencePage titleKey="titles.stockWarehouseDifference" />,
    );
    expect(await screen.findByText('SC20261125000000001', {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('count-open-7'));
    expect((await screen.findByTestId('count-difference-9:0', {}, slow)).textContent).toBe('-2');
    expect(screen.getByTestId('count-difference-9:3').textContent).toBe('-');
    const field = await screen.findByTestId('stock-scan', {}, slow);
    await user.type(field, 'DM0000000009{Enter}');
    await waitFor(() => expect(api.sent('/stock/count/scan')).toHaveLength(1));
    expect(api.sent('/stock/count/scan')[0]).toMatchObject({
      id: '7',
      code: 'DM0000000009',
      locationId: '0',
    });
    const counted = screen.getByTestId('count-counted-9:3');
    await user.type(counted, '4');
    await user.tab();
    await waitFor(() => expect(api.sent('/stock/count/set')).toHaveLength(1));
    expect(api.sent('/stock/count/set')[0]).toMatchObject({ variantId: '9', locationId: '3', counted: '4' });
    await user.click(screen.getByTestId('count-confirm'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
    await waitFor(() => expect(api.sent('/stock/count/confirm')).toHaveLength(1));
  }, 60_000);
});
