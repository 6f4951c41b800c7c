import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import WarehousePickOutPage from './WarehousePickOutPage';

const slow = { timeout: 25_000 };
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [],
};
const pick = (locationId: number, locationCode: string, variantId: number, quantity: number) => ({
  warehouseId: 1,
  warehouseName: 'China',
  locationId,
  locationCode,
  variantId,
  barcode: `DM000000000${variantId}`,
  sku: `SKU-${variantId}`,
  title: 'Cat bed',
  options: [],
  quantity,
  orders: [{ id: 40 + variantId, orderNo: `ORD${variantId}`, quantity }],
});

describe('warehouse pick-out', () => {
  it('lists what to pick bin by bin, filters by keyword and prints every row', async () => {
    const rows = [pick(3, 'A-01', 1, 2), pick(3, 'A-01', 2, 1), pick(0, '', 3, 5)];
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/pick/list': ok({
        records: rows,
        total: 3,
        current: 1,
        size: 20,
        orderCount: 3,
        totalQuantity: 8,
      }),
    });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderPage('/stock/warehousePickOut', <WarehousePickOutPage titleKey="titles.stockWarehousePickOut" />);
    expect(await screen.findByText('ORD1 × 2', {}, slow)).toBeTruthy();
    // A-01 spans its two rows; the unbinned row has its own cell.
    expect(screen.getAllByTestId('pick-bin').map((b) => b.textContent)).toEqual([
      'A-01China',
      'No locationChina',
    ]);
    expect(screen.getByTestId('pick-summary').textContent).toMatch(/3 paid orders wait to ship: 8 pieces/);
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Order number, barcode or SKU'), 'ORD2{Enter}');
    await waitFor(() => expect(api.sent('/stock/pick/list').at(-1)).toMatchObject({ keyword: 'ORD2' }));
    await user.click(screen.getByTestId('pick-print'));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(screen.getByTestId('pick-sheet').textContent).toContain('SKU-3');
  }, 60_000);
});
