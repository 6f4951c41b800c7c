import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/api';
import { renderPage } from '../../../test/render';
import MerchantStockInPage from './MerchantStockInPage';

const slow = { timeout: 25_000 };
const places = {
  warehouses: [{ id: 1, name: 'China', platform: true, country: '', address: '', contact: '', phone: '' }],
  locations: [],
};
const row = {
  id: 5,
  docNo: 'SI20261125000000001',
  kind: 'merchant_in',
  warehouseId: 1,
  warehouseName: 'China',
  status: 'draft',
  remark: '',
  lineCount: 0,
  totalQuantity: 0,
  createdAt: '2026-11-25T10:00:00Z',
  confirmedAt: null,
};

describe('merchant stock-in', () => {
  it('lists documents and adds a line per scan (a code and Enter), keeping the field ready', async () => {
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/document/list': ok({ records: [row], total: 1, current: 1, size: 10 }),
      '/stock/document/detail': ok({ ...row, lines: [] }),
      '/stock/document/scan': ok({ lineId: 1, variantId: 9, quantity: 1 }),
    });
    renderPage('/stock/merchantStockIn', <MerchantStockInPage titleKey="titles.stockMerchantStockIn" />);
    expect(await screen.findByText('SI20261125000000001', {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('stock-doc-open-5'));
    const field = await screen.findByTestId('stock-scan', {}, slow);
    await user.type(field, 'DM0000000009{Enter}');
    await user.type(field, 'DM0000000009{Enter}');
    await waitFor(() => expect(api.sent('/stock/document/scan')).toHaveLength(2));
    expect(api.sent('/stock/document/scan')[1]).toMatchObject({
      id: '5',
      code: 'DM0000000009',
      quantity: '1',
    });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
  }, 60_000);

  it('deletes a draft after asking, and closes it; a confirmed document offers no delete', async () => {
    let deleted = false;
    const api = stubApi({
      '/stock/places': ok(places),
      '/stock/document/list': ok({
        records: [row, { ...row, id: 6, docNo: 'SI20261125000000002', status: 'confirmed' }],
        total: 2,
        current: 1,
        size: 10,
      }),
      '/stock/document/detail': (form) =>
        deleted && form.get('id') === '5'
          ? failure(404, 'This stock document does not exist')
          : ok({ ...row, ...(form.get('id') === '6' ? { id: 6, status: 'confirmed' } : {}), lines: [] }),
      '/stock/document/delete': () => {
        deleted = true;
        return ok(null);
      },
    });
    renderPage('/stock/merchantStockIn', <MerchantStockInPage titleKey="titles.stockMerchantStockIn" />);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('stock-doc-open-5', {}, slow));
    await user.click(await screen.findByTestId('stock-delete-draft', {}, slow));
    expect(
      await screen.findByText('Delete this draft and its lines? Nothing of it has been booked.'),
    ).toBeTruthy();
    // The pop-up's own button (the first is the one that opened it).
    const buttons = screen.getAllByRole('button', { name: 'Delete draft' });
    await user.click(buttons[buttons.length - 1] as HTMLElement);
    await waitFor(() => expect(api.sent('/stock/document/delete')).toEqual([{ id: '5' }]));
    expect(await screen.findByText('Draft deleted', {}, slow)).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('stock-delete-draft')).toBeNull());
    // The lists refresh; the deleted draft is not asked for again (it would only answer "not found").
    const asked = (id: string) => api.sent('/stock/document/detail').filter((b) => b.id === id).length;
    expect(asked('5')).toBe(1);
    expect(screen.queryByText('This stock document does not exist')).toBeNull();

    await user.click(screen.getByTestId('stock-doc-open-6'));
    expect((await screen.findByTestId('stock-drawer-status', {}, slow)).textContent).toBe('Confirmed');
    expect(screen.queryByTestId('stock-delete-draft')).toBeNull();
  }, 60_000);
});
