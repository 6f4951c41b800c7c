import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import InventoryPage from './InventoryPage';

const slow = { timeout: 25_000 };
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [],
};
const line = (id: number, locationCode: string, syncedOut: number, manualOut: number) => ({
  id,
  variantId: id,
  barcode: `DM000000000${id}`,
  sku: `SKU-${id}`,
  title: 'Cat bed',
  options: ['Grey'],
  warehouseId: 1,
  warehouseName: 'China',
  locationId: locationCode ? id : 0,
  locationCode,
  onHand: 10 * id,
  reserved: 1,
  syncedOut,
  manualOut,
});

describe('the inventory list', () => {
  it('shows each line’s synchronized and manual outbound and filters by it', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/inventory/list': ok({
        records: [line(1, 'A-01', 3, 0), line(2, '', 0, 7)],
        total: 2,
        current: 1,
        size: 20,
        onHandTotal: 30,
        syncedOutTotal: 3,
        manualOutTotal: 7,
      }),
    });
    renderPage('/stock/inventory', <InventoryPage titleKey="titles.stockInventory" />);
    expect(await screen.findByText('SKU-1', {}, slow)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Synchronized outbound' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Manual outbound' })).toBeTruthy();
    expect(screen.getAllByTestId('inventory-synced-out').map((c) => c.textContent)).toEqual(['3', '0']);
    expect(screen.getAllByTestId('inventory-manual-out').map((c) => c.textContent)).toEqual(['0', '7']);
    expect(screen.getByText('No location')).toBeTruthy();
    expect(screen.getByTestId('inventory-summary').textContent).toBe(
      '30 in stock · 3 out by orders (synchronized) · 7 out by hand (manual)',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Outbound' }));
    const option = await waitFor(() => {
      const found = document.querySelector('.ant-select-item-option[title="Has manual outbound"]');
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    await waitFor(() =>
      expect(api.sent('/stock/inventory/list').at(-1)).toMatchObject({ outbound: 'manual', current: '1' }),
    );
    await user.type(screen.getByPlaceholderText('Barcode or SKU'), 'SKU-2{Enter}');
    await waitFor(() =>
      expect(api.sent('/stock/inventory/list').at(-1)).toMatchObject({
        outbound: 'manual',
        keyword: 'SKU-2',
      }),
    );
  }, 60_000);
});
