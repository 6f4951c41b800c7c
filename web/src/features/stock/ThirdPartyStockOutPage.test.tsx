import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import ThirdPartyStockInPage from './ThirdPartyStockInPage';
import ThirdPartyStockOutPage from './ThirdPartyStockOutPage';

const slow = { timeout: 25_000 };
const house = (id: number, name: string, platform: boolean) => ({
  id,
  name,
  platform,
  country: '',
  address: '',
  contact: '',
  phone: '',
});
const places = {
  warehouses: [house(1, 'China', true), house(101, 'Recife 3PL', false)],
  locations: [],
};
const row = {
  id: 7,
  docNo: 'TO20261126000000007',
  kind: 'third_party_out',
  warehouseId: 101,
  warehouseName: 'Recife 3PL',
  status: 'draft',
  remark: 'Back to supplier',
  lineCount: 1,
  totalQuantity: 9,
  createdAt: '2026-11-26T10:00:00Z',
  confirmedAt: null,
};
const line = {
  id: 3,
  variantId: 9,
  barcode: 'DM0000000009',
  sku: 'TEE-RED',
  title: 'Tee',
  options: ['Red'],
  locationId: 0,
  locationCode: '',
  quantity: 9,
  available: 6,
};

describe('third-party stock-out', () => {
  it('calls its own paths, shows what is available per line and the server’s refusal of a confirm', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/thirdPartyOut/list': ok({ records: [row], total: 1, current: 1, size: 10 }),
      '/stock/thirdPartyOut/detail': ok({ ...row, lines: [line] }),
      '/stock/thirdPartyOut/confirm': failure(
        409,
        'TEE-RED at no location: 9 to take out, but only 6 available there (on hand 6, reserved for orders 0). Nothing was booked',
      ),
    });
    renderPage(
      '/stock/thirdPartyStockOut',
      <ThirdPartyStockOutPage titleKey="titles.stockThirdPartyStockOut" />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Third-party warehouse stock-out' }, slow),
    ).toBeTruthy();
    expect(await screen.findByText('TO20261126000000007', {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('stock-doc-open-7'));
    const available = await screen.findByTestId('stock-line-available-3', {}, slow);
    expect(available.textContent).toBe('6');
    expect(available.className).toContain('dm-stock-out');
    await user.click(screen.getByTestId('stock-confirm'));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }, slow));
    expect(await screen.findByText(/only 6 available there/, {}, slow)).toBeTruthy();
    expect(api.sent('/stock/thirdPartyOut/confirm')).toEqual([{ id: '7' }]);
    expect(screen.getByTestId('stock-drawer-status').textContent).toBe('Draft');
  }, 60_000);

  it('opens a stock-in only in an own warehouse', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/thirdPartyIn/list': ok({ records: [], total: 0, current: 1, size: 10 }),
      '/stock/thirdPartyIn/create': ok({ id: 11 }),
      '/stock/thirdPartyIn/detail': ok({
        ...row,
        id: 11,
        kind: 'third_party_in',
        docNo: 'TI20261126000000011',
        lines: [],
      }),
    });
    renderPage(
      '/stock/thirdPartyStockIn',
      <ThirdPartyStockInPage titleKey="titles.stockThirdPartyStockIn" />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-new-document', {}, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    await waitFor(() => expect(within(dialog).getByText('Recife 3PL')).toBeTruthy());
    expect(within(dialog).queryByText('China')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(api.sent('/stock/thirdPartyIn/create')).toHaveLength(1));
    expect(api.sent('/stock/thirdPartyIn/create')[0]).toEqual({ warehouseId: '101', remark: '' });
    expect(await screen.findByText(/TI20261126000000011/, {}, slow)).toBeTruthy();
  }, 60_000);

  it('with no own warehouse, points to My Profile and cannot create', async () => {
    stubApi({
      '/stock/places': ok({ warehouses: [house(1, 'China', true)], locations: [] }),
      '/stock/thirdPartyIn/list': ok({ records: [], total: 0, current: 1, size: 10 }),
    });
    renderPage(
      '/stock/thirdPartyStockIn',
      <ThirdPartyStockInPage titleKey="titles.stockThirdPartyStockIn" />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-new-document', {}, slow));
    const hint = await screen.findByTestId('stock-no-own-warehouse', {}, slow);
    expect(within(hint).getByRole('link', { name: 'Third-party Warehouses' }).getAttribute('href')).toBe(
      '/myCenter/warehouses',
    );
    expect(
      (within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  }, 60_000);
});
