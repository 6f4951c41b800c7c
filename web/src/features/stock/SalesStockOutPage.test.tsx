import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { file, ok, stubApi } from '../../../test/api';
import { catchSavedFiles } from '../../../test/files';
import { renderPage } from '../../../test/render';
import SalesStockOutPage from './SalesStockOutPage';

const slow = { timeout: 25_000 };

describe('sales stock-out', () => {
  it('exports the listed outbound, under the same filters, as an xlsx file', async () => {
    const api = stubApi({
      '/stock/places': ok({ warehouses: [], locations: [] }),
      '/stock/ledger/list': ok({
        records: [
          {
            id: 1,
            kind: 'sales_out',
            variantId: 9,
            sku: 'CAT-1',
            title: 'Cat bed',
            options: [],
            warehouseName: 'China',
            locationCode: '',
            quantity: -2,
            onHandAfter: 8,
            reservedAfter: 0,
            refType: 'order',
            refId: 41,
            actor: 'system',
            time: '2026-11-25T10:00:00Z',
          },
        ],
        total: 1,
        current: 1,
        size: 10,
      }),
      '/stock/ledger/file': file(
        'PK-xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ),
    });
    const saved = catchSavedFiles();
    renderPage('/stock/salesStockOut', <SalesStockOutPage titleKey="titles.stockSalesStockOut" />);
    expect(await screen.findByText('Cat bed', {}, slow)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByPlaceholderText('Barcode'), 'DM0000000009{Enter}');
    await user.click(screen.getByTestId('stock-out-export'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^stock-out-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const call = api.calls.find((c) => c.path === '/stock/ledger/file');
    expect(call?.query.get('kind')).toBe('sales_out');
    expect(call?.query.get('keyword')).toBe('DM0000000009');
    expect(call?.query.get('current')).toBeNull();
  }, 60_000);
});
